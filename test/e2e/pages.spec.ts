// The site's pages beyond what every page is checked for (every-page.spec.ts): the home page listing
// the lessons in the locale, the not-found page in every language, and the English lessons at phone and
// desktop widths.
import { expect, test } from './fixtures';
import { LOCALES, lessonSlugs, site } from './support/locales';
import { screenshot } from './support/screenshot';

for (const locale of LOCALES) {
  const { url } = site(locale);
  test.describe(locale, () => {
    test('the home page lists every lesson in order', async ({ page }) => {
      await page.goto(url('/'));
      const links = page.locator('.lesson-list a');
      await expect(links).toHaveCount(lessonSlugs.length);
      for (const [i, slug] of lessonSlugs.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', url(`/lessons/${slug}/`));
      }
    });

    test('an unknown address shows the not-found page, in every language', async ({ page }) => {
      const response = await page.goto(url('/lessons/no-such-lesson/'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(site('en').t.notFound.title);
      for (const other of LOCALES) {
        const part = page.locator(`section[lang="${other}"]`);
        await expect(part).toContainText(site(other).t.notFound.body);
        await expect(part.getByRole('link')).toHaveAttribute('href', site(other).url('/'));
      }
    });
  });
}

test('every English lesson at phone and desktop widths', async ({ page }) => {
  // The Chinese pages get theirs in languages.spec.ts (390 and 1280 px, every page). Eighteen full-page
  // screenshots of long pages: a busy two-core machine took over the default minute.
  test.setTimeout(180_000);
  for (const width of [390, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const slug of lessonSlugs) {
      await page.goto(`/lessons/${slug}/`);
      await expect(page.locator('.katex').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${slug} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
      await screenshot(page, `lesson-${slug}-${width}`);
    }
  }
});
