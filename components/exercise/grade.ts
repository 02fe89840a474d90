// Turns what the reader entered into a verdict, without React, so it is tested on its own.
import { type FieldError, parseNumber } from '@/components/ui/parseNumber';
import type { Problem } from './problem';

export type Verdict =
  | { kind: 'right'; answer: number | string }
  | { kind: 'wrong'; answer: number | string }
  | { kind: 'invalid'; error: FieldError }
  | { kind: 'noChoice' };

/** `entry` is the typed text of a number exercise, or the chosen key (or null) of a choice one. */
export function grade(problem: Problem, entry: string | null, answer = problem.answer()): Verdict {
  if (problem.kind === 'choice') {
    if (entry === null) return { kind: 'noChoice' };
    return { kind: entry === answer ? 'right' : 'wrong', answer };
  }
  const parsed = parseNumber(entry ?? '');
  if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
  const value = answer as number;
  return { kind: Math.abs(parsed.value - value) <= problem.tolerance ? 'right' : 'wrong', answer: value };
}
