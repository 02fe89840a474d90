// The built site's pages are twins: each has its own <html lang>, hreflang links to all its twins,
// math where its English twin has math, and links that stay in its language (or say they leave it).
// Read from the exported HTML, which Next writes in one known shape; test/lib/twins.test.ts feeds
// it broken pages.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from './locales.mjs';

/** Pages of the export by URL path (`/zh-CN/lessons/x/`), without the 404 page. */
export function readPages(out) {
  const pages = new Map();
  for (const file of readdirSync(out, { recursive: true }).map(String)) {
    if (!file.endsWith('index.html')) continue;
    const url = `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/');
    if (/^\/(404|_not-found)\/$/.test(url)) continue;
    pages.set(url, readFileSync(path.join(out, file), 'utf8'));
  }
  return pages;
}

const decode = (value) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The attributes of each `<tag …>` in some HTML, by lower-case name. */
function tags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'gi'))].map(
    (m) =>
      new Map(
        [...m[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), decode(a[2] ?? '')]),
      ),
  );
}

/** A URL path's locale and the page it shows: `/zh-CN/x/` → zh-CN, `/x/`. */
function localeOf(url, locales) {
  const first = url.split('/')[1] ?? '';
  return first !== DEFAULT_LOCALE && locales.includes(first)
    ? { locale: first, page: url.slice(first.length + 1) }
    : { locale: DEFAULT_LOCALE, page: url };
}

const inLocale = (locale, page) => (locale === DEFAULT_LOCALE ? page : `/${locale}${page}`);
const isTestPage = (page) => page.startsWith('/test/');

/** Problems of the built pages (see the top of this file); `pages` as readPages gives them. */
export function pageProblems(pages, locales) {
  const problems = [];
  const ids = (html) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1])));
  for (const [url, html] of pages) {
    const { locale, page } = localeOf(url, locales);
    const lang = tags(html, 'html')[0]?.get('lang');
    if (lang !== locale) problems.push(`${url}: <html lang="${lang}">, not "${locale}"`);
    if (isTestPage(page)) continue;

    const alternates = new Map(
      tags(html, 'link')
        .filter((a) => a.get('rel') === 'alternate' && a.has('hreflang'))
        // absolute in the built site (scripts/seo.mjs checks the origin); the twin is the path
        .map((a) => [a.get('hreflang'), new URL(a.get('href') ?? '', 'http://site').pathname]),
    );
    for (const [language, twin] of [
      ...locales.map((l) => [l, inLocale(l, page)]),
      ['x-default', inLocale(DEFAULT_LOCALE, page)],
    ]) {
      if (!pages.has(twin)) problems.push(`${url}: no ${language} twin (${twin})`);
      if (alternates.get(language) !== twin)
        problems.push(
          `${url}: hreflang="${language}" should link ${twin} (has ${alternates.get(language) ?? 'none'})`,
        );
    }
    const twinHtml = pages.get(inLocale(DEFAULT_LOCALE, page));
    if (locale !== DEFAULT_LOCALE && twinHtml?.includes('class="katex"') && !html.includes('class="katex"'))
      problems.push(`${url}: no math, but its English twin has some`);

    for (const a of tags(html, 'a')) {
      const href = a.get('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const target = new URL(href, 'http://site');
      const { locale: linked } = localeOf(target.pathname, locales);
      // the language switch is the one link that leaves the language, and says so (hreflang)
      if (linked !== locale && a.get('hreflang') !== linked)
        problems.push(`${url}: links ${href}, a page in ${linked}, without hreflang`);
      const targetHtml = pages.get(target.pathname);
      if (!targetHtml) problems.push(`${url}: links ${href}, which is not a page`);
      else if (target.hash && !ids(targetHtml).has(decodeURIComponent(target.hash.slice(1))))
        problems.push(`${url}: links ${href}, but that page has no id ${target.hash}`);
    }
  }
  return problems;
}
