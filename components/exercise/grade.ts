// Turns what the reader entered into a verdict, without React, so it is tested on its own.
import { type FieldError, parseNumber } from '@/components/ui/parseNumber';
import type { PosedProblem } from './problem';

export type Verdict =
  | { kind: 'right'; answer: number | string }
  | { kind: 'wrong'; answer: number | string }
  /** Wrong, but the first miss: the reader may think again before the answer is shown. */
  | { kind: 'tryAgain' }
  | { kind: 'invalid'; error: FieldError }
  | { kind: 'noChoice' };

/** `entry` is the typed text of a number exercise, or the chosen key (or null) of a choice one. */
export function grade(problem: PosedProblem, entry: string | null): Verdict {
  const { answer } = problem;
  if (problem.kind === 'choice') {
    if (entry === null) return { kind: 'noChoice' };
    return { kind: entry === answer ? 'right' : 'wrong', answer };
  }
  const parsed = parseNumber(entry ?? '');
  if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
  const value = (answer as number) + 0; // + 0: an answer of −0 is shown and compared as 0
  return { kind: Math.abs(parsed.value + 0 - value) <= problem.tolerance ? 'right' : 'wrong', answer: value };
}

/**
 * The verdict the reader sees. The first wrong guess only says so, and the answer waits for a second
 * check (right or wrong); once the answer has been shown, every check shows it again.
 */
export function withRetry(verdict: Verdict, misses: number, answerShown: boolean): Verdict {
  return verdict.kind === 'wrong' && misses === 0 && !answerShown ? { kind: 'tryAgain' } : verdict;
}
