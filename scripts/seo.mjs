// Found by search: robots.txt names the sitemap; the sitemap lists every page (test pages aside) with
// its language twins; every page has a canonical link to itself; hreflang, canonical and sitemap URLs
// are absolute, on one origin (SITE_URL when set) and agree with each other. test/lib/seo.test.ts
// feeds it broken sites.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const decode = (value) => value.replaceAll('&amp;', '&');

/** rel=canonical and rel=alternate hreflang links of a built page. */
function headLinks(html) {
  const links = [...html.matchAll(/<link\s([^>]*)>/gi)].map(
    (m) => new Map([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), decode(a[2])])),
  );
  return {
    canonical: links.filter((l) => l.get('rel') === 'canonical').map((l) => l.get('href')),
    alternates: new Map(
      links
        .filter((l) => l.get('rel') === 'alternate' && l.has('hreflang'))
        .map((l) => [l.get('hreflang'), l.get('href')]),
    ),
  };
}

/** The sitemap's entries: each <url>'s <loc> and its xhtml:link alternates by hreflang. */
export function readSitemap(xml) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
    alternates: new Map(
      [...body.matchAll(/<xhtml:link\s([^>]*)\/?>/g)].map(([, attrs]) => [
        /hreflang="([^"]*)"/.exec(attrs)?.[1],
        decode(/href="([^"]*)"/.exec(attrs)?.[1] ?? ''),
      ]),
    ),
  }));
}

const isAbsolute = (url) => /^https?:\/\/[^/]/.test(url ?? '');
const sameMap = (a, b) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

/**
 * Problems with the search files of a site: `pages` by URL path as readPages gives them, `files`
 * the text of robots.txt and sitemap.xml (undefined when missing), `siteUrl` the SITE_URL if set.
 */
export function seoProblems(pages, files, siteUrl) {
  const problems = [];
  const sitemapLine = /^Sitemap:\s*(\S+)\s*$/im.exec(files.robots ?? '')?.[1];
  if (files.robots === undefined) return ['robots.txt is missing'];
  if (!isAbsolute(sitemapLine))
    return [`robots.txt should name the sitemap at an absolute URL (has ${sitemapLine})`];
  const base = sitemapLine.replace(/\/sitemap\.xml$/, '');
  if (siteUrl && base !== siteUrl.replace(/\/+$/, ''))
    problems.push(`robots.txt points at ${base}, not SITE_URL ${siteUrl}`);
  if (files.sitemap === undefined) return [...problems, 'sitemap.xml is missing'];

  const listed = new Map(readSitemap(files.sitemap).map((entry) => [entry.loc, entry.alternates]));
  for (const [url, html] of pages) {
    if (url.startsWith('/test/')) continue;
    const own = `${base}${url}`;
    const { canonical, alternates } = headLinks(html);
    if (canonical.length !== 1 || canonical[0] !== own)
      problems.push(`${url}: canonical should be ${own} (has ${canonical.join(', ') || 'none'})`);
    for (const [language, href] of alternates)
      if (!isAbsolute(href) || !href.startsWith(`${base}/`))
        problems.push(`${url}: hreflang="${language}" should be an absolute URL under ${base} (has ${href})`);
    if (!alternates.has('x-default')) problems.push(`${url}: no hreflang="x-default"`);
    const entry = listed.get(own);
    // A page kept out of search (the embed forms) is left out of the sitemap too.
    if (NOINDEX.test(html)) {
      if (entry) problems.push(`${url}: is noindex but listed in sitemap.xml`);
    } else if (!entry) problems.push(`${url}: not in sitemap.xml (as ${own})`);
    else if (!sameMap(entry, alternates))
      problems.push(`${url}: its sitemap alternates differ from its hreflang links`);
  }
  for (const loc of listed.keys()) {
    if (!loc.startsWith(`${base}/`))
      problems.push(`sitemap.xml: ${loc} is not an absolute URL under ${base}`);
    else if (!pages.has(loc.slice(base.length))) problems.push(`sitemap.xml: ${loc} is not a page`);
  }
  return problems;
}

/** seoProblems over a built out/ directory. */
export function seoProblemsOf(root, pages, siteUrl) {
  const read = (name) =>
    existsSync(path.join(root, name)) ? readFileSync(path.join(root, name), 'utf8') : undefined;
  return seoProblems(pages, { robots: read('robots.txt'), sitemap: read('sitemap.xml') }, siteUrl);
}
