import { describe, expect, it } from 'vitest';
import { niceTicks } from '@/components/simulation/chartTicks';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten and covers the range', () => {
    expect(niceTicks(0, 599, 4)).toEqual([0, 200, 400, 600]);
    expect(niceTicks(0.1, 0.95, 4)).toEqual([0, 0.5, 1]); // 0.85 / 4 = 0.21: the next nice step is 0.5
    expect(niceTicks(-3e-7, 3e-7, 3)).toEqual([-4e-7, -2e-7, 0, 2e-7, 4e-7]);
  });
  it('gives one tick for an empty range', () => {
    expect(niceTicks(5, 5, 4)).toEqual([5]);
  });
});
