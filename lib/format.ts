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

/**
 * The digits of every value a collision shows: its ledger row, and the inspector's equations and
 * tables. One helper, so the same number reads the same wherever it appears.
 */
export const formatValue = (value: number): string => formatNumber(value, 3);

/** A change of kinetic energy: rounding-sized, so shown with more digits than the values. */
export const formatChange = (value: number): string => formatNumber(value, 6);
