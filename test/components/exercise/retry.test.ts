// A first miss may be retried before the answer is shown; −0 is 0; and an exercise about a source's
// mistake runs that mistake, with the exercise's own numbers.
import { describe, expect, it } from 'vitest';
import { grade, withRetry } from '@/components/exercise/grade';
import type { PosedProblem } from '@/components/exercise/problem';
import { findProblem, poseProblem } from '@/components/exercise/registry';
import { mistakeCase } from '@/components/mistakes/cases';

describe('a second chance before the answer', () => {
  const number = poseProblem('one-axis-heavy-hits-resting');
  const choice = poseProblem('one-axis-light-hits-heavy');

  it('turns the first wrong guess into “try again”, with no answer in it', () => {
    expect(withRetry(grade(number, '3'), 0, false)).toEqual({ kind: 'tryAgain' });
    expect(withRetry(grade(choice, 'stops'), 0, false)).toEqual({ kind: 'tryAgain' });
  });

  it('shows the answer at the second check, right or wrong, and every check after it', () => {
    expect(withRetry(grade(number, '3'), 1, false)).toEqual({ kind: 'wrong', answer: 4 });
    expect(withRetry(grade(number, '4'), 1, false)).toEqual({ kind: 'right', answer: 4 });
    expect(withRetry(grade(number, '3'), 0, true)).toEqual({ kind: 'wrong', answer: 4 });
  });

  it('never holds back a right answer or an input problem', () => {
    expect(withRetry(grade(number, '4'), 0, false).kind).toBe('right');
    expect(withRetry(grade(number, 'four'), 0, false).kind).toBe('invalid');
    expect(withRetry(grade(choice, null), 0, false).kind).toBe('noChoice');
  });
});

describe('−0 counts as 0', () => {
  const zero: PosedProblem = { id: 'zero', kind: 'number', answer: 0, tolerance: 0.05 };
  const minusZero: PosedProblem = { ...zero, answer: -0 };

  it('accepts −0, -0 and -0.00 for an answer of 0, and 0 for an answer of −0', () => {
    for (const typed of ['-0', '\u22120', '-0.00', '0']) {
      expect(grade(zero, typed).kind, typed).toBe('right');
      expect(grade(minusZero, typed).kind, typed).toBe('right');
    }
    expect(grade(zero, '-0.5').kind).toBe('wrong');
  });

  it('reports an answer of −0 as plain 0', () => {
    const verdict = grade(minusZero, '1');
    if (verdict.kind !== 'wrong') throw new Error('1 is wrong');
    expect(Object.is(verdict.answer, -0)).toBe(false);
    expect(verdict.answer).toBe(0);
  });
});

describe('an exercise about a source’s mistake runs that mistake', () => {
  it('“Momentum with the wrong sign” runs the wrong shortcut on its own balls: 3 → −9, fixed 3 → 3', () => {
    const problem = findProblem('bug-shortcut-momentum');
    if (!problem.world || !problem.mistake) throw new Error('a mistake run');
    const setup = mistakeCase(problem.mistake, undefined, problem.world);
    expect(setup.broken.start).toEqual(problem.world.balls);
    expect(setup.fixed.start).toEqual(problem.world.balls);
    const firstHit = (side: typeof setup.broken) => {
      const next = side.stepper();
      for (let f = 0; f < 200; f++) {
        const hit = next().collisions[0];
        if (hit) return hit;
      }
      throw new Error('no collision');
    };
    const broken = firstHit(setup.broken);
    const fixed = firstHit(setup.fixed);
    expect(broken.before.momentum.x).toBeCloseTo(3, 9);
    expect(broken.after.momentum.x).toBeCloseTo(problem.answer() as number, 9);
    expect(broken.after.momentum.x).toBeCloseTo(-9, 9);
    expect(fixed.after.momentum.x).toBeCloseTo(3, 9);
  });
});
