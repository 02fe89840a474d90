// The one precision policy of the readouts, on hand values: tiny and huge stay readable, sums and
// changes never show more (or less) than the numbers they come from.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChange, formatSig, formatValue, formatValueChange } from '@/lib/format';

describe('formatSig', () => {
  it('keeps a tiny mass readable instead of "0"', () => {
    expect(formatSig(1e-7)).toBe('1.000 × 10⁻⁷');
    expect(formatSig(-3.25e-9)).toBe('−3.250 × 10⁻⁹');
  });
  it('writes small values out with four significant digits, not rounded to 0.01', () => {
    expect(formatSig(2.5e-3)).toBe('0.002500');
    // the sum of the shown parts is the shown sum: 0.01250 + 0.002500 = 0.01500
    expect(formatSig(0.0125)).toBe('0.01250');
    expect(formatSig(0.0125 + 2.5e-3)).toBe('0.01500');
  });
  it('rounds 369.995 to four significant digits', () => {
    expect(formatSig(369.995)).toBe('370.0');
    expect(formatSig(85.408)).toBe('85.41');
    expect(formatSig(369.995, 6)).toBe('369.995');
  });
  it('uses powers of ten from a million, a real minus sign, and never "−0"', () => {
    expect(formatSig(12_345_678)).toBe('1.235 × 10⁷');
    expect(formatSig(-0.5)).toBe('−0.5000');
    expect(formatSig(-0)).toBe('0');
    expect(formatSig(-1e-20, 4)).toBe('−1.000 × 10⁻²⁰');
  });
});

describe('formatChange', () => {
  it('is 0 for rounding noise below the last shown digit', () => {
    expect(formatChange(369.995, 369.995 + 2.8e-14)).toBe('0');
    expect(formatChange(100, 100.04)).toBe('0');
  });
  it('shows a real change with its sign, at the same precision', () => {
    expect(formatChange(100, 99.5)).toBe('−0.5000');
    expect(formatChange(2.5e-3, 5e-3)).toBe('+0.002500');
    expect(formatChange(0, 0)).toBe('0');
  });
});

describe('formatValueChange', () => {
  it('has the decimals of the values beside it (issue 36, finding 6)', () => {
    expect(formatValueChange(218.977, 117.915)).toBe('\u2212101.062');
    expect(formatValueChange(11.016, 0)).toBe('\u221211.016');
    expect(formatValueChange(1, 3.5)).toBe('+2.500');
    expect(formatValueChange(5, 5 + 1e-9)).toBe('0.000');
    expect(formatValueChange(5, 5 - 1e-9)).toBe('0.000');
  });

  it('agrees with the difference of the two values as shown, to the last digit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (a, b) => {
          const shown = (text: string) => Number(text.replace('\u2212', '-'));
          const change = shown(formatValueChange(a, b));
          expect(Math.abs(change - (shown(formatValue(b)) - shown(formatValue(a))))).toBeLessThanOrEqual(
            0.0011,
          );
        },
      ),
    );
  });
});
