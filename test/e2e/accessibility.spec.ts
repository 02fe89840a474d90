// axe-core on every page of every locale, in light and dark: no serious or critical violation.
// One page load a page: every rule in light, then the colour rules again in dark.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES, lessonSlugs, site } from './support/locales';

// Lighthouse's findings of issue 27 are checked whatever impact axe gives them: the contents' links
// as 24 px targets (WCAG 2.2, a rule axe runs only when asked) and heading levels (moderate).
const ALSO = ['heading-order', 'target-size'];

const pages = [
  '/',
  '/playground/',
  '/compare/',
  '/sources/',
  ...lessonSlugs.map((slug) => `/lessons/${slug}/`),
];

// Dark differs from light in colours only: the rules that read colours are run again in it.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Opens `url` with its folded panels open (their tables and fields are checked too). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  for (const summary of await page.locator('details > summary').all()) await summary.click();
}

/** axe's serious and critical findings on the open page (and those of ALSO), as lines; only the
 *  colour rules when `colours` is set. */
async function findings(page: Page, colours = false): Promise<string[]> {
  const axe = new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    rules: { 'target-size': { enabled: true } },
  });
  const { violations } = await (colours ? axe.withRules(COLOUR_RULES) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const locale of LOCALES) {
  const { url } = site(locale);
  for (const path of pages) {
    test(`axe: ${url(path)} in light, and its colours in dark`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await open(page, url(path));
      expect(await findings(page), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      // colours that fade into the new scheme (a highlighted listing's 0.3 s) are read once they are there
      await page.evaluate(() =>
        Promise.all(
          document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished] : [])),
        ),
      );
      expect(await findings(page, true), 'dark').toEqual([]);
    });
  }
}

// At Lighthouse's phone width (412 px) wide tables and formulas scroll sideways, and a region that
// scrolls must be reachable by keyboard (scrollable-region-focusable). The pages where Lighthouse
// found one: a table (momentum, English) and display formulas (the others).
const phonePages = [
  ['en', '/lessons/momentum/'],
  ['en', '/lessons/sticking/'],
  ['en', '/lessons/spot-the-bug/'],
  ['zh-CN', '/lessons/beyond/'],
] as const;

for (const [locale, path] of phonePages) {
  const url = site(locale).url(path);
  test(`axe: ${url} at 412 px`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await open(page, url);
    expect(await findings(page)).toEqual([]);
  });
}
