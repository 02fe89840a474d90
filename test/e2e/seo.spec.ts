// Found by search in both languages: robots.txt names the sitemap, the sitemap lists every page with
// its language twins, and each page's canonical and hreflang links are absolute and say the same as
// its sitemap entry; each page keeps its own title and description.
import { expect, test } from './fixtures';
import { LOCALES, PAGES, site } from './support/locales';

const absolute = /^https?:\/\/[^/]+\//;

test('robots.txt, sitemap.xml and every page agree on absolute URLs', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap:\s*(\S+)/im.exec(robots)?.[1] ?? '';
  expect(sitemapUrl).toMatch(absolute);
  const base = sitemapUrl.replace(/\/sitemap\.xml$/, '');

  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => [
      /<loc>([^<]*)<\/loc>/.exec(body ?? '')?.[1] ?? '',
      Object.fromEntries(
        [...(body ?? '').matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(([, lang, href]) => [
          lang,
          href,
        ]),
      ),
    ]),
  );
  expect(entries.size).toBe(PAGES.length * LOCALES.length);

  const descriptions = new Set<string>();
  for (const locale of LOCALES) {
    for (const path of PAGES) {
      const url = site(locale).url(path);
      await page.goto(url);
      const head = await page.evaluate(() => ({
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
        alternates: Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
            l.getAttribute('hreflang'),
            l.getAttribute('href'),
          ]),
        ),
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      }));
      expect(head.canonical, url).toEqual([`${base}${url}`]);
      expect(Object.keys(head.alternates).sort(), url).toEqual([...LOCALES, 'x-default'].sort());
      for (const href of Object.values(head.alternates)) expect(href, url).toMatch(absolute);
      expect(head.alternates[locale], url).toBe(`${base}${url}`);
      expect(entries.get(`${base}${url}`), url).toEqual(head.alternates);
      expect(head.title, url).not.toBe('');
      descriptions.add(`${head.title} | ${head.description}`);
    }
  }
  // every page in every language has its own title and description (the home page has the site's)
  expect(descriptions.size).toBe(PAGES.length * LOCALES.length);
});
