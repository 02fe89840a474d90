// The simulation widget in real Chromium, on /playground and in a lesson: it draws, plays, pauses,
// steps both ways (back to the very same pixels), toggles overlays, obeys the keyboard and can be
// dragged.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare, pixels } from './support/canvas';
import { ballInTable, dragOnCanvas } from './support/drag';
import { screenshot } from './support/screenshot';

async function open(page: Page, query = '') {
  await page.goto(`/playground/${query}`);
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  await expect(figure).toBeVisible();
  return {
    figure,
    canvas: figure.locator('canvas.simulation-canvas'),
    frame: figure.locator('.frame-counter'),
  };
}

test('draws balls, plays, pauses and steps back to the exact earlier pixels', async ({
  page,
  consoleErrors,
}) => {
  const { figure, canvas, frame } = await open(page);
  await expect(frame).toHaveText('Frame 0');
  expect(await inkShare(canvas)).toBeGreaterThan(0.01);
  const start = await pixels(canvas);
  await screenshot(page, 'playground-start');

  await figure.getByRole('button', { name: 'Play' }).click();
  await expect(frame).not.toHaveText('Frame 0');
  await figure.getByRole('button', { name: 'Pause' }).click();
  const paused = await pixels(canvas);
  expect(paused).not.toBe(start);
  const pausedFrame = await frame.textContent();
  await page.waitForTimeout(400);
  expect(await pixels(canvas)).toBe(paused); // nothing moves while paused
  await expect(frame).toHaveText(pausedFrame ?? '');

  await figure.getByRole('button', { name: 'Reset' }).click();
  await expect(frame).toHaveText('Frame 0');
  expect(await pixels(canvas)).toBe(start);
  await figure.getByRole('button', { name: 'Step forward' }).click();
  await expect(frame).toHaveText('Frame 1');
  expect(await pixels(canvas)).not.toBe(start);
  await figure.getByRole('button', { name: 'Step back' }).click();
  await expect(frame).toHaveText('Frame 0');
  expect(await pixels(canvas)).toBe(start);
  await expect(figure.getByRole('button', { name: 'Step back' })).toBeDisabled();
  expect(consoleErrors).toEqual([]);
});

test('keyboard: Space, arrows and R act on the focused figure but never while typing', async ({ page }) => {
  const { figure, canvas, frame } = await open(page);
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(frame).toHaveText('Frame 2');
  await page.keyboard.press('ArrowLeft');
  await expect(frame).toHaveText('Frame 1');
  await page.keyboard.press('Space');
  await expect(figure.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('r');
  await expect(frame).toHaveText('Frame 0');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(frame).toHaveText('Frame 2');
  await figure.locator('details.ball-table summary').click();
  const mass = figure.getByLabel('ball0 mass');
  await mass.focus();
  // typing in a field is never a shortcut: no step, no step back, no reset, no play
  for (const key of ['ArrowRight', 'ArrowLeft', 'r', 'Space']) {
    await page.keyboard.press(key);
    await expect(frame).toHaveText('Frame 2');
  }
  await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();
});

test('overlays switch on and off and change the drawing', async ({ page }) => {
  const { figure, canvas } = await open(page);
  const before = await pixels(canvas);
  await figure.getByLabel('Velocity arrows').uncheck();
  const without = await pixels(canvas);
  expect(without).not.toBe(before);
  await figure.getByLabel('Velocity arrows').check();
  expect(await pixels(canvas)).toBe(before);
  await figure.getByLabel('Centre of mass').check();
  expect(await pixels(canvas)).not.toBe(before);
  await screenshot(page, 'playground-overlays');
});

test('a ball can be dragged while paused, and the table follows', async ({ page }) => {
  const { figure, canvas } = await open(page);
  await figure.locator('details.ball-table summary').click();
  const x = figure.getByLabel('ball0 x');
  const y = figure.getByLabel('ball0 y');
  const { x: bx, y: by } = await ballInTable(figure, 0);
  await dragOnCanvas(canvas, [bx, by], [bx + 40, by + 30]);
  await expect(x).not.toHaveValue(String(bx));
  expect(Number(await x.inputValue())).toBeCloseTo(bx + 40, 0);
  expect(Number(await y.inputValue())).toBeCloseTo(by + 30, 0);
});

test('bad values in the table are refused next to the field', async ({ page }) => {
  const { figure, frame } = await open(page);
  await figure.locator('details.ball-table summary').click();
  const mass = figure.getByLabel('ball0 mass');
  for (const [text, message] of [
    ['0', 'ball0 mass must be between 0.001 and 1,000,000.'],
    ['', 'ball0 mass is empty: enter a number.'],
    ['abc', 'ball0 mass must be a number, like 2 or −1.5 (got “abc”).'],
    ['1e309', 'ball0 mass must be between 0.001 and 1,000,000.'],
  ] as const) {
    await mass.fill(text);
    await expect(figure.getByRole('alert').first()).toContainText(message);
  }
  await expect(frame).toHaveText('Frame 0');
  await figure.getByRole('button', { name: 'Step forward' }).click();
  await expect(frame).toHaveText('Frame 1'); // still running on the last valid state
});

test('a malformed shared link shows one notice and falls back to the defaults', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/playground/?separation=glue&seed=3');
  const notice = page.locator('.notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('“separation” is “glue”');
  await expect(page.getByLabel('Separation')).toHaveValue('naive');
  await screenshot(page, 'playground-bad-link');
  expect(consoleErrors).toEqual([]);
});

test('a valid shared link opens exactly that set-up, and edits update the address', async ({ page }) => {
  await page.goto('/playground/?scenario=billiard3&separation=robust&seed=7');
  await expect(page.getByLabel('Scenario')).toHaveValue('billiard3');
  await expect(page.getByLabel('Separation')).toHaveValue('robust');
  await expect(page.getByLabel('Seed')).toHaveValue('7');
  await page.getByLabel('Method').selectOption('projection');
  await expect(page).toHaveURL(/method=projection/);
  await expect(page).toHaveURL(/scenario=billiard3/);
});

test('stepping into a collision announces it politely and describes the balls', async ({ page }) => {
  await page.goto('/playground/?scenario=one-axis');
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  const canvas = figure.locator('canvas.simulation-canvas');
  const live = figure.locator('.visually-hidden [aria-live="polite"]');
  await canvas.focus();
  for (let i = 0; i < 200 && !(await live.textContent())?.includes('hits'); i++)
    await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('ball0 hits ball1');
  // paused, the text alternative lists every ball with its position and velocity
  const description = await canvas.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${description}"]`)).toContainText(
    /ball0 at \(.+\) px moving \(.+\) px\/frame, mass 2\.000 mu/,
  );
});

test('full screen puts the figure alone on the screen and comes back', async ({ page }) => {
  const { figure } = await open(page);
  await figure.getByRole('button', { name: 'Full screen' }).click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label')))
    .toBe('Playground simulation');
  const leave = figure.getByRole('button', { name: 'Leave full screen' });
  await expect(leave).toHaveAttribute('aria-pressed', 'true');
  await leave.click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(figure.getByRole('button', { name: 'Full screen' })).toBeVisible();
});

test('dragging the tip of a velocity arrow sets that velocity', async ({ page }) => {
  const { figure, canvas } = await open(page, '?scenario=billiard3');
  await figure.locator('details.ball-table summary').click();
  const { x, y, vx, vy } = await ballInTable(figure, 1);
  // the tip sits VELOCITY_FRAMES (10) frames ahead of the centre
  await dragOnCanvas(canvas, [x + vx * 10, y + vy * 10], [x + 30, y - 20]);
  await expect.poll(async () => (await ballInTable(figure, 1)).vx).toBeCloseTo(3, 0);
  expect((await ballInTable(figure, 1)).vy).toBeCloseTo(-2, 0);
});

test('lesson 6: the eight balls move, and step back to the same pixels', async ({ page, consoleErrors }) => {
  await page.goto('/lessons/many-balls/');
  const figure = page.getByRole('region', { name: 'MultiBilliard: eight balls' });
  const canvas = figure.locator('canvas.simulation-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const start = await pixels(canvas);
  await figure.getByRole('button', { name: 'Step forward' }).click();
  await expect(figure.locator('.frame-counter')).toHaveText('Frame 1');
  expect(await pixels(canvas)).not.toBe(start);
  await figure.getByRole('button', { name: 'Step back' }).click();
  expect(await pixels(canvas)).toBe(start);
  expect(consoleErrors).toEqual([]);
});
