// The site's pages beyond what every page is checked for (every-page.spec.ts): the home page listing
// the lessons in the locale and the not-found page in every language. The widths are layout.spec.ts's.
import { expect, test } from './fixtures';
import { LOCALES, lessonSlugs, site } from './support/locales';

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
