// physics/math/atan2 (fdlibm, with FreeBSD's fix for |y/x| > 2⁶⁰) against the exact angle
// (reference.ts) on 100,000 inputs in all four quadrants: a line of centres' dx, dy (±100 px), every
// scale from 2⁻³⁰ to 2³⁰, and ratios up to 2^±2000; the zeros and infinities as IEEE 754 says.
// Measured: 1.29 ulp at worst (atan2(−6.804, 26.97): fdlibm rounds y/x before its atan, and that
// rounding adds up to about half an ulp; mpmath agrees), asserted below 1.5. Below 1 would need the
// quotient's error carried into atan, which fdlibm does not do.
import { describe, expect, it } from 'vitest';
import { atan2 } from '@/physics/math/atan2';
import { draws } from './measure';
import { atan2Ref } from './reference';
import { expectNearExact } from './support';

function inputs(): number[][] {
  const { uniform, scaled } = draws(38_4);
  const out: number[][] = [];
  for (let i = 0; i < 20_000; i++) out.push([uniform(-100, 100), uniform(-100, 100)]);
  for (let i = 0; i < 60_000; i++) out.push([scaled(-30, 30), scaled(-30, 30)]);
  for (let i = 0; i < 20_000; i++) out.push([scaled(-1074, 1023), scaled(-1074, 1023)]);
  return out;
}

/** The exact angle, in fixed point: F, then atan2's own arguments. */
const exactAngle = (F: number, y: number, x: number) => atan2Ref(y, x, F);

describe('atan2', () => {
  it('is within 1.5 ulp of the exact angle on 100,000 inputs, and near Math.atan2', () => {
    expectNearExact('atan2', inputs(), atan2, exactAngle, Math.atan2, { worstBelow: 1.5, engineAtMost: 1 });
  });

  it('gives the special values of IEEE 754 for zeros, infinities and NaN', () => {
    const specials = [
      0,
      -0,
      1,
      -1,
      1e-300,
      -1e-300,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NaN,
    ];
    const pi = Math.PI;
    for (const y of specials)
      for (const x of specials) {
        const expected =
          Number.isNaN(x) || Number.isNaN(y)
            ? Number.NaN
            : y === 0
              ? (Object.is(x, -0) || x < 0 ? pi : 0) * (Object.is(y, -0) ? -1 : 1) || y
              : Math.atan2(y, x);
        expect(atan2(y, x), `atan2(${y}, ${x})`).toBe(expected);
      }
    expect(Object.is(atan2(0, 1), 0)).toBe(true);
    expect(Object.is(atan2(-0, 1), -0)).toBe(true);
    expect(atan2(0, -0)).toBe(pi);
    expect(atan2(-0, -0)).toBe(-pi);
    expect(atan2(1, 0)).toBe(pi / 2);
    expect(atan2(-1, -0)).toBe(-pi / 2);
    expect(atan2(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)).toBe((3 * pi) / 4);
  });
});
