// Lessons 2–5 in real Chromium: math is typeset, every figure draws, every predict-then-run
// exercise takes a guess, says wrong and right with the computed answer, and runs; steps reveal.
import type { Locator, Page } from '@playwright/test';
import { expect, inkShare, screenshot, test } from './fixtures';

const LESSONS = ['one-axis', 'shortcut', 'two-axes', 'without-angles'];

async function expectDrawn(canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  await expect.poll(() => inkShare(canvas), { message: 'the canvas stays blank' }).toBeGreaterThan(0.005);
}

/** The answer the exercise printed, e.g. "The answer is −10.00 px per frame." → "−10.00". */
async function printedAnswer(exercise: Locator): Promise<string> {
  const text = (await exercise.getByRole('status').textContent()) ?? '';
  const match = /The answer is (?:“(.+?)”|([−\-\d.]+))/.exec(text);
  if (!match) throw new Error(`no answer in "${text}"`);
  return (match[1] ?? match[2]) as string;
}

async function solve(page: Page, exercise: Locator) {
  await exercise.scrollIntoViewIfNeeded();
  const status = exercise.getByRole('status');
  const check = exercise.getByRole('button', { name: 'Check' });
  await expect(exercise.getByRole('button', { name: 'Run it' })).toHaveCount(0); // no run before a guess
  const radios = exercise.getByRole('radio');
  if ((await radios.count()) > 0) {
    await check.click();
    await expect(exercise.getByRole('alert')).toHaveText('Choose one of the answers first.');
    // Try each choice until one is wrong: the verdict then names the right one.
    let answer: string | null = null;
    for (const radio of await radios.all()) {
      await radio.check();
      await check.click();
      await expect(status).toContainText(/Right\.|Not quite\./);
      if ((await status.textContent())?.includes('Not quite.')) {
        answer = await printedAnswer(exercise);
        break;
      }
    }
    if (answer === null) throw new Error('every choice was graded right');
    await exercise.getByRole('radio', { name: answer }).check();
    await expect(status).toHaveText(''); // a changed guess clears the old verdict
    await check.click();
  } else {
    const field = exercise.getByRole('textbox', { name: /Your prediction/ });
    await field.fill('abc');
    await check.click();
    await expect(exercise.getByRole('alert')).toContainText('Your answer must be a number');
    await expect(status).toHaveText('');
    await field.fill('12345');
    await field.press('Enter');
    await expect(status).toContainText('Not quite.');
    await expect(status).toContainText('You said 12345');
    await field.fill(await printedAnswer(exercise));
    await field.press('Enter');
  }
  await expect(status).toContainText('Right.');
  await expect(exercise.getByRole('alert')).toHaveCount(0);

  const run = exercise.getByRole('button', { name: 'Run it' });
  await run.click();
  await expect(exercise.getByRole('button', { name: 'Hide the run' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const canvas = exercise.locator('canvas.simulation-canvas');
  await expectDrawn(canvas);
  const frame = exercise.locator('.frame-counter');
  await exercise.getByRole('button', { name: 'Step forward' }).click();
  await expect(frame).toHaveText('Frame 1');
  await page.waitForTimeout(50);
}

for (const slug of LESSONS) {
  test(`lesson ${slug}: math, figures and every exercise work`, async ({ page, consoleErrors }) => {
    await page.goto(`/lessons/${slug}/`);
    await expect(page.locator('.katex').first()).toBeVisible();
    await expect(page.locator('.katex-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();

    const canvases = page.locator('canvas');
    expect(await canvases.count()).toBeGreaterThan(0);
    for (const canvas of await canvases.all()) await expectDrawn(canvas);

    const exercises = page.locator('[data-exercise]');
    expect(await exercises.count()).toBeGreaterThan(0);
    for (const exercise of await exercises.all()) await solve(page, exercise);
    await screenshot(page, `exercises-${slug}`);
    expect(consoleErrors).toEqual([]);
  });
}

test('steps reveal one at a time, all at once, and start again', async ({ page, consoleErrors }) => {
  await page.goto('/lessons/one-axis/');
  const steps = page.getByRole('region', { name: /From the two laws/ });
  const items = steps.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first().locator('.katex').first()).toBeVisible();
  const next = steps.getByRole('button', { name: 'Show next step' });
  await next.click();
  await expect(items).toHaveCount(2);
  await expect(next).toBeFocused();
  await expect(steps).toContainText('Showing step 2 of 7.');
  await next.press('Enter'); // the keyboard works the same
  await expect(items).toHaveCount(3);
  await steps.getByRole('button', { name: 'Show all steps' }).click();
  await expect(items).toHaveCount(7);
  await expect(items.nth(3)).toBeFocused();
  await expect(steps.getByRole('button', { name: 'Show next step' })).toHaveCount(0);
  await steps.getByRole('button', { name: 'Start again' }).click();
  await expect(items).toHaveCount(1);
  await expect(next).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('steps work without animation under reduced motion', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/lessons/one-axis/');
  const steps = page.getByRole('region', { name: /From the two laws/ });
  await steps.getByRole('button', { name: 'Show all steps' }).click();
  const last = steps.getByRole('listitem').last();
  await expect(last).toBeVisible();
  expect(await last.evaluate((li) => getComputedStyle(li).animationName)).toBe('none');
  expect(consoleErrors).toEqual([]);
});
