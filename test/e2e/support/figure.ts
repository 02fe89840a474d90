// A figure that runs: the first simulation of the page draws, plays (if it was paused; Play pauses a
// figure that plays on its own, which has moved by then) and its canvas changes.
import type { Locator, Page } from '@playwright/test';
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

/** Waits until the lesson figure around `inside` has woken and hydrated (components/mdx/Wake.tsx).
 *  A click kept while it sleeps is replayed, but later than a browser's user activation lasts, so a
 *  test of full screen (which needs that activation) clicks an awake figure. */
export async function expectAwake(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect
    .poll(() => inside.evaluate((el) => el.closest('[data-wake]')?.getAttribute('data-wake') ?? 'awake'), {
      message: 'the figure wakes',
    })
    .toBe('awake');
}
