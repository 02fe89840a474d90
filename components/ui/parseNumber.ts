// Turns what a person typed (or a link holds) into a number or a reason it is not one. Pure, so it
// is unit-tested once and every number field and every shared link reads numbers the same way.
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
  | { kind: 'tooBig'; value: string }
  /** Written like a number that is not 0 but so close to 0 that a computer holds it as 0 (1e-400). */
  | { kind: 'tooSmall'; value: string };

export type Parsed = { ok: true; value: number } | { ok: false; error: FieldError };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Text to number, the one reading for fields and links: surrounding space ignored, the typographic
 * minus sign (U+2212, which the site itself prints) read as "-", -0 as 0. Refuses what is not plainly
 * a number ("0x10", "NaN", ""), what overflows (1e309) and what underflows: "1e-400" is not 0, so
 * taking it as 0 would silently run another number than the one written.
 */
export function readNumberText(
  text: string,
): { ok: true; value: number } | { ok: false; error: 'empty' | 'notANumber' | 'tooBig' | 'tooSmall' } {
  const trimmed = text.trim().replace(/\u2212/g, '-');
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (!NUMBER.test(trimmed)) return { ok: false, error: 'notANumber' };
  const value = Number(trimmed) + 0; // + 0 turns -0 into 0
  if (!Number.isFinite(value)) return { ok: false, error: 'tooBig' };
  const digits = trimmed.split(/e/i)[0] as string;
  if (value === 0 && /[1-9]/.test(digits)) return { ok: false, error: 'tooSmall' };
  return { ok: true, value };
}

export function parseNumber(text: string, rule: NumberRule = {}): Parsed {
  const read = readNumberText(text);
  const { min, max } = rule;
  if (!read.ok) {
    const value = echo(text.trim());
    if (read.error === 'empty') return { ok: false, error: { kind: 'empty' } };
    if (read.error === 'notANumber') return { ok: false, error: { kind: 'notANumber', value } };
    if (read.error === 'tooSmall') return { ok: false, error: { kind: 'tooSmall', value } };
    // 1e309 is Infinity: name the field's range when it has one, else say the number is too large
    const ranged = min !== undefined || max !== undefined;
    return { ok: false, error: ranged ? { kind: 'range', min, max } : { kind: 'tooBig', value } };
  }
  const { value } = read;
  if (rule.positive && value <= 0) return { ok: false, error: { kind: 'mustBePositive' } };
  if ((min !== undefined && value < min) || (max !== undefined && value > max))
    return { ok: false, error: { kind: 'range', min, max } };
  if (rule.integer && !Number.isInteger(value)) return { ok: false, error: { kind: 'notInteger' } };
  return { ok: true, value };
}

/** A number written in full: the shortest text that reads back as exactly this number (what a
 *  link holds and what a field shows while it is being edited). */
export const fullText = (value: number) => String(value + 0);
