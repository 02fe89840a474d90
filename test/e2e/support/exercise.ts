// Solving a predict-then-run exercise the way a reader would, in the locale's words: a bad entry
// first, then a wrong answer twice (the first miss may be retried; the second names the right
// answer), then the right one, then the run, if it has one.
import { expect, type Locator, type Page } from '@playwright/test';
import { fieldErrorText } from '@/components/ui/problemText';
import type { Messages } from '@/lib/i18n';
import { expectDrawn } from './canvas';
import { escapeRegExp, format } from './locales';

/** The words of a template before its placeholder: "The answer is {answer}." → "The answer is ". */
const before = (template: string, name: string) => template.split(`{${name}}`)[0] as string;

/** The answer the exercise printed, e.g. "The answer is −3.00 px per frame." → "−3.00"; a choice is
 *  quoted (“…”) by the exercise in every locale. */
async function printedAnswer(exercise: Locator, t: Messages): Promise<string> {
  const text = (await exercise.getByRole('status').textContent()) ?? '';
  const prefix = before(t.exercise.answerIs, 'answer');
  const at = text.indexOf(prefix);
  const match = at < 0 ? null : /^(?:“(.+?)”|([−-]?\d+(?:\.\d+)?))/.exec(text.slice(at + prefix.length));
  if (!match) throw new Error(`no answer in "${text}"`);
  return (match[1] ?? match[2]) as string;
}

/** A first miss only says "not quite": checking the same guess again shows the answer. */
export async function revealAnswer(exercise: Locator, t: Messages): Promise<void> {
  const status = exercise.getByRole('status');
  const answerIs = before(t.exercise.answerIs, 'answer');
  if (!(await status.textContent())?.includes(answerIs)) {
    await exercise.getByRole('button', { name: t.exercise.check }).click();
    await expect(status).toContainText(answerIs);
  }
}

export async function solve(page: Page, exercise: Locator, t: Messages): Promise<void> {
  const x = t.exercise;
  await exercise.scrollIntoViewIfNeeded();
  const status = exercise.getByRole('status');
  const check = exercise.getByRole('button', { name: x.check });
  await expect(exercise.getByRole('button', { name: x.run })).toHaveCount(0); // no run before a guess
  const radios = exercise.getByRole('radio');
  if ((await radios.count()) > 0) {
    await check.click();
    await expect(exercise.getByRole('alert')).toHaveText(x.chooseFirst);
    // Try each choice until one is wrong: the verdict then names the right one.
    let answer: string | null = null;
    for (const radio of await radios.all()) {
      await radio.check();
      await check.click();
      await expect(status).toContainText(new RegExp(`${escapeRegExp(x.right)}|${escapeRegExp(x.wrong)}`));
      if ((await status.textContent())?.includes(x.wrong)) {
        await revealAnswer(exercise, t);
        answer = await printedAnswer(exercise, t);
        break;
      }
    }
    if (answer === null) throw new Error('every choice was graded right');
    await exercise.getByRole('radio', { name: answer }).check();
    await expect(status).toHaveText(''); // a changed guess clears the old verdict
    await check.click();
  } else {
    const field = exercise.getByRole('textbox', { name: x.prediction });
    await field.fill('abc');
    await check.click();
    await expect(exercise.getByRole('alert')).toHaveText(
      fieldErrorText(t, { kind: 'notANumber', value: 'abc' }),
    );
    await expect(status).toHaveText('');
    await field.fill('12345');
    await field.press('Enter');
    await expect(status).toContainText(x.wrong);
    await expect(status).toContainText(`${before(x.youSaid, 'guess')}12345`);
    await revealAnswer(exercise, t);
    await field.fill(await printedAnswer(exercise, t));
    await field.press('Enter');
  }
  await expect(status).toContainText(x.right);
  await expect(exercise.getByRole('alert')).toHaveCount(0);

  const run = exercise.getByRole('button', { name: x.run });
  if ((await run.count()) === 0) return; // an exercise about broken code has nothing to run
  await run.click();
  await expect(exercise.getByRole('button', { name: x.hideRun })).toHaveAttribute('aria-expanded', 'true');
  await expectDrawn(exercise.locator('canvas.simulation-canvas').first()); // a mistake run has two
  await exercise.getByRole('button', { name: t.simulation.stepForward }).click();
  await expect(exercise.locator('.frame-counter')).toHaveText(format(t.simulation.frame, { frame: 1 }));
  await page.waitForTimeout(50);
}
