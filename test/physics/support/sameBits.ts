// The one bit-for-bit comparison of the physics tests: two values agree when every number in them is
// the same double (Object.is: -0 and 0 differ, NaN equals NaN) and every object has the same keys.

/** The path of the first difference between two values, or undefined when they agree in every bit. */
export function firstDifference(actual: unknown, expected: unknown, path = ''): string | undefined {
  if (typeof expected === 'number') {
    return Object.is(actual, expected) ? undefined : `${path}: ${String(actual)} vs ${expected}`;
  }
  if (typeof expected !== 'object' || expected === null) {
    return actual === expected ? undefined : `${path}: ${String(actual)} vs ${String(expected)}`;
  }
  if (typeof actual !== 'object' || actual === null) return `${path}: ${String(actual)} vs an object`;
  if (Array.isArray(expected) && (actual as unknown[]).length !== expected.length) {
    return `${path}: ${(actual as unknown[]).length} items vs ${expected.length}`;
  }
  const keys = Object.keys(expected);
  if (Object.keys(actual).join() !== keys.join()) return `${path}: keys ${Object.keys(actual)} vs ${keys}`;
  for (const key of keys) {
    const found = firstDifference(
      (actual as Record<string, unknown>)[key],
      (expected as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (found) return found;
  }
  return undefined;
}

export const sameBits = (actual: unknown, expected: unknown): boolean =>
  firstDifference(actual, expected) === undefined;
