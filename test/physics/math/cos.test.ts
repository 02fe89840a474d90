// physics/math/cos (fdlibm) against the exact cosine (reference.ts) on 100,000 inputs: the angles the
// physics meets (−π to π, a few turns, the line's angle plus π/2), inputs near multiples of π/2 where
// the reduction cancels, tiny and huge ones. Measured: 0.80 ulp at worst, asserted below 1.
import { describe, expect, it } from 'vitest';
import { cos } from '@/physics/math/cos';
import { draws, measure } from './measure';
import { sinCosRef } from './reference';

function inputs(): number[][] {
  const { uniform, scaled } = draws(38_2);
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

describe('cos', () => {
  it('is within 1 ulp of the exact cosine on 100,000 inputs, and near Math.cos', () => {
    const found = measure(inputs(), cos, (F, x) => sinCosRef(x as number, F, true), Math.cos);
    console.info(
      `cos: worst ${found.worst.toFixed(3)} ulp at ${found.worstAt}; Math.cos differs on ${found.engineDiffers} of ${found.count} (≤ ${found.engineWorst} ulp)`,
    );
    expect(found.count).toBeGreaterThanOrEqual(100_000);
    expect(found.worst).toBeLessThan(1);
    expect(found.engineWorst).toBeLessThanOrEqual(1);
  });

  it('gives 1 at ±0 and NaN for infinities and NaN', () => {
    expect(cos(0)).toBe(1);
    expect(cos(-0)).toBe(1);
    expect(cos(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(cos(Number.NEGATIVE_INFINITY)).toBeNaN();
    expect(cos(Number.NaN)).toBeNaN();
  });
});
