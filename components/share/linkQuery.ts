// Reading a shared link's query, strictly and the same way for every page: each key at most once,
// only known keys, surrounding whitespace ignored (a link pasted from a chat often ends in a space
// or a newline, and number fields ignore it too), and a version that says which format wrote it.
// Anything else refuses the whole link with a problem the page words for the reader.
import { PRESENT_PARAM } from '@/components/presenter/presenterUrl';
import { echo } from '@/components/ui/echo';
import { readNumberText } from '@/components/ui/parseNumber';
import { PhysicsInputError, type PhysicsProblem } from '@/physics';

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
  /** A list of numbers in a range (/compare's values of e). */
  | { kind: 'numbers'; min: number; max: number; count: { min: number; max: number } }
  | { kind: 'balls'; max: number }
  | { kind: 'ball' };

export type LinkProblem =
  | { kind: 'unknown'; key: string }
  | { kind: 'repeated'; key: string }
  | { kind: 'duplicate'; key: string; value: string }
  | { kind: 'invalid'; key: string; value: string; allowed: Allowed }
  | { kind: 'noBall'; key: string; last: number }
  | { kind: 'version'; value: string }
  /** A number written that is not 0 but underflows to 0 (1e-400): refused, not run as 0. */
  | { kind: 'tooSmall'; key: string; value: string }
  /** A number written that overflows to Infinity (1e309), with what the field takes instead. */
  | { kind: 'tooBig'; key: string; value: string; allowed: Allowed }
  /** Two keys that each say the same thing (/compare's strategies beside vary or values): `key` is
   *  the one that cannot stand beside `other`. */
  | { kind: 'conflict'; key: string; other: string }
  | { kind: 'physics'; problem: PhysicsProblem };

export class Refused extends Error {
  constructor(readonly problem: LinkProblem) {
    super(problem.kind);
  }
}

export function invalid(key: string, value: string, allowed: Allowed): Refused {
  return new Refused({ kind: 'invalid', key: echo(key), value: echo(value), allowed });
}

/** Text to number by the number fields' own reading (parseNumber.ts: U+2212 minus included),
 *  refusing anything that is not plainly one (so "1e999", "0x10", "" fail). */
export function toNumber(text: string): number | undefined {
  const read = readNumberText(text);
  return read.ok ? read.value : undefined;
}

/** A number of a link, or the reason it is refused: an underflow or an overflow is named as such,
 *  not as "not a number" (it is one, too small or too large to hold). An overflow names what the
 *  field takes (`limits`, when the caller knows a range that `allowed` does not say). */
export function numberOf(key: string, text: string, allowed: Allowed, limits: Allowed = allowed): number {
  const read = readNumberText(text);
  if (read.ok) return read.value;
  if (read.error === 'tooSmall') throw new Refused({ kind: 'tooSmall', key: echo(key), value: echo(text) });
  if (read.error === 'tooBig')
    throw new Refused({ kind: 'tooBig', key: echo(key), value: echo(text), allowed: limits });
  throw invalid(key, text, allowed);
}

export function readNumber(key: string, text: string, allowed: Allowed & { kind: 'range' }): number {
  const value = numberOf(key, text, allowed);
  const fits = value >= allowed.min && value <= allowed.max && (!allowed.whole || Number.isInteger(value));
  if (!fits) throw invalid(key, text, allowed);
  return value;
}

export function readChoice<T extends string>(key: string, text: string, options: readonly T[]): T {
  if (!options.includes(text as T)) throw invalid(key, text, { kind: 'choice', options });
  return text as T;
}

/** Where a link's problems are gathered, so the notice names every one, not only the first. */
export class Problems {
  readonly list: LinkProblem[] = [];

  /** Runs `read`; a refusal is noted and gives undefined, so the next key is still read. */
  attempt<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (error) {
      if (error instanceof Refused) this.list.push(error.problem);
      else if (error instanceof PhysicsInputError)
        this.list.push({ kind: 'physics', problem: error.problem });
      else throw error;
      return undefined;
    }
  }
}

/**
 * The query's keys and trimmed values, after the checks every link shares. `known` says which keys
 * the page reads; `v` is always known and is checked here. A key repeated or unknown is noted in
 * `problems` and left out; the other keys are still read.
 */
export function readQuery(
  search: string,
  known: (key: string) => boolean,
  problems: Problems,
): Map<string, string> {
  const entries = new Map<string, string>();
  const repeated = new Set<string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (entries.has(key) || repeated.has(key)) {
      if (!repeated.has(key)) problems.list.push({ kind: 'repeated', key: echo(key) });
      repeated.add(key);
      entries.delete(key);
    } else if (key === PRESENT_PARAM) {
      // the page's view (presenterUrl.ts), not the set-up: any link may carry it
    } else if (key !== 'v' && !known(key)) problems.list.push({ kind: 'unknown', key: echo(key) });
    else entries.set(key, value.trim());
  }
  const version = entries.get('v');
  if (version !== undefined) {
    entries.delete('v');
    problems.attempt(() => {
      const n = toNumber(version);
      if (n !== undefined && Number.isInteger(n) && n > LINK_VERSION)
        throw new Refused({ kind: 'version', value: echo(version) });
      if (n !== LINK_VERSION) throw invalid('v', version, { kind: 'range', min: 1, max: 1, whole: true });
    });
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
