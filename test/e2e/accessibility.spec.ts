// axe-core on every page of every locale, in light and dark: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
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

for (const locale of LOCALES) {
  const { url } = site(locale);
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of pages) {
      test(`axe: ${url(path)} in ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(url(path));
        await page.waitForLoadState('networkidle');
        // open the folded panels so their tables and fields are checked too
        for (const summary of await page.locator('details > summary').all()) await summary.click();
        const { violations } = await new AxeBuilder({ page })
          .options({ rules: { 'target-size': { enabled: true } } })
          .analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO.includes(v.id))
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  }
}
