// The bit-for-bit comparison every engine test rests on: it must find each kind of difference and
// name where it is.
import { describe, expect, it } from 'vitest';
import { firstDifference } from './support/sameBits';

describe('firstDifference', () => {
  it('finds no difference between equal values, NaN included', () => {
    expect(firstDifference({ a: [1, NaN, { b: -0 }] }, { a: [1, NaN, { b: -0 }] })).toBeUndefined();
  });

  it('names the path to the first number that differs, -0 against 0 too', () => {
    expect(firstDifference({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toBe('.a.b.1: 2 vs 3');
    expect(firstDifference([{ x: 0 }], [{ x: -0 }], 'frame 4')).toBe('frame 4.0.x: 0 vs -0');
  });

  it('tells lengths, keys and kinds apart', () => {
    expect(firstDifference({ a: [1] }, { a: [1, 2] })).toBe('.a: 1 items vs 2');
    expect(firstDifference({ b: 1, a: 2 }, { a: 2, b: 1 })).toBe(': keys b,a vs a,b');
    expect(firstDifference({ a: 1 }, { a: { x: 1 } })).toBe('.a: 1 vs an object');
    expect(firstDifference({ a: 'x' }, { a: 'y' })).toBe('.a: x vs y');
  });
});
