// Messages with `{name}` placeholders, typed: a dictionary string carries the names of its
// placeholders in its type (Message<Keys>), so format() with a missing or misspelled key does not
// compile, and every locale's string must hold the same placeholders as the English one.
import type { Locale } from './locales';

/** The `{name}` placeholders of a string's literal type, as a union of names (string for a plain string). */
export type Placeholders<T extends string> = string extends T
  ? string
  : T extends `${string}{${infer Key}}${infer Rest}`
    ? Key | Placeholders<Rest>
    : never;

declare const placeholderNames: unique symbol;

type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** A string holding `{key}` for each of Keys, in any order (string when Keys is never or string). */
type Holds<Keys extends string> = [Keys] extends [never]
  ? string
  : string extends Keys
    ? string
    : Intersect<Keys extends string ? `${string}{${Keys}}${string}` : never>;

/** A dictionary string in any locale: it holds each placeholder of Keys, and its type names them for format(). */
export type Message<Keys extends string = never> = Holds<Keys> & { readonly [placeholderNames]?: Keys };

/**
 * A message that depends on a count: English writes one and other forms ("1 stuck pair", "2 stuck
 * pairs"), Chinese one plain string. plural() chooses the form, by the locale's Intl.PluralRules.
 */
export type PluralMessage<Keys extends string = never> =
  | Message<Keys>
  | { readonly one: Message<Keys>; readonly other: Message<Keys> };

/** A dictionary as every locale must write it: English's shape, each string widened to its placeholders. */
export type Widen<T> = T extends string
  ? Message<Placeholders<T>>
  : T extends { readonly one: infer One extends string; readonly other: infer Other extends string }
    ? PluralMessage<Placeholders<One | Other>>
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The placeholders a locale's dictionary adds to the English one's, by name (never when none is added). */
export type AddedPlaceholders<Z, E> = Z extends string
  ? Exclude<Placeholders<Z>, Placeholders<Extract<Strings<E>, string>>>
  : Z extends { readonly one: string; readonly other: string }
    ? AddedPlaceholders<Z['one'] | Z['other'], E>
    : { [K in keyof Z]: K extends keyof E ? AddedPlaceholders<Z[K], E[K]> : never }[keyof Z];
type Strings<E> = E extends string
  ? E
  : E extends { readonly one: infer O; readonly other: infer T }
    ? O | T
    : never;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of a message for a count, as the locale's plural rules choose it (a plain string has one
 *  form). The locale is a site Locale or any BCP 47 tag (a dictionary's own numberLocale). */
export function plural<Keys extends string>(
  message: PluralMessage<Keys>,
  count: number,
  locale: Locale | string,
): Message<Keys> {
  const forms = message as string | { one: Message<Keys>; other: Message<Keys> };
  if (typeof forms === 'string') return message as Message<Keys>;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** The placeholder names a message's type carries (a union of messages: all of theirs). */
export type KeysOf<T> = T extends { readonly [placeholderNames]?: infer Keys }
  ? Exclude<Keys, undefined>
  : string;

/** Fill `{name}` placeholders; a dictionary string's type says which names it needs (see Message). */
export function format<T extends string>(template: T, values: Record<KeysOf<T>, string | number>): string {
  const given = values as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in given ? String(given[key]) : whole));
}

/** A number for a readout: fixed decimals, no "-0", and a real minus sign. */
export function formatNumber(value: number, decimals = 2): string {
  const rounded = Number(value.toFixed(decimals));
  const text = (rounded === 0 ? 0 : rounded).toFixed(decimals);
  return text.replace('-', '\u2212');
}

/** Significant digits every readout of a simulation shows (table, ledger, chart, descriptions). */
export const SIGNIFICANT = 4;

const SUPERSCRIPT: Record<string, string> = {
  '-': '\u207b',
  '0': '\u2070',
  '1': '\u00b9',
  '2': '\u00b2',
  '3': '\u00b3',
  '4': '\u2074',
  '5': '\u2075',
  '6': '\u2076',
  '7': '\u2077',
  '8': '\u2078',
  '9': '\u2079',
};

/**
 * A measured quantity for a reader: `digits` significant digits, so 1e-7 is not "0" and 2.5e-3 is
 * not "0.01". Between 0.001 and a million it is written out (369.995 → "370.0", 0.0025 →
 * "0.002500"); outside, as a power of ten (1e-7 → "1.000 × 10⁻⁷"). A real minus sign, never "−0".
 */
export function formatSig(value: number, digits = SIGNIFICANT): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(digits));
  if (rounded === 0) return '0';
  const size = Math.abs(rounded);
  let text: string;
  if (size >= 1e-3 && size < 1e6) text = rounded.toPrecision(digits);
  else {
    const [mantissa, exponent] = rounded.toExponential(digits - 1).split('e') as [string, string];
    const power = [...String(Number(exponent))].map((c) => SUPERSCRIPT[c]).join('');
    text = `${mantissa} \u00d7 10${power}`;
  }
  return text.replace('-', '\u2212');
}

/**
 * after − before, to the precision the two are shown at: a change smaller than the last digit of
 * the larger of them is "0", so the change column never claims more than the columns beside it.
 */
export function formatChange(before: number, after: number, digits = SIGNIFICANT): string {
  const change = after - before;
  const size = Math.max(Math.abs(before), Math.abs(after));
  if (size === 0) return '0';
  const lastDigit = 10 ** (Math.floor(Math.log10(size)) - digits + 1);
  if (Math.abs(change) < lastDigit / 2) return '0';
  const text = formatSig(change, digits);
  return change > 0 ? `+${text}` : text;
}

/**
 * The digits of every value a collision shows: its ledger row, and the inspector's equations and
 * tables, so the same number reads the same wherever it appears. Fixed decimals, because the
 * equations line up sums and differences of these values (the readouts use formatSig).
 */
export const formatValue = (value: number): string => formatNumber(value, 3);

/** after − before at formatValue's precision, signed: a change shown beside its two values has
 *  their decimals (218.977 → 117.915 is −101.062, not −101.1), so a student's subtraction agrees. */
export function formatValueChange(before: number, after: number): string {
  const text = formatValue(after - before);
  return after > before && text !== formatValue(0) ? `+${text}` : text;
}
