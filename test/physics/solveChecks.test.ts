// The checks the code editor runs on a reader's one-axis solve (physics/lab/solveChecks.ts): the
// chapter's formula passes them all, and each broken version fails the check that names its mistake.
import { describe, expect, it } from 'vitest';
import {
  elastic1D,
  generatedCollisions,
  restitution1D,
  type SolveCheck,
  shortcutWrongSign,
  solveProblems,
} from '@/physics';

type Solve = (m0: number, v0: number, m1: number, v1: number) => readonly number[];

/** The checks failed anywhere on the generated collisions. */
function failed(solve: Solve, e = 1): Set<SolveCheck> {
  const cases = generatedCollisions(7, 100);
  const checks = new Set<SolveCheck>();
  for (let k = 0; k < cases.length; k += 4) {
    const inputs = cases.slice(k, k + 4) as [number, number, number, number];
    for (const p of solveProblems(inputs, solve(...inputs), e)) checks.add(p.check);
  }
  return checks;
}

describe('solveProblems', () => {
  it('passes the chapter’s formula, elastic and with restitution', () => {
    expect(failed(elastic1D)).toEqual(new Set());
    expect(failed((m0, v0, m1, v1) => restitution1D(m0, v0, m1, v1, 0.5), 0.5)).toEqual(new Set());
  });

  it('finds the swapped sign by its momentum and energy', () => {
    expect(failed(shortcutWrongSign)).toEqual(new Set(['momentum', 'energy', 'apart']));
    const [p] = solveProblems([2, 3, 1, 0], shortcutWrongSign(2, 3, 1, 0));
    expect(p).toEqual({ check: 'momentum', before: 6, after: 2 * 1 + 1 * -2, expected: 6 });
  });

  it('finds a solve that lets the balls pass through each other, and nothing else', () => {
    expect(failed((_m0, v0, _m1, v1) => [v0, v1])).toEqual(new Set(['apart']));
  });

  it('reports a result that is not a number, alone', () => {
    expect(solveProblems([1, 2, 1, 0], [Number.NaN, 2])).toEqual([
      { check: 'number', before: 2, after: Number.NaN, expected: 2 },
    ]);
    expect(failed((m0, v0, m1) => [(m0 - m1) / (m0 - m1), v0])).toContain('number');
  });

  it('loses the energy ½(1 − e²)μu² and no more', () => {
    expect(failed((m0, v0, m1, v1) => restitution1D(m0, v0, m1, v1, 0.5))).toEqual(new Set(['energy']));
  });

  it('generates the same closing pairs for a seed', () => {
    const cases = generatedCollisions(7, 50);
    expect(cases).toEqual(generatedCollisions(7, 50));
    expect(cases).toHaveLength(200);
    for (let k = 0; k < cases.length; k += 4) expect(cases[k + 1]).toBeGreaterThan(cases[k + 3] as number);
  });
});
