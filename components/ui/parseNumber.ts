// Turns what a person typed into a number or a reason it is not one. Pure, so it is unit-tested
// once and every number field in the site refuses bad input the same way.

export interface NumberRule {
  min?: number;
  max?: number;
  /** Refuse 0 and below (masses, radii). */
  positive?: boolean;
  integer?: boolean;
}

export type FieldError =
  | { kind: 'empty' }
  | { kind: 'notANumber'; value: string }
  | { kind: 'tooSmall'; min: number }
  | { kind: 'tooLarge'; max: number }
  | { kind: 'mustBePositive' }
  | { kind: 'notInteger' };

export type Parsed = { ok: true; value: number } | { ok: false; error: FieldError };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function parseNumber(text: string, rule: NumberRule = {}): Parsed {
  const trimmed = text.trim().replace(/\u2212/g, '-'); // accept the typographic minus sign
  if (trimmed === '') return { ok: false, error: { kind: 'empty' } };
  if (!NUMBER.test(trimmed)) return { ok: false, error: { kind: 'notANumber', value: text.trim() } };
  const value = Number(trimmed) + 0; // + 0 turns -0 into 0
  if (rule.positive && value <= 0) return { ok: false, error: { kind: 'mustBePositive' } };
  if (rule.min !== undefined && value < rule.min)
    return { ok: false, error: { kind: 'tooSmall', min: rule.min } };
  if (rule.max !== undefined && value > rule.max)
    return { ok: false, error: { kind: 'tooLarge', max: rule.max } };
  if (!Number.isFinite(value)) return { ok: false, error: { kind: 'tooLarge', max: Number.MAX_VALUE } };
  if (rule.integer && !Number.isInteger(value)) return { ok: false, error: { kind: 'notInteger' } };
  return { ok: true, value };
}
