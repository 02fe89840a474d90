// What every test of a physics/math function does with its 100,000 inputs: measure it against the
// exact value and against the engine's Math function, print what was found, and hold it to its bounds.
import { expect } from 'vitest';
import { draws, measure } from './measure';

export interface Bounds {
  /** The worst error in ulps against the exact value must stay below this. */
  worstBelow: number;
  /** How many ulps the engine's Math function may part from ours; null where engines differ anyway. */
  engineAtMost: number | null;
}

export function expectNearExact(
  name: string,
  inputs: number[][],
  fn: (...args: number[]) => number,
  reference: (F: number, ...args: number[]) => bigint,
  engine: (...args: number[]) => number,
  { worstBelow, engineAtMost }: Bounds = { worstBelow: 1, engineAtMost: 1 },
) {
  const found = measure(inputs, fn, reference, engine);
  console.info(
    `${name}: worst ${found.worst.toFixed(3)} ulp at ${found.worstAt}; Math.${name} differs on ${found.engineDiffers} of ${found.count} (≤ ${found.engineWorst} ulp)`,
  );
  expect(found.count).toBeGreaterThanOrEqual(100_000);
  expect(found.worst).toBeLessThan(worstBelow);
  if (engineAtMost !== null) expect(found.engineWorst).toBeLessThanOrEqual(engineAtMost);
}

/** The inputs of sin and cos: the angles the physics meets (−π to π, a few turns), inputs near
 * multiples of π/2 where the reduction cancels, tiny and huge ones. */
export function angleInputs(seed: number): number[][] {
  const { uniform, scaled } = draws(seed);
  const out: number[][] = [];
  for (let i = 0; i < 50_000; i++) out.push([uniform(-Math.PI, Math.PI)]);
  for (let i = 0; i < 20_000; i++) out.push([uniform(-8 * Math.PI, 8 * Math.PI)]);
  for (let i = 0; i < 10_000; i++) {
    const k = Math.floor(uniform(-16, 17));
    out.push([k * (Math.PI / 2) + scaled(-52, -1) * 2 ** -(k === 0 ? 0 : 1)]);
  }
  for (let i = 0; i < 10_000; i++) out.push([scaled(-1074, -2)]);
  for (let i = 0; i < 5_000; i++) out.push([uniform(-1.7e6, 1.7e6)]);
  for (let i = 0; i < 5_000; i++) out.push([scaled(20, 1023)]);
  return out;
}

/** The values at ±0, ±∞ and NaN, each compared with Object.is so that the sign of a zero counts. */
export function expectSpecials(fn: (x: number) => number, cases: [x: number, expected: number][]) {
  for (const [x, expected] of cases) expect(fn(x), `at ${x}`).toBe(expected);
}
