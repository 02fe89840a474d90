// Text and touch targets on a phone (issue 34, item 11): at 320 and 390 px no unit label or file path
// is set under the site's smallest size (--text-min, 12 px; they were 10.9 and 11.8 px), and every
// checkbox keeps its square box inside a hit area of at least 24 × 24 px (the playground's set-up
// switches were squeezed to 13 × 36 px). Screenshots of each width, light and dark, go to
// test-results/phone/ for a person to look at.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES, site } from './support/locales';

const WIDTHS = [320, 390];
const TEXT_MIN = 12;
const TARGET_MIN = 24;

/** The computed font size of each visible element the selector finds, with its text. */
async function fontSizes(page: Page, selector: string): Promise<{ text: string; px: number }[]> {
  return page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ text: el.textContent ?? '', px: Number.parseFloat(getComputedStyle(el).fontSize) })),
    );
}

/** Each visible checkbox's box and the box of the label around it (its hit area). */
async function checkboxes(page: Page) {
  return page.locator('main input[type="checkbox"]').evaluateAll((inputs) =>
    inputs
      .filter((input) => input.getClientRects().length > 0)
      .map((input) => {
        const box = input.getBoundingClientRect();
        const hit = (input.closest('label') ?? input).getBoundingClientRect();
        return {
          label: input.closest('label')?.textContent?.slice(0, 30) ?? '',
          box: [Math.round(box.width), Math.round(box.height)],
          hit: [Math.round(hit.width), Math.round(hit.height)],
        };
      }),
  );
}

for (const locale of LOCALES) {
  const { url } = site(locale);
  for (const width of WIDTHS) {
    test.describe(`${locale} at ${width} px`, () => {
      test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 800 }));

      test('unit labels and file paths are at least 12 px', async ({ page }) => {
        await page.goto(url('/playground/'));
        await page.locator('details:not([open]) > summary').evaluateAll((summaries) => {
          for (const s of summaries) (s as HTMLElement).click();
        });
        const units = await fontSizes(page, 'main .unit');
        expect(units.length).toBeGreaterThan(0);
        expect(units.filter((u) => u.px < TEXT_MIN)).toEqual([]);

        await page.goto(url('/lessons/shortcut/'));
        const paths = await fontSizes(page, 'figure.listing figcaption code');
        expect(paths.length).toBeGreaterThan(0);
        expect(paths.filter((p) => p.px < TEXT_MIN)).toEqual([]);
      });

      test('every checkbox is square, in a hit area of at least 24 × 24 px', async ({ page }) => {
        for (const path of ['/playground/', '/compare/']) {
          await page.goto(url(path));
          const boxes = await checkboxes(page);
          expect(boxes.length).toBeGreaterThan(0);
          const bad = boxes.filter(
            ({ box: [w = 0, h = 0], hit: [hw = 0, hh = 0] }) =>
              w < 16 || w !== h || hw < TARGET_MIN || hh < TARGET_MIN,
          );
          expect(bad, path).toEqual([]);
        }
      });

      test('screenshots, light and dark', async ({ page }) => {
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          for (const [name, path] of [
            ['playground', '/playground/'],
            ['lesson', '/lessons/shortcut/'],
          ] as const) {
            await page.goto(url(path));
            await page.screenshot({
              path: `test-results/phone/${name}-${locale}-${width}-${scheme}.png`,
              fullPage: true,
            });
          }
        }
      });
    });
  }
}
