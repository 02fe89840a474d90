// A figure that runs: the first simulation of the page draws, plays (if it was paused; Play pauses a
// figure that plays on its own, which has moved by then) and its canvas changes.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { expectDrawn } from './canvas';

export async function expectFigureRuns(page: Page): Promise<void> {
  const figure = page.locator('section.simulation').first();
  const canvas = figure.locator('canvas').first();
  await expectDrawn(canvas);
  const image = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
  const before = await image();
  await figure.locator('[data-action="play"]').click();
  await expect.poll(image, { message: 'the figure does not move' }).not.toBe(before);
}
