// axe-core on every page of every locale, in light and dark: no serious or critical violation.
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

/** axe's serious and critical findings on the page at `url` (and those of ALSO), as lines. */
async function findings(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // open the folded panels so their tables and fields are checked too
  for (const summary of await page.locator('details > summary').all()) await summary.click();
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const locale of LOCALES) {
  const { url } = site(locale);
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of pages) {
      test(`axe: ${url(path)} in ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await findings(page, url(path))).toEqual([]);
      });
    }
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
    expect(await findings(page, url)).toEqual([]);
  });
}
