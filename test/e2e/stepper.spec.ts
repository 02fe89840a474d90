// The collision stepper in lesson 4: stages forward and back by button and key, the listing lines
// of the stage light up, the values follow the trace, and the frame turns (or jumps, with reduced
// motion) to the line of centres.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare } from './support/canvas';
import { screenshot } from './support/screenshot';

const png = (canvas: Locator) => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());

async function open(page: Page) {
  await page.goto('/lessons/two-axes/');
  const stepper = page.getByRole('region', { name: 'One oblique collision, stage by stage' });
  await stepper.scrollIntoViewIfNeeded();
  return { stepper, canvas: stepper.locator('canvas') };
}

test('steps through the six stages with the matching code lines highlighted', async ({
  page,
  consoleErrors,
}) => {
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
    await stepper.getByRole('button', { name: 'Next stage' }).click();
    await expect(stepper).toHaveAttribute('data-active-stage', stage);
    // the highlight fades between stages: wait for it to settle on this stage's lines
    await expect
      .poll(async () => {
        const lines = await highlighted();
        return lines.length > 0 && lines.every((r) => r?.split(' ').includes(stage));
      })
      .toBe(true);
  }
  await expect(stepper.getByRole('button', { name: 'Next stage' })).toBeDisabled();
  await screenshot(page, 'stepper-rotate-back');
  await canvas.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(stepper).toHaveAttribute('data-active-stage', 'separate');
  await page.keyboard.press('Home');
  await expect(stepper).toHaveAttribute('data-active-stage', 'detect');
  await expect(stepper.getByRole('button', { name: 'Previous stage' })).toBeDisabled();
  expect(consoleErrors).toEqual([]);
});

test('the frame turns smoothly, or at once with reduced motion', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    const { stepper, canvas } = await open(page);
    await stepper.getByRole('button', { name: '2. Angle' }).click();
    await page.waitForTimeout(300);
    await stepper.getByRole('button', { name: '3. Rotate' }).click();
    await page.waitForTimeout(150);
    const early = await png(canvas);
    await page.waitForTimeout(1200);
    const late = await png(canvas);
    if (reducedMotion === 'reduce') expect(early).toBe(late);
    else expect(early).not.toBe(late);
    await context.close();
  }
});
