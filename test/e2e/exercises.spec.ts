// Every lesson, in real Chromium and every locale, in one visit each: math is typeset, every figure
// draws, the first live figure moves when its clock steps, every predict-then-run exercise refuses a
// bad entry, says wrong and right with the computed answer, and runs. The derivations' steps:
// reveal.spec.ts.

import { expect, test } from './fixtures';
import { expectDrawn, pixels } from './support/canvas';
import { solve } from './support/exercise';
import { LOCALES, lessonSlugs, site } from './support/locales';
import { screenshot } from './support/screenshot';

/** Each lesson, and the name of its closing summary in English. */
const LESSONS: Record<string, string> = {
  momentum: 'Summary',
  'one-axis': 'Summary',
  shortcut: 'Summary',
  'two-axes': 'Summary',
  'without-angles': 'Summary',
  'many-balls': 'Summary of the formulas',
  sticking: 'Summary of the formulas',
  beyond: 'Summary of the formulas',
  'spot-the-bug': 'Summary of the formulas',
};

test('the lessons visited are every lesson of the chapter', () => {
  expect(Object.keys(LESSONS).sort()).toEqual([...lessonSlugs].sort());
});

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  test.describe(locale, () => {
    for (const [slug, summary] of Object.entries(LESSONS)) {
      test(`lesson ${slug}: math, figures, a live step and every exercise work`, async ({ page }) => {
        // lesson 9 with its exit ticket holds eight questions besides its figures: more time, the same checks
        test.setTimeout(120_000);
        await page.goto(url(`/lessons/${slug}/`));
        await expect(page.locator('.katex').first()).toBeVisible();
        await expect(page.locator('.katex-display').first()).toBeVisible();
        await expect(page.locator('.katex-error')).toHaveCount(0);
        // the summary's heading is the lesson's own words: checked in English
        if (locale === 'en')
          await expect(page.getByRole('heading', { level: 2, name: summary })).toBeVisible();
        // the chapter's code is listed from lesson 2 on
        if (slug !== 'momentum') await expect(page.locator('figure.listing').first()).toBeVisible();

        const canvases = page.locator('canvas');
        expect(await canvases.count()).toBeGreaterThan(0);
        for (const canvas of await canvases.all()) await expectDrawn(canvas);

        // the first figure with a clock: a step of it changes its picture
        const live = page
          .locator('section.widget')
          .filter({ has: page.locator('canvas') })
          .filter({ has: page.getByRole('button', { name: t.simulation.stepForward }) })
          .first();
        await expect(live, `${slug} has no live figure`).toHaveCount(1);
        await live.scrollIntoViewIfNeeded();
        const liveCanvas = live.locator('canvas').first();
        const before = await pixels(liveCanvas);
        await live.getByRole('button', { name: t.simulation.stepForward }).first().click();
        await expect
          .poll(() => pixels(liveCanvas), { message: `${slug}: a step changes nothing` })
          .not.toBe(before);

        const exercises = page.locator('[data-exercise]');
        expect(await exercises.count()).toBeGreaterThan(0);
        for (const exercise of await exercises.all()) await solve(page, exercise, t);
        if (locale === 'en') await screenshot(page, `exercises-${slug}`);
      });
    }
  });
}
