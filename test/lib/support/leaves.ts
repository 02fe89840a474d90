// The strings of a message dictionary, flattened, for the tests that compare the locales' words.

export type Tree = { readonly [key: string]: string | Tree };

const isPlural = (value: Tree): value is { one: string; other: string } =>
  Object.keys(value).sort().join() === 'one,other';

/** Every string of a dictionary by its dotted key (a plural message by its other form: its forms are checked in format.test.ts). */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(at, value);
    else if (isPlural(value)) found.set(at, value.other);
    else for (const [k, v] of leaves(value, at)) found.set(k, v);
  }
  return found;
}
