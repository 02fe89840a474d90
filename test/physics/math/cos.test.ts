// physics/math/cos (fdlibm) against the exact cosine (reference.ts) on 100,000 inputs: the angles the
// physics meets (−π to π, a few turns, the line's angle plus π/2), inputs near multiples of π/2 where
// the reduction cancels, tiny and huge ones. Measured: 0.80 ulp at worst, asserted below 1.
import { describe, expect, it } from 'vitest';
import { cos } from '@/physics/math/cos';
import { sinCosRef } from './reference';
import { angleInputs, expectNearExact } from './support';

describe('cos', () => {
  it('is within 1 ulp of the exact cosine on 100,000 inputs, and near Math.cos', () => {
    expectNearExact('cos', angleInputs(38_2), cos, (F, x) => sinCosRef(x as number, F, true), Math.cos);
  });

  it('gives 1 at ±0 and NaN for infinities and NaN', () => {
    expect(cos(0)).toBe(1);
    expect(cos(-0)).toBe(1);
    expect(cos(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(cos(Number.NEGATIVE_INFINITY)).toBeNaN();
    expect(cos(Number.NaN)).toBeNaN();
  });
});
