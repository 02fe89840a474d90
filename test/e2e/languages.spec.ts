// The languages of the site: the switch to the same page in the other language (on every page:
// every-page.spec.ts) lands on the twin and keeps a playground or compare link's set-up. Chinese pages
// without English interface strings: every-page.spec.ts; at every width, with screenshots: layout.spec.ts.
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import { expect, test } from './fixtures';
import { LOCALES, site } from './support/locales';

const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const switchTo = (page: import('@playwright/test').Page, locale: Locale) =>
  page.locator(`.site-header a[hreflang="${locale}"]`);

// every page's switch, its address, language and label: every-page.spec.ts
test('the language switch lands on the twin, in its language, and back', async ({ page }) => {
  // following it lands on the twin, in its language
  await page.goto('/lessons/sticking/');
  for (const other of others) {
    // after hydration: it puts the switch that follows the query in place of the static one
    await page.waitForLoadState('networkidle');
    await switchTo(page, other).click();
    await expect(page).toHaveURL(site(other).url('/lessons/sticking/'));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.waitForLoadState('networkidle');
    await switchTo(page, DEFAULT_LOCALE).click();
    await expect(page).toHaveURL('/lessons/sticking/');
  }
});

for (const other of others) {
  test(`the switch to ${other} keeps a playground or compare link’s set-up, as the page edits it`, async ({
    page,
  }) => {
    const { t } = site(DEFAULT_LOCALE);
    // the share code tidies the address (v=1, no spaces) and the switch follows it, hash included
    await page.goto('/playground/?scenario=billiard3%20&seed=7#main');
    const link = switchTo(page, other);
    await expect(link).toHaveAttribute(
      'href',
      `${site(other).url('/playground/')}?v=1&scenario=billiard3&seed=7#main`,
    );
    await page.getByLabel(t.playground.method).selectOption('projection');
    await expect(link).toHaveAttribute('href', /[?&]method=projection(&|#)/);
    await link.click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByLabel(site(other).t.playground.method)).toHaveValue('projection');
    await expect(page.getByLabel(site(other).t.playground.seed)).toHaveValue('7');

    await page.goto(site(other).url('/compare/?strategies=naive,robust'));
    const back = switchTo(page, DEFAULT_LOCALE);
    await expect(back).toHaveAttribute('href', /^\/compare\/\?v=1&strategies=naive(%2C|,)robust$/);
    await back.click();
    await expect(page.locator('.strategy-list input:checked')).toHaveCount(2);
  });
}
