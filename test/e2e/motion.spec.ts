// The inspector's frame turns to the line of centres over 0.9 s, or at once with reduced motion
// (components/inspector/Inspector.tsx). Timed by the wall clock, so it runs in the timing project,
// alone: under other workers' load a page may stall past the whole turn between two looks.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES } from './support/locales';
import { openStepper, stageName } from './support/stepper';

const png = (canvas: Locator) => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());

for (const locale of LOCALES) {
  test(`${locale}: the frame turns smoothly, or at once with reduced motion`, async ({ browser }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      const { stepper, canvas } = await openStepper(page, locale);
      await stepper.getByRole('button', { name: stageName(locale, 2, 'angle') }).click();
      await page.waitForTimeout(300);
      await stepper.getByRole('button', { name: stageName(locale, 3, 'rotate') }).click();
      await page.waitForTimeout(150);
      const early = await png(canvas);
      await page.waitForTimeout(1200);
      const late = await png(canvas);
      if (reducedMotion === 'reduce') expect(early).toBe(late);
      else expect(early).not.toBe(late);
      await context.close();
    }
  });
}
