// Lessons 6–9 in real Chromium: math is typeset, every figure draws and responds, every exercise
// takes a guess and answers it, and each MistakeDemo shows its broken side going wrong while the
// fixed side does not.
import type { Locator, Page } from '@playwright/test';
import { expect, inkShare, pixels, revealAnswer, screenshot, test } from './fixtures';

const LESSONS = ['many-balls', 'sticking', 'beyond', 'spot-the-bug'];

async function expectDrawn(canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  await expect.poll(() => inkShare(canvas), { message: 'the canvas stays blank' }).toBeGreaterThan(0.005);
}

/** The answer the exercise printed, e.g. "The answer is −3.00 px per frame." → "−3.00". */
async function printedAnswer(exercise: Locator): Promise<string> {
  const text = (await exercise.getByRole('status').textContent()) ?? '';
  const match = /The answer is (?:“(.+?)”|([−-]?\d+(?:\.\d+)?))/.exec(text);
  if (!match) throw new Error(`no answer in "${text}"`);
  return (match[1] ?? match[2]) as string;
}

/** Answers wrong first (the verdict then names the answer), then right, then runs it if it can. */
async function solve(exercise: Locator) {
  await exercise.scrollIntoViewIfNeeded();
  const status = exercise.getByRole('status');
  const check = exercise.getByRole('button', { name: 'Check' });
  const radios = exercise.getByRole('radio');
  if ((await radios.count()) > 0) {
    let answer: string | null = null;
    for (const radio of await radios.all()) {
      await radio.check();
      await check.click();
      await expect(status).toContainText(/Right\.|Not quite\./);
      if ((await status.textContent())?.includes('Not quite.')) {
        await revealAnswer(exercise);
        answer = await printedAnswer(exercise);
        break;
      }
    }
    if (answer === null) throw new Error('every choice was graded right');
    await exercise.getByRole('radio', { name: answer }).check();
    await check.click();
  } else {
    const field = exercise.getByRole('textbox', { name: /Your prediction/ });
    await field.fill('12345');
    await field.press('Enter');
    await expect(status).toContainText('Not quite.');
    await revealAnswer(exercise);
    await field.fill(await printedAnswer(exercise));
    await field.press('Enter');
  }
  await expect(status).toContainText('Right.');

  const run = exercise.getByRole('button', { name: 'Run it' });
  if ((await run.count()) === 0) return; // an exercise about broken code has nothing to run
  await run.click();
  await expectDrawn(exercise.locator('canvas.simulation-canvas').first()); // a mistake run has two
  await exercise.getByRole('button', { name: 'Step forward' }).click();
  await expect(exercise.locator('.frame-counter')).toHaveText('Frame 1');
}

/** The two sides of a mistake demo and their verdicts. */
function demo(page: Page, title: string) {
  const root = page.getByRole('region', { name: title, exact: true });
  const side = (name: 'broken' | 'fixed') => root.locator(`section[data-side="${name}"]`);
  return {
    root,
    broken: side('broken'),
    fixed: side('fixed'),
    verdict: (name: 'broken' | 'fixed') => side(name).locator('[data-verdict]'),
    frame: root.locator('.frame-counter'),
  };
}

/** Plays the demo until its broken side's verdict turns bad, then pauses. */
async function playUntilBroken(d: ReturnType<typeof demo>) {
  await d.root.scrollIntoViewIfNeeded();
  await d.root.getByRole('button', { name: 'Play' }).click();
  await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'bad', { timeout: 15_000 });
  await d.root.getByRole('button', { name: 'Pause' }).click();
  await expect(d.verdict('fixed')).not.toHaveAttribute('data-verdict', 'bad');
}

for (const slug of LESSONS) {
  test(`lesson ${slug}: math, figures and every exercise work`, async ({ page, consoleErrors }) => {
    await page.goto(`/lessons/${slug}/`);
    await expect(page.locator('.katex').first()).toBeVisible();
    await expect(page.locator('.katex-display').first()).toBeVisible();
    await expect(page.locator('.katex-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Summary of the formulas' })).toBeVisible();
    await expect(page.locator('figure.listing').first()).toBeVisible();

    const canvases = page.locator('canvas');
    expect(await canvases.count()).toBeGreaterThan(0);
    for (const canvas of await canvases.all()) await expectDrawn(canvas);

    const exercises = page.locator('[data-exercise]');
    expect(await exercises.count()).toBeGreaterThan(0);
    for (const exercise of await exercises.all()) await solve(exercise);
    await screenshot(page, `lessons-late-${slug}`);
    expect(consoleErrors).toEqual([]);
  });
}

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

test('lesson 7: the side-by-side panels count stuck pairs on the naive side', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/lessons/sticking/');
  const compare = page.getByRole('region', {
    name: 'Twenty large balls: the naive push against the absV fix',
  });
  await compare.scrollIntoViewIfNeeded();
  const stuck = compare.locator('[data-metric="stuck"]');
  await expect(stuck).toHaveCount(2);
  for (let i = 0; i < 12; i++) await compare.getByRole('button', { name: 'Step forward' }).click();
  await expect(compare.locator('.frame-counter')).toHaveText('Frame 12');
  expect(Number(await stuck.first().textContent())).toBeGreaterThan(0);

  const d = demo(page, 'An overlapping pair that is already moving apart');
  await d.root.scrollIntoViewIfNeeded();
  await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'waiting');
  await d.root.getByRole('button', { name: 'Step forward' }).click();
  await expect(d.frame).toHaveText('Frame 1');
  await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'bad');
  await expect(d.verdict('fixed')).toHaveAttribute('data-verdict', 'good');
  await expect(d.broken.locator('[data-metric="overlap-after"]')).toHaveText('16.0 px');
  await expect(d.fixed.locator('[data-metric="overlap-after"]')).toHaveText('0.0 px');
  expect(consoleErrors).toEqual([]);
});

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
  await screenshot(page, 'lessons-late-mistake-sign');

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
  await screenshot(page, 'lessons-late-mistake-walls');

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
    'Swapping the speeds, masses 2 and 1',
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

test('lessons 6–9 at phone and desktop widths', async ({ page, consoleErrors }) => {
  for (const width of [390, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const slug of LESSONS) {
      await page.goto(`/lessons/${slug}/`);
      await expect(page.locator('.katex').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${slug} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
      await screenshot(page, `lessons-late-${slug}-${width}`);
    }
  }
  expect(consoleErrors).toEqual([]);
});
