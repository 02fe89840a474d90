// axe-core on every page, in light and dark: no serious or critical violation.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const lessons = readdirSync(path.join(process.cwd(), 'content/lessons/en'))
  .map((file) => /^\d+-(.+)\.mdx$/.exec(file)?.[1])
  .filter((slug): slug is string => !!slug)
  .map((slug) => `/lessons/${slug}/`);

const pages = ['/', '/playground/', '/compare/', '/sources/', ...lessons];

for (const scheme of ['light', 'dark'] as const) {
  for (const url of pages) {
    test(`axe: ${url} in ${scheme}`, async ({ page, consoleErrors }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // open the folded panels so their tables and fields are checked too
      for (const summary of await page.locator('details > summary').all()) await summary.click();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}
