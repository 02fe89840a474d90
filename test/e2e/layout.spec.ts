// No page scrolls sideways and no table is wider than its box (clipped, or scrolling inside it), from
// a 320 px phone to a 1920 px projector. Every page of the site: home, each lesson (from the lesson
// list, as the build finds them), playground, compare and sources. The other locales at the narrowest width and
// a phone's (every-page.spec.ts has them at 1280×720). Screenshots for a person to look at, as each page
// loads: the English lessons at 390 and 1920 px, every page of the other locales at 390 px.
import { expect, test } from './fixtures';
import { LOCALES, lessonSlugs, PAGES, site } from './support/locales';
import { screenshot } from './support/screenshot';

test('the page list is the whole site', () => {
  expect(lessonSlugs).toHaveLength(9);
});

const runs = [
  ...[320, 390, 768, 1280, 1920].map((width) => ['en', width] as const),
  ...LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => [
    [locale, 320] as const,
    [locale, 390] as const,
  ]),
];

/** The screenshot a page at this width gets, if any. */
function shotName(locale: string, width: number, path: string): string | null {
  const name = path === '/' ? 'home' : path.replaceAll('/', '-').replace(/^-|-$/g, '');
  if (locale === 'en')
    return path.startsWith('/lessons/') && (width === 390 || width === 1920)
      ? `${name.replace(/^lessons-/, 'lesson-')}-${width}`
      : null;
  return width === 390 ? `${locale}/${name}-${width}` : null;
}

for (const [locale, width] of runs) {
  test(`${locale}: no page scrolls sideways and no table is clipped at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const path of PAGES) {
      const url = site(locale).url(path);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const shot = shotName(locale, width, path);
      if (shot) await screenshot(page, shot);
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
