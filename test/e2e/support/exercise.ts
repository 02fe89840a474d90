// Solving a predict-then-run exercise the way a reader would: a bad entry first, then a wrong
// answer twice (the first miss may be retried; the second names the right answer), then the right
// one, then the run, if it has one.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectDrawn } from './canvas';

/** The answer the exercise printed, e.g. "The answer is −3.00 px per frame." → "−3.00". */
async function printedAnswer(exercise: Locator): Promise<string> {
  const text = (await exercise.getByRole('status').textContent()) ?? '';
  const match = /The answer is (?:“(.+?)”|([−-]?\d+(?:\.\d+)?))/.exec(text);
  if (!match) throw new Error(`no answer in "${text}"`);
  return (match[1] ?? match[2]) as string;
}

/** A first miss only says "not quite": checking the same guess again shows the answer. */
export async function revealAnswer(exercise: Locator): Promise<void> {
  const status = exercise.getByRole('status');
  if (!(await status.textContent())?.includes('The answer is')) {
    await exercise.getByRole('button', { name: 'Check' }).click();
    await expect(status).toContainText('The answer is');
  }
}

export async function solve(page: Page, exercise: Locator): Promise<void> {
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
        await revealAnswer(exercise);
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
    await revealAnswer(exercise);
    await field.fill(await printedAnswer(exercise));
    await field.press('Enter');
  }
  await expect(status).toContainText('Right.');
  await expect(exercise.getByRole('alert')).toHaveCount(0);

  const run = exercise.getByRole('button', { name: 'Run it' });
  if ((await run.count()) === 0) return; // an exercise about broken code has nothing to run
  await run.click();
  await expect(exercise.getByRole('button', { name: 'Hide the run' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectDrawn(exercise.locator('canvas.simulation-canvas').first()); // a mistake run has two
  await exercise.getByRole('button', { name: 'Step forward' }).click();
  await expect(exercise.locator('.frame-counter')).toHaveText('Frame 1');
  await page.waitForTimeout(50);
}
