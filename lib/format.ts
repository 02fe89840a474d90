// Fill `{name}` placeholders in an interface string.
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
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
