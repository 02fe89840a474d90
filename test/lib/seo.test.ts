// The search files check (scripts/seo.mjs, run by `npm run build`): a correct site passes, and each
// way of getting hreflang, canonical, sitemap or robots.txt wrong is found; and lib/site.ts makes
// the URLs from one SITE_URL.
import { describe, expect, it } from 'vitest';
import { absoluteAlternates, canonicalUrl, siteUrl } from '@/lib/site';
import { readSitemap, seoProblems } from '@/scripts/seo.mjs';

const BASE = 'https://billiards.example.org';
const PAGES = ['/', '/lessons/a/'];
const twins = (page: string) => ({ en: page, 'zh-CN': `/zh-CN${page}`, 'x-default': page });

function page(url: string, base = BASE, { canonical = true } = {}) {
  const path = url.replace(/^\/zh-CN/, '');
  const links = Object.entries(twins(path))
    .map(([l, href]) => `<link rel="alternate" hrefLang="${l}" href="${base}${href}"/>`)
    .join('');
  return `<html><head>${canonical ? `<link rel="canonical" href="${base}${url}"/>` : ''}${links}</head></html>`;
}

function sitemap(urls = PAGES.flatMap((p) => [p, `/zh-CN${p}`])) {
  const entry = (url: string) => {
    const alternates = Object.entries(twins(url.replace(/^\/zh-CN/, '')))
      .map(([l, href]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${BASE}${href}" />`)
      .join('');
    return `<url><loc>${BASE}${url}</loc>${alternates}</url>`;
  };
  return `<?xml version="1.0"?><urlset>${urls.map(entry).join('')}</urlset>`;
}

const site = (overrides: Record<string, string> = {}) =>
  new Map(PAGES.flatMap((p) => [p, `/zh-CN${p}`]).map((url) => [url, overrides[url] ?? page(url)]));
const robots = `User-Agent: *\nAllow: /\n\nSitemap: ${BASE}/sitemap.xml\n`;

describe('the search files check', () => {
  it('passes a site whose URLs are absolute and agree', () => {
    expect(seoProblems(site(), { robots, sitemap: sitemap() }, BASE)).toEqual([]);
    expect(readSitemap(sitemap())).toHaveLength(4);
  });

  it('fails relative hreflang links, as the site had them', () => {
    const relative = page('/lessons/a/').replaceAll(`href="${BASE}`, 'href="');
    const problems = seoProblems(site({ '/lessons/a/': relative }), { robots, sitemap: sitemap() }, BASE);
    expect(problems).toContain(
      `/lessons/a/: hreflang="zh-CN" should be an absolute URL under ${BASE} (has /zh-CN/lessons/a/)`,
    );
  });

  it('fails a page without its canonical link, or one on another origin', () => {
    const none = page('/', BASE, { canonical: false });
    expect(seoProblems(site({ '/': none }), { robots, sitemap: sitemap() })).toContain(
      `/: canonical should be ${BASE}/ (has none)`,
    );
    const elsewhere = page('/zh-CN/', 'http://localhost:3000');
    expect(
      seoProblems(site({ '/zh-CN/': elsewhere }), { robots, sitemap: sitemap() }).length,
    ).toBeGreaterThan(0);
  });

  it('fails a sitemap that leaves a page out or lists one that is not there', () => {
    expect(seoProblems(site(), { robots, sitemap: sitemap(['/', '/zh-CN/', '/lessons/a/']) })).toEqual([
      `/zh-CN/lessons/a/: not in sitemap.xml (as ${BASE}/zh-CN/lessons/a/)`,
    ]);
    expect(
      seoProblems(site(), {
        robots,
        sitemap: sitemap([...PAGES, '/zh-CN/', '/zh-CN/lessons/a/', '/lessons/b/']),
      }),
    ).toEqual([`sitemap.xml: ${BASE}/lessons/b/ is not a page`]);
  });

  it('fails missing or relative robots.txt and sitemap, and a SITE_URL they do not use', () => {
    expect(seoProblems(site(), { robots: undefined, sitemap: sitemap() })).toEqual(['robots.txt is missing']);
    expect(seoProblems(site(), { robots: 'Sitemap: /sitemap.xml', sitemap: sitemap() })[0]).toMatch(
      /absolute/,
    );
    expect(seoProblems(site(), { robots, sitemap: undefined })).toEqual(['sitemap.xml is missing']);
    expect(seoProblems(site(), { robots, sitemap: sitemap() }, 'https://other.example')[0]).toMatch(
      /not SITE_URL/,
    );
  });
});

describe('SITE_URL', () => {
  it('has a default, loses a trailing slash, and refuses what is not an http(s) URL', () => {
    expect(siteUrl(undefined)).toBe('http://localhost:3000');
    expect(siteUrl('https://example.org/')).toBe('https://example.org');
    expect(siteUrl('https://example.org/physics/')).toBe('https://example.org/physics');
    expect(() => siteUrl('example.org')).toThrow(/SITE_URL must be an absolute/);
    expect(() => siteUrl('ftp://example.org')).toThrow(/https:\/\/ or http:\/\//);
  });

  it('gives absolute canonical and hreflang URLs that agree', () => {
    const alternates = absoluteAlternates('/lessons/a/');
    expect(alternates).toEqual({
      en: 'http://localhost:3000/lessons/a/',
      'zh-CN': 'http://localhost:3000/zh-CN/lessons/a/',
      'x-default': 'http://localhost:3000/lessons/a/',
    });
    expect(canonicalUrl('zh-CN', '/lessons/a/')).toBe(alternates['zh-CN']);
  });
});
