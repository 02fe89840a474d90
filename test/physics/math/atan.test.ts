// physics/math/atan (fdlibm) against the exact arctangent (reference.ts) on 100,000 inputs: every
// scale from 2⁻⁶⁰ to 2⁶⁰, the edges of fdlibm's five intervals (7/16, 11/16, 19/16, 39/16), tiny,
// subnormal and huge values. Measured: 0.67 ulp at worst, asserted below 1.
import { describe, expect, it } from 'vitest';
import { atan } from '@/physics/math/atan';
import { draws } from './measure';
import { atanRef } from './reference';
import { expectNearExact } from './support';

function inputs(): number[][] {
  const { uniform, scaled, random } = draws(38_3);
  const out: number[][] = [];
  for (let i = 0; i < 70_000; i++) out.push([scaled(-60, 60)]);
  const edges = [7 / 16, 11 / 16, 19 / 16, 39 / 16];
  for (let i = 0; i < 10_000; i++) {
    const edge = edges[i % 4] as number;
    out.push([(random() < 0.5 ? -1 : 1) * edge * (1 + uniform(-1e-3, 1e-3))]);
  }
  for (let i = 0; i < 10_000; i++) out.push([scaled(-1074, -60)]);
  for (let i = 0; i < 10_000; i++) out.push([scaled(60, 1023)]);
  return out;
}

describe('atan', () => {
  it('is within 1 ulp of the exact arctangent on 100,000 inputs, and near Math.atan', () => {
    expectNearExact('atan', inputs(), atan, (F, x) => atanRef(x as number, F), Math.atan);
  });

  it('keeps the sign of zero, gives ±π/2 at ±∞ and NaN for NaN', () => {
    expect(Object.is(atan(0), 0)).toBe(true);
    expect(Object.is(atan(-0), -0)).toBe(true);
    expect(atan(Number.POSITIVE_INFINITY)).toBe(Math.PI / 2);
    expect(atan(Number.NEGATIVE_INFINITY)).toBe(-Math.PI / 2);
    expect(atan(Number.NaN)).toBeNaN();
  });
});
