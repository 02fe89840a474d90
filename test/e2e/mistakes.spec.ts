// The mistake demos of lesson 9 in real Chromium: each broken side goes wrong while the fixed side
// does not, the numbers say how, the keyboard drives a demo, and stepping back restores the pixels.

import { expect, test } from './fixtures';
import { pixels } from './support/canvas';
import { demo, playUntilBroken } from './support/mistakeDemo';
import { screenshot } from './support/screenshot';

test('lesson 9: every mistake demo shows its broken side going wrong', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  await page.goto('/lessons/spot-the-bug/');
  const demos = page.locator('section.mistake-demo');
  expect(await demos.count()).toBe(11);

  // The shortcut with the wrong sign: the first collision breaks the momentum of the pair.
  const sign = demo(page, 'vxTotal = v1 − v0');
  await playUntilBroken(sign);
  const [before, after] = ((await sign.broken.locator('[data-metric="first-momentum"]').textContent()) ?? '')
    .split('→')
    .map((s) => Number(s.trim().replace('\u2212', '-')));
  expect(Math.abs((after as number) - (before as number))).toBeGreaterThan(1);
  const fixedMomentum = (await sign.fixed.locator('[data-metric="first-momentum"]').textContent()) ?? '';
  const [fb, fa] = fixedMomentum.split('→').map((s) => s.trim());
  expect(fa).toBe(fb);
  await screenshot(page, 'mistake-sign');

  // The radisu typo: positions turn into the words "not a number", and the balls vanish.
  const typo = demo(page, 'ball1.radisu');
  await playUntilBroken(typo);
  await expect(typo.broken.locator('[data-metric="ball0"]')).toContainText('not a number');
  await expect(typo.fixed.locator('[data-metric="ball0"]')).not.toContainText('not a number');

  // Walls in one else-if chain: the ball goes past a wall, the fixed one never does.
  const walls = demo(page, 'Walls in one else-if chain');
  await playUntilBroken(walls);
  expect(
    Number.parseFloat((await walls.broken.locator('[data-metric="outside-most"]').textContent()) ?? '0'),
  ).toBe(11);
  await expect(walls.fixed.locator('[data-metric="outside-most"]')).toHaveText('0.0 px');
  await screenshot(page, 'mistake-walls');

  // The placement bugs show at frame 0.
  const start = demo(page, 'Placing 200 balls');
  await start.root.scrollIntoViewIfNeeded();
  await expect(start.verdict('broken')).toHaveAttribute('data-verdict', 'bad');
  await expect(start.verdict('fixed')).toHaveAttribute('data-verdict', 'good');
  expect(Number(await start.broken.locator('[data-metric="start-overlaps"]').textContent())).toBeGreaterThan(
    0,
  );
  await expect(start.fixed.locator('[data-metric="start-overlaps"]')).toHaveText('0');

  // The keyboard drives a demo, and stepping back returns to the very same pixels.
  const radius = demo(page, 'Splitting the overlap by the radii');
  await radius.root.scrollIntoViewIfNeeded();
  const canvas = radius.broken.locator('canvas');
  const first = await pixels(canvas);
  const stepButton = radius.root.getByRole('button', { name: 'Step forward' });
  await stepButton.focus();
  await page.keyboard.press('ArrowRight');
  await expect(radius.frame).toHaveText('Frame 1'); // ArrowRight steps; it does not press the button
  await expect(radius.verdict('broken')).toHaveAttribute('data-verdict', 'bad');
  await expect(radius.verdict('fixed')).toHaveAttribute('data-verdict', 'good');
  await page.keyboard.press('r');
  await expect(radius.frame).toHaveText('Frame 0');
  expect(await pixels(canvas)).toBe(first);

  // The remaining demos: each goes wrong on the broken side only.
  for (const title of [
    'ball1.y += ball1.vx',
    'Source 002’s swap, masses 2 and 1',
    '… / mass1 + mass2',
    'absV = 0',
    'Both velocities with the same sign',
    'A pair already moving apart',
  ]) {
    await playUntilBroken(demo(page, title));
  }
  await expect(demo(page, 'absV = 0').broken.locator('[data-metric="ball0"]')).toContainText('not a number');
  expect(consoleErrors).toEqual([]);
});
