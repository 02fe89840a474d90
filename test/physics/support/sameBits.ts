// The one bit-for-bit comparison of the physics tests: two values agree when every number in them is
// the same double (Object.is: -0 and 0 differ, NaN equals NaN) and every object has the same keys.
// The path to a difference is written only once one is found: the engine comparisons run this on
// every number of every frame, and building a path string for each was most of their time.

/** Where two values first differ: the keys down to it (innermost first) and what differs there. */
interface Difference {
  keys: string[];
  what: string;
}

/** A value as a difference names it: -0 as -0 (String gives "0"). */
const show = (value: unknown) => (Object.is(value, -0) ? '-0' : String(value));

function differ(actual: unknown, expected: unknown): Difference | undefined {
  if (typeof expected === 'number') {
    return Object.is(actual, expected)
      ? undefined
      : { keys: [], what: `${show(actual)} vs ${show(expected)}` };
  }
  if (typeof expected !== 'object' || expected === null) {
    return actual === expected ? undefined : { keys: [], what: `${String(actual)} vs ${String(expected)}` };
  }
  if (typeof actual !== 'object' || actual === null)
    return { keys: [], what: `${String(actual)} vs an object` };
  if (Array.isArray(expected) && (actual as unknown[]).length !== expected.length) {
    return { keys: [], what: `${(actual as unknown[]).length} items vs ${expected.length}` };
  }
  const keys = Object.keys(expected);
  const theirs = Object.keys(actual);
  if (theirs.length !== keys.length || theirs.some((key, i) => key !== keys[i])) {
    return { keys: [], what: `keys ${theirs} vs ${keys}` };
  }
  for (const key of keys) {
    const found = differ(
      (actual as Record<string, unknown>)[key],
      (expected as Record<string, unknown>)[key],
    );
    if (found) {
      found.keys.push(key);
      return found;
    }
  }
  return undefined;
}

/** The path of the first difference between two values, or undefined when they agree in every bit. */
export function firstDifference(actual: unknown, expected: unknown, path = ''): string | undefined {
  const found = differ(actual, expected);
  return (
    found &&
    `${path}${found.keys
      .reverse()
      .map((key) => `.${key}`)
      .join('')}: ${found.what}`
  );
}

export const sameBits = (actual: unknown, expected: unknown): boolean =>
  firstDifference(actual, expected) === undefined;
