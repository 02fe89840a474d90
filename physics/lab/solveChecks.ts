// What a one-axis solve (a reader's version of the chapter's elastic1D) must keep, checked on one
// collision: both results are numbers, the momentum is kept, the kinetic energy changes by what the
// restitution says (nothing at e = 1), and a pair that was closing moves apart afterwards.
// Ball 0 is on the left: the pair closes when v0 > v1.
import { mulberry32 } from '../setup/random';
import { bounceEnergyChange } from './energy';

export type SolveCheck = 'number' | 'momentum' | 'energy' | 'apart';
export const SOLVE_CHECKS: readonly SolveCheck[] = ['number', 'momentum', 'energy', 'apart'];

/** One check a collision failed: the quantity before and after (for `apart`, the closing speed v0 − v1). */
export interface SolveProblem {
  check: SolveCheck;
  before: number;
  after: number;
  /** What `after` should have been. */
  expected: number;
}

/** Changes smaller than this share of the collision's own size are rounding, not a mistake. */
const RELATIVE = 1e-9;

/** Every check this collision's results fail, the first that fails a number alone when one is not one. */
export function solveProblems(inputs: readonly number[], outputs: readonly number[], e = 1): SolveProblem[] {
  const [m0, v0, m1, v1] = inputs as readonly [number, number, number, number];
  const [v0Final, v1Final] = outputs as readonly [number, number];
  if (!(Number.isFinite(v0Final) && Number.isFinite(v1Final))) {
    const bad = Number.isFinite(v0Final) ? v1Final : v0Final;
    return [{ check: 'number', before: v0, after: bad, expected: v0 }];
  }
  const problems: SolveProblem[] = [];
  const p = m0 * v0 + m1 * v1;
  const pAfter = m0 * v0Final + m1 * v1Final;
  if (Math.abs(pAfter - p) > RELATIVE * (Math.abs(m0 * v0) + Math.abs(m1 * v1)))
    problems.push({ check: 'momentum', before: p, after: pAfter, expected: p });
  const ke = 0.5 * m0 * v0 * v0 + 0.5 * m1 * v1 * v1;
  const keAfter = 0.5 * m0 * v0Final * v0Final + 0.5 * m1 * v1Final * v1Final;
  const keExpected = ke + bounceEnergyChange(e, m0, m1, v0 - v1);
  if (Math.abs(keAfter - keExpected) > RELATIVE * ke)
    problems.push({ check: 'energy', before: ke, after: keAfter, expected: keExpected });
  const closing = v0 - v1;
  const closingAfter = v0Final - v1Final;
  if (closing > 0 && closingAfter > RELATIVE * closing)
    problems.push({ check: 'apart', before: closing, after: closingAfter, expected: -e * closing });
  return problems;
}

/**
 * `count` collisions for a solve to be checked on, four numbers each (m0, v0, m1, v1), every pair
 * closing: seeded, so every reader's version meets the same ones. The first few are the lesson's
 * limits: equal masses, a ball at rest, a wall-like heavy ball, a bulldozer.
 */
export function generatedCollisions(seed: number, count: number): number[] {
  const limits = [1, 3, 1, 0, 2, 3, 1, 0, 1, 2, 1000, 0, 1000, 2, 1, 0];
  const random = mulberry32(seed);
  const draw = (low: number, high: number) => Math.round((low + (high - low) * random()) * 100) / 100;
  const cases = limits.slice(0, 4 * count);
  while (cases.length < 4 * count) {
    const [a, b] = [draw(-8, 8), draw(-8, 8)];
    if (a === b) continue;
    cases.push(draw(0.5, 10), Math.max(a, b), draw(0.5, 10), Math.min(a, b));
  }
  return cases;
}
