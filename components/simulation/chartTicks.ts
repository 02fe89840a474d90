// Round tick values for a chart axis: steps of 1, 2 or 5 times a power of ten, about `count` of
// them, covering min..max; and the range a series is drawn over. Both are finite for any series,
// empty or flat included: a chart never shows NaN or Infinity.
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 0.5; v += step) {
    // multiply back from an integer, so 0.1 + 0.2 does not become a tick of 0.30000000000000004
    ticks.push(Number((Math.round(v / step) * step).toPrecision(12)));
    if (ticks.length > 20) break;
  }
  return ticks;
}

/**
 * The smallest and largest of the finite values `each` hands over; { 0, 0 } when there are none. A
 * loop, not Math.min(...values): a spread of thousands of values can overflow the call stack.
 */
function rangeOf(each: (take: (v: number) => void) => void): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  each((v) => {
    if (!Number.isFinite(v)) return;
    if (v < min) min = v;
    if (v > max) max = v;
  });
  return min <= max ? { min, max } : { min: 0, max: 0 };
}

/** The range of the finite values (rangeOf). */
export function valueRange(values: Iterable<number>): { min: number; max: number } {
  return rangeOf((take) => {
    for (const v of values) take(v);
  });
}

/**
 * valueRange of the `keys` of every row, without a list of the values: a chart reads its 1,001 rows
 * on every readout, and building those lists cost more than the rest of its numbers.
 */
export function rowsRange<T>(rows: readonly T[], keys: readonly (keyof T)[]): { min: number; max: number } {
  return rangeOf((take) => {
    for (const row of rows) for (const key of keys) take(row[key] as number);
  });
}

/**
 * The range a series is plotted over: its values' range, where a flat one (a conserved quantity) is
 * widened to a line in the middle rather than rounding noise blown up to full height.
 */
export function plotRange(values: Iterable<number>): { min: number; max: number } {
  return widened(valueRange(values));
}

/** plotRange's widening of a flat range, for a range found another way (rowsRange). */
export function widened(range: { min: number; max: number }): { min: number; max: number } {
  let { min, max } = range;
  if (max - min <= 1e-9 * Math.max(1, Math.abs(max))) {
    const half = Math.max(Math.abs(max) * 0.1, 1);
    min -= half;
    max += half;
  }
  return { min, max };
}
