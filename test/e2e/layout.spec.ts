// No page scrolls sideways and no table is wider than its box (clipped, or scrolling inside it), from
// a 320 px phone to a 1920 px projector. Every page of the site: home, each lesson (from the lesson
// list, as the build finds them), playground and compare. The other locales at the narrowest width
// (languages.spec.ts has them at 390 and 1280 px, without the tables).
import { expect, test } from './fixtures';
import { LOCALES, lessonSlugs, site } from './support/locales';

const paths = ['/', ...lessonSlugs.map((slug) => `/lessons/${slug}/`), '/playground/', '/compare/'];

test('the page list is the whole site', () => {
  expect(lessonSlugs).toHaveLength(9);
});

const runs = [
  ...[320, 390, 768, 1280, 1920].map((width) => ['en', width] as const),
  ...LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, 320] as const),
];

for (const [locale, width] of runs) {
  const pages = paths.map(site(locale).url);
  test(`${locale}: no page scrolls sideways and no table is clipped at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const url of pages) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // open every disclosure, so a table hidden in <details> is measured too
      await page.locator('details:not([open]) > summary').evaluateAll((s) => {
        for (const el of s) (el as HTMLElement).click();
      });
      const { scroll, inner, culprit, tables } = await page.evaluate(() => {
        // a table wider than the box it sits in is cut off or scrolls: it should reflow instead
        const tables = [...document.querySelectorAll('table')]
          .filter((t) => {
            // the box it sits in: an element with display: contents draws no box of its own
            let box = t.parentElement;
            while (box && getComputedStyle(box).display === 'contents') box = box.parentElement;
            return !!box && t.getBoundingClientRect().width > box.clientWidth + 1;
          })
          .map((t) => t.querySelector('caption')?.textContent ?? t.className);
        const limit = window.innerWidth;
        const over = [...document.querySelectorAll('body *')].find((el) => {
          const r = el.getBoundingClientRect();
          return r.right > limit + 0.5 && r.width > 0 && getComputedStyle(el).position !== 'fixed';
        });
        return {
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
          culprit: over ? `${over.tagName.toLowerCase()}.${over.className}` : '',
          tables,
        };
      });
      if (scroll > inner) wide.push(`${url}: ${scroll} > ${inner} (${culprit})`);
      for (const table of tables) wide.push(`${url}: table “${table}” is wider than its box`);
    }
    expect(wide).toEqual([]);
  });
}
