// Lesson 4's collision inspector (the stepper that was), in every locale: stages forward and back by
// button and key, the listing lines of the stage light up, the values follow the trace, the frame
// turns to the line of centres (motion.spec.ts, timed alone), and dragging the start changes every
// stage.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare } from './support/canvas';
import { LOCALES, site, templatePattern } from './support/locales';
import { screenshot } from './support/screenshot';
import { openStepper, stageName } from './support/stepper';

for (const locale of LOCALES) {
  const { t } = site(locale);
  const ins = t.inspector;
  const stageButton = (n: number, stage: keyof typeof ins.stage) => stageName(locale, n, stage);
  const open = (page: Page) => openStepper(page, locale);

  test.describe(locale, () => {
    test('steps through the six stages with the matching code lines highlighted', async ({ page }) => {
      const { stepper, canvas } = await open(page);
      expect(await inkShare(canvas)).toBeGreaterThan(0.01);
      const highlighted = () =>
        stepper
          .locator('[data-region]')
          .evaluateAll((lines) =>
            lines
              .filter((l) => getComputedStyle(l).backgroundColor !== 'rgba(0, 0, 0, 0)')
              .map((l) => l.getAttribute('data-region')),
          );
      await expect(stepper).toHaveAttribute('data-active-stage', 'detect');
      expect((await highlighted()).every((r) => r?.split(' ').includes('detect'))).toBe(true);
      expect((await highlighted()).length).toBeGreaterThan(0);
      // detect: dist = √(70² + 50²) ≈ 86.023 < 50 + 40
      await expect(stepper.locator('.stage-values')).toContainText('86.023');

      const stages = ['angle', 'rotate', 'solve', 'separate', 'rotate-back'];
      for (const stage of stages) {
        await stepper.getByRole('button', { name: ins.next }).click();
        await expect(stepper).toHaveAttribute('data-active-stage', stage);
        // the highlight fades between stages: wait for it to settle on this stage's lines
        await expect
          .poll(async () => {
            const lines = await highlighted();
            return lines.length > 0 && lines.every((r) => r?.split(' ').includes(stage));
          })
          .toBe(true);
      }
      if (locale === 'en') await screenshot(page, 'stepper-rotate-back');
      // the last stage checks the totals, which no line of the listing computes
      await stepper.getByRole('button', { name: ins.next }).click();
      await expect(stepper).toHaveAttribute('data-active-stage', 'totals');
      await expect.poll(async () => (await highlighted()).length).toBe(0);
      await expect(stepper.locator('.stage-values')).toContainText('5.000, 5.000'); // (2·4 − 3, 2·2 + 1)
      await expect(stepper.getByRole('button', { name: ins.next })).toBeDisabled();
      await canvas.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(stepper).toHaveAttribute('data-active-stage', 'rotate-back');
      await page.keyboard.press('Home');
      await expect(stepper).toHaveAttribute('data-active-stage', 'detect');
      await expect(stepper.getByRole('button', { name: ins.previous })).toBeDisabled();
    });

    test('dragging a ball changes every stage; a start that does not touch is explained', async ({
      page,
    }) => {
      const { stepper } = await open(page);
      const start = stepper.locator('canvas.inspector-start-canvas');
      await start.scrollIntoViewIfNeeded();
      const box = await start.boundingBox();
      if (!box) throw new Error('the start has no box');
      const k = box.width / Number(await start.getAttribute('data-world-width'));
      const values = stepper.locator('.stage-values');
      await expect(values).toContainText('86.023');
      // ball1 from (270, 230) to (270, 250): dx = 70, dy = 70, dist = 70√2 ≈ 98.995 — apart, radii 90
      const drag = async (from: [number, number], to: [number, number]) => {
        await page.mouse.move(box.x + from[0] * k, box.y + from[1] * k);
        await page.mouse.down();
        await page.mouse.move(box.x + to[0] * k, box.y + to[1] * k, { steps: 4 });
        await page.mouse.up();
      };
      await drag([270, 230], [270, 250]);
      await expect(stepper.getByRole('alert')).toContainText(templatePattern(ins.start.notTouching));
      // the last start that collided (on the way there) stays on show, not the one that does not touch
      await expect(values).not.toContainText('98.995');
      const dist = Number(
        (await values.locator('tr', { hasText: 'dist' }).locator('td').textContent()) ?? '',
      );
      expect(dist).toBeLessThan(90);
      // ball1 on to (250, 250): dx = 50, dy = 70, dist = √7400 again but turned: dy 70
      await drag([270, 250], [250, 250]);
      await expect(stepper.getByRole('alert')).toHaveCount(0);
      await expect(values).toContainText('70.000'); // dy
      await stepper.getByRole('button', { name: stageButton(2, 'angle') }).click();
      // θ = atan2(70, 50) ≈ 0.951 rad ≈ 54.5°
      await expect(values).toContainText('0.951 rad');
    });
  });
}
