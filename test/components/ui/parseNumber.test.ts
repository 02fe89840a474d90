import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ECHO_LIMIT } from '@/components/ui/echo';
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
    // 1e309 is beyond any double: with no range to name, it is "too large to calculate with"
    expect(parseNumber('1e309')).toEqual({ ok: false, error: { kind: 'tooBig', value: '1e309' } });
    expect(parseNumber('-1e309', { min: -2, max: 100 })).toEqual({
      ok: false,
      error: { kind: 'range', min: -2, max: 100 },
    });
    expect(parseNumber('1e309', { min: 0 })).toEqual({ ok: false, error: { kind: 'range', min: 0 } });
  });

  it('applies the field rule', () => {
    expect(parseNumber('0', { positive: true })).toEqual({ ok: false, error: { kind: 'mustBePositive' } });
    expect(parseNumber('-2', { positive: true })).toEqual({ ok: false, error: { kind: 'mustBePositive' } });
    expect(parseNumber('-3', { min: -2 })).toEqual({ ok: false, error: { kind: 'range', min: -2 } });
    expect(parseNumber('7', { min: -2, max: 5 })).toEqual({
      ok: false,
      error: { kind: 'range', min: -2, max: 5 },
    });
    expect(parseNumber('2.5', { integer: true })).toEqual({ ok: false, error: { kind: 'notInteger' } });
    expect(parseNumber('5', { min: 1, max: 5, integer: true })).toEqual({ ok: true, value: 5 });
  });

  it('echoes at most a bounded piece of what was typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const parsed = parseNumber(text);
        if (parsed.ok || !('value' in parsed.error)) return true;
        return Array.from(parsed.error.value).length <= ECHO_LIMIT + 1;
      }),
      { numRuns: 2000 },
    );
    expect(parseNumber('x'.repeat(5000))).toEqual({
      ok: false,
      error: { kind: 'notANumber', value: `${'x'.repeat(ECHO_LIMIT)}…` },
    });
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
