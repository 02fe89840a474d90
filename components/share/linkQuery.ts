// Reading a shared link's query, strictly and the same way for every page: each key at most once,
// only known keys, surrounding whitespace ignored (a link pasted from a chat often ends in a space
// or a newline, and number fields ignore it too), and a version that says which format wrote it.
// Anything else refuses the whole link with a problem the page words for the reader.
import { echo } from '@/components/ui/echo';
import type { PhysicsProblem } from '@/physics';

export { echo };

/** The format links are written in. A link without `v` is the first format (before versions),
 *  which this one still reads the same way; a link from a later format is refused, not guessed. */
export const LINK_VERSION = 1;

/** What a value must be, for the notice to say. */
export type Allowed =
  | { kind: 'number' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'range'; min: number; max: number; whole?: boolean }
  | { kind: 'list'; options: readonly string[]; min: number; max: number }
  | { kind: 'balls'; max: number }
  | { kind: 'ball' };

export type LinkProblem =
  | { kind: 'unknown'; key: string }
  | { kind: 'repeated'; key: string }
  | { kind: 'duplicate'; key: string; value: string }
  | { kind: 'invalid'; key: string; value: string; allowed: Allowed }
  | { kind: 'noBall'; key: string; last: number }
  | { kind: 'version'; value: string }
  | { kind: 'physics'; problem: PhysicsProblem };

export class Refused extends Error {
  constructor(readonly problem: LinkProblem) {
    super(problem.kind);
  }
}

export function invalid(key: string, value: string, allowed: Allowed): Refused {
  return new Refused({ kind: 'invalid', key: echo(key), value: echo(value), allowed });
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Text to number, refusing anything that is not plainly one (so "1e999", "0x10", "" fail). */
export function toNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const value = Number(text) + 0; // + 0 turns -0 into 0
  return Number.isFinite(value) ? value : undefined;
}

export function readNumber(key: string, text: string, allowed: Allowed & { kind: 'range' }): number {
  const value = toNumber(text);
  const fits =
    value !== undefined &&
    value >= allowed.min &&
    value <= allowed.max &&
    (!allowed.whole || Number.isInteger(value));
  if (!fits) throw invalid(key, text, allowed);
  return value;
}

export function readChoice<T extends string>(key: string, text: string, options: readonly T[]): T {
  if (!options.includes(text as T)) throw invalid(key, text, { kind: 'choice', options });
  return text as T;
}

/**
 * The query's keys and trimmed values, after the checks every link shares. `known` says which keys
 * the page reads; `v` is always known and is checked here.
 */
export function readQuery(search: string, known: (key: string) => boolean): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (entries.has(key)) throw new Refused({ kind: 'repeated', key: echo(key) });
    if (key !== 'v' && !known(key)) throw new Refused({ kind: 'unknown', key: echo(key) });
    entries.set(key, value.trim());
  }
  const version = entries.get('v');
  if (version !== undefined) {
    const n = toNumber(version);
    if (n !== undefined && Number.isInteger(n) && n > LINK_VERSION)
      throw new Refused({ kind: 'version', value: echo(version) });
    if (n !== LINK_VERSION) throw invalid('v', version, { kind: 'range', min: 1, max: 1, whole: true });
    entries.delete('v');
  }
  return entries;
}

/** A query string from key–value pairs in order, with the version first when there is anything
 *  to say. Commas and semicolons stay readable: they are allowed in a query and common in ours. */
export function writeQuery(pairs: [string, string][]): string {
  if (pairs.length === 0) return '';
  const all: [string, string][] = [['v', String(LINK_VERSION)], ...pairs];
  return all
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',').replace(/%3B/g, ';')}`)
    .join('&');
}
