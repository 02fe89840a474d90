import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumber } from '@/components/ui/parseNumber';

describe('parseNumber', () => {
  it('reads plain, signed, decimal and exponent numbers', () => {
    expect(parseNumber('2')).toEqual({ ok: true, value: 2 });
    expect(parseNumber(' -1.5 ')).toEqual({ ok: true, value: -1.5 });
    expect(parseNumber('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumber('3e2')).toEqual({ ok: true, value: 300 });
    expect(parseNumber('\u22124')).toEqual({ ok: true, value: -4 });
  });

  it('turns -0 into 0', () => {
    const parsed = parseNumber('-0');
    expect(parsed.ok && Object.is(parsed.value, 0)).toBe(true);
  });

  it('refuses empty text, words, NaN and Infinity with a reason', () => {
    expect(parseNumber('')).toEqual({ ok: false, error: { kind: 'empty' } });
    expect(parseNumber('   ')).toEqual({ ok: false, error: { kind: 'empty' } });
    expect(parseNumber('abc')).toEqual({ ok: false, error: { kind: 'notANumber', value: 'abc' } });
    expect(parseNumber('NaN')).toEqual({ ok: false, error: { kind: 'notANumber', value: 'NaN' } });
    expect(parseNumber('Infinity').ok).toBe(false);
    expect(parseNumber('1e309')).toEqual({ ok: false, error: { kind: 'tooLarge', max: Number.MAX_VALUE } });
    expect(parseNumber('1e309', { max: 100 })).toEqual({ ok: false, error: { kind: 'tooLarge', max: 100 } });
  });

  it('applies the field rule', () => {
    expect(parseNumber('0', { positive: true })).toEqual({ ok: false, error: { kind: 'mustBePositive' } });
    expect(parseNumber('-2', { positive: true })).toEqual({ ok: false, error: { kind: 'mustBePositive' } });
    expect(parseNumber('-3', { min: -2 })).toEqual({ ok: false, error: { kind: 'tooSmall', min: -2 } });
    expect(parseNumber('2.5', { integer: true })).toEqual({ ok: false, error: { kind: 'notInteger' } });
    expect(parseNumber('5', { min: 1, max: 5, integer: true })).toEqual({ ok: true, value: 5 });
  });

  it('never returns a non-finite value, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseNumber(text);
        return !parsed.ok || Number.isFinite(parsed.value);
      }),
      { numRuns: 5000 },
    );
  });

  it('reads back any finite number it printed', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const parsed = parseNumber(String(x));
        return parsed.ok && parsed.value === x + 0;
      }),
      { numRuns: 5000 },
    );
  });
});
