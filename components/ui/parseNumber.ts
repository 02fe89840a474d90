// Turns what a person typed into a number or a reason it is not one. Pure, so it is unit-tested
// once and every number field in the site refuses bad input the same way.
import { echo } from './echo';

export interface NumberRule {
  min?: number;
  max?: number;
  /** Refuse 0 and below (when there is no sensible smallest value to name). */
  positive?: boolean;
  integer?: boolean;
}

export type FieldError =
  | { kind: 'empty' }
  /** `value` is what was typed, shortened (see echo). */
  | { kind: 'notANumber'; value: string }
  /** Outside the rule's range; min and max are the rule's, either may be missing. */
  | { kind: 'range'; min?: number; max?: number }
  | { kind: 'mustBePositive' }
  | { kind: 'notInteger' }
  /** Written like a number but beyond what a computer can calculate with (1e309). */
  | { kind: 'tooBig'; value: string };

export type Parsed = { ok: true; value: number } | { ok: false; error: FieldError };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function parseNumber(text: string, rule: NumberRule = {}): Parsed {
  const trimmed = text.trim().replace(/\u2212/g, '-'); // accept the typographic minus sign
  if (trimmed === '') return { ok: false, error: { kind: 'empty' } };
  if (!NUMBER.test(trimmed)) return { ok: false, error: { kind: 'notANumber', value: echo(text.trim()) } };
  const value = Number(trimmed) + 0; // + 0 turns -0 into 0
  const { min, max } = rule;
  // 1e309 is Infinity: name the field's range when it has one, else say the number is too large
  if (!Number.isFinite(value)) {
    const ranged = min !== undefined || max !== undefined;
    return {
      ok: false,
      error: ranged ? { kind: 'range', min, max } : { kind: 'tooBig', value: echo(text.trim()) },
    };
  }
  if (rule.positive && value <= 0) return { ok: false, error: { kind: 'mustBePositive' } };
  if ((min !== undefined && value < min) || (max !== undefined && value > max))
    return { ok: false, error: { kind: 'range', min, max } };
  if (rule.integer && !Number.isInteger(value)) return { ok: false, error: { kind: 'notInteger' } };
  return { ok: true, value };
}
