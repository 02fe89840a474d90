// Every lesson with exercises, in real Chromium and every locale: math is typeset, every figure
// draws, every predict-then-run exercise refuses a bad entry, says wrong and right with the computed
// answer, and runs. The derivations' steps: reveal.spec.ts.

import { expect, test } from './fixtures';
import { expectDrawn } from './support/canvas';
import { solve } from './support/exercise';
import { LOCALES, site } from './support/locales';
import { screenshot } from './support/screenshot';

/** Each lesson with exercises, and the name of its closing summary in English. */
const LESSONS: Record<string, string> = {
  'one-axis': 'Summary',
  shortcut: 'Summary',
  'two-axes': 'Summary',
  'without-angles': 'Summary',
  'many-balls': 'Summary of the formulas',
  sticking: 'Summary of the formulas',
  beyond: 'Summary of the formulas',
  'spot-the-bug': 'Summary of the formulas',
};

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  test.describe(locale, () => {
    for (const [slug, summary] of Object.entries(LESSONS)) {
      test(`lesson ${slug}: math, figures and every exercise work`, async ({ page }) => {
        // lesson 9 with its exit ticket holds eight questions besides its figures: more time, the same checks
        test.setTimeout(120_000);
        await page.goto(url(`/lessons/${slug}/`));
        await expect(page.locator('.katex').first()).toBeVisible();
        await expect(page.locator('.katex-display').first()).toBeVisible();
        await expect(page.locator('.katex-error')).toHaveCount(0);
        // the summary's heading is the lesson's own words: checked in English
        if (locale === 'en')
          await expect(page.getByRole('heading', { level: 2, name: summary })).toBeVisible();
        await expect(page.locator('figure.listing').first()).toBeVisible();

        const canvases = page.locator('canvas');
        expect(await canvases.count()).toBeGreaterThan(0);
        for (const canvas of await canvases.all()) await expectDrawn(canvas);

        const exercises = page.locator('[data-exercise]');
        expect(await exercises.count()).toBeGreaterThan(0);
        for (const exercise of await exercises.all()) await solve(page, exercise, t);
        if (locale === 'en') await screenshot(page, `exercises-${slug}`);
      });
    }
  });
}
