import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niceTicks, plotRange, rowsRange, valueRange, widened } from '@/components/simulation/chartTicks';

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

describe('the chart’s ranges and ticks are finite for any series (issue 21: NaN after a long step back)', () => {
  const value = fc.oneof(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.constantFrom(0, 1e-300, -5));
  it('empty, constant or any values: plotRange is finite and ordered, and every tick is a number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(value, { maxLength: 50 }),
          value.map((v) => Array(30).fill(v)),
        ),
        (values) => {
          const { min, max } = plotRange(values);
          expect(Number.isFinite(min) && Number.isFinite(max)).toBe(true);
          expect(max).toBeGreaterThan(min);
          const ticks = niceTicks(min, max, 4);
          expect(ticks.length).toBeGreaterThan(0);
          for (const tick of ticks) expect(Number.isFinite(tick)).toBe(true);
        },
      ),
    );
  });
  it('an empty series has the range 0 to 0 before widening, not Infinity to −Infinity', () => {
    expect(valueRange([])).toEqual({ min: 0, max: 0 });
    expect(niceTicks(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 4)).toEqual([]);
  });
});

describe('rowsRange, the range of a chart’s rows read in place (issue 25, part two)', () => {
  it('is valueRange of the same values listed, and widened is plotRange, for any rows', () => {
    const value = fc.oneof(
      fc.double({ min: -1e12, max: 1e12 }),
      fc.constantFrom(0, Number.NaN, Number.POSITIVE_INFINITY, -5),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ a: value, b: value }), { maxLength: 40 }), (rows) => {
        const listed = rows.flatMap((row) => [row.a, row.b]);
        expect(rowsRange(rows, ['a', 'b'])).toEqual(valueRange(listed));
        expect(rowsRange(rows, ['b'])).toEqual(valueRange(rows.map((row) => row.b)));
        expect(widened(rowsRange(rows, ['a', 'b']))).toEqual(plotRange(listed));
      }),
    );
  });
});
