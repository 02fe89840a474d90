// Every page of the site in every locale, visited once for all the checks a page needs (a page load is
// most of a browser test's cost on two cores):
// - it loads cleanly: served with 200, titled, one h1, the <html lang> of its locale, no console error;
// - a lesson's math is typeset at build time and its contents link to real headings;
// - it links the same page in every other language, labelled in that language;
// - at 1280×720 nothing is wider than the screen (the other widths: layout.spec.ts);
// - a page in another language than English shows no English interface string, folded panels included;
// - axe finds no serious or critical violation, every rule in light with the folded panels open, then
//   the colour rules again in dark (Lighthouse's findings of issue 27 whatever impact axe gives them).
// The home page's list, the 404 page and the phone widths are checked in pages.spec.ts,
// layout.spec.ts and accessibility.spec.ts.
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { expect, test } from './fixtures';
import { axeFindings, openPanels } from './support/axe';
import { englishWords, interfaceTexts } from './support/englishText';
import { LOCALES, PAGES, site } from './support/locales';
import { screenshot } from './support/screenshot';

for (const locale of LOCALES) {
  const { url } = site(locale);
  for (const path of PAGES) {
    const name = path === '/' ? 'home' : path.replaceAll('/', '-').replace(/^-|-$/g, '');
    test(`${url(path)}: loads cleanly, its math and contents, its language links, axe in light and dark`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at 1280 px scrolls sideways`).toBeLessThanOrEqual(1);
      if (locale !== 'en') await screenshot(page, `${locale}/${name}-1280`);
      else if (!['/playground/', '/compare/', '/sources/'].includes(path)) await screenshot(page, name);

      if (path.startsWith('/lessons/')) {
        await expect(page.locator('.katex').first()).toBeVisible();
        await expect(page.locator('.katex-display').first()).toBeVisible();
        await expect(page.locator('.katex-error')).toHaveCount(0);
        const targets = await page
          .locator('.toc a')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(targets.length).toBeGreaterThan(0);
        for (const href of targets)
          await expect(page.locator(`[id="${decodeURIComponent(String(href).slice(1))}"]`)).toHaveCount(1);
      }

      for (const other of LOCALES.filter((l) => l !== locale)) {
        const link = page.locator(`.site-header a[hreflang="${other}"]`);
        await expect(link).toHaveAttribute('href', site(other).url(path));
        await expect(link).toHaveAttribute('lang', other);
        await expect(link).toHaveText(LANGUAGE_NAMES[other]);
      }

      await openPanels(page);
      if (locale !== 'en') {
        const english = (await page.evaluate(interfaceTexts))
          .map((text) => [englishWords(text), text] as const)
          .filter(([words]) => words.length > 0)
          .map(([words, text]) => `${words.slice(0, 6).join(' ')}  ←  ${text.slice(0, 100)}`);
        expect(english, 'English in the interface').toEqual([]);
      }
      expect(await axeFindings(page), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      // colours that fade into the new scheme (a highlighted listing's 0.3 s) are read once they are there
      await page.evaluate(() =>
        Promise.all(
          document.getAnimations().flatMap((a) => (a instanceof CSSTransition ? [a.finished] : [])),
        ),
      );
      expect(await axeFindings(page, true), 'dark').toEqual([]);
    });
  }
}
