// My set-ups: named links of /playground and /compare kept in the browser, and the file they are
// exported to. Pure functions (the component keeps them in localStorage): names are checked, a file is
// read whole and refused whole, naming every problem, and each entry's query is read by the same
// parser as the link it is (linkState.ts, compareLink.ts), so nothing saved can fail to open.

import { decodeCompare } from '@/components/share/compareLink';
import { decodePlayground, type LinkProblem } from '@/components/share/linkState';
import { echo } from '@/components/ui/echo';

export const SETUP_PAGES = ['playground', 'compare'] as const;
export type SetupPage = (typeof SETUP_PAGES)[number];

export interface Setup {
  name: string;
  page: SetupPage;
  /** The set-up's link query, as the page writes it (no leading '?'). */
  query: string;
}

export const NAME_MAX = 60;
/** More than a teacher keeps for a course, few enough for localStorage's few megabytes. */
export const SETUPS_MAX = 500;
/** What marks a file as ours; FILE_VERSION is the format it is written in. */
export const FILE_FORMAT = 'billiard-physics-setups';
export const FILE_VERSION = 1;

export type NameProblem =
  | { kind: 'nameEmpty' }
  | { kind: 'nameTooLong'; length: number }
  | { kind: 'nameTaken'; name: string };

export type FileProblem =
  | { kind: 'json' }
  | { kind: 'foreign' }
  | { kind: 'version'; value: string }
  | { kind: 'list' }
  | { kind: 'tooMany'; count: number }
  | { kind: 'entry'; n: number }
  | { kind: 'name'; n: number }
  | { kind: 'page'; n: number; value: string }
  | { kind: 'query'; n: number; name: string; problem: LinkProblem };

/** A name as kept (trimmed), or why it cannot be; `others` are the names it must not repeat. */
export function checkName(
  text: string,
  others: readonly string[],
): { ok: true; name: string } | { ok: false; problem: NameProblem } {
  const name = text.trim();
  if (name.length === 0) return { ok: false, problem: { kind: 'nameEmpty' } };
  const length = [...name].length;
  if (length > NAME_MAX) return { ok: false, problem: { kind: 'nameTooLong', length } };
  if (others.includes(name)) return { ok: false, problem: { kind: 'nameTaken', name } };
  return { ok: true, name };
}

/** The first problem of a query on its page, by the link's own parser (null: it opens as saved). */
export function queryProblem(page: SetupPage, query: string): LinkProblem | null {
  const decoded = page === 'playground' ? decodePlayground(query) : decodeCompare(query);
  return decoded.problem;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry of a file, or its problems (n counts from 1, as a reader would). */
export function readEntry(value: unknown, n: number): Setup | FileProblem {
  if (!isRecord(value) || typeof value.page !== 'string' || typeof value.query !== 'string')
    return { kind: 'entry', n };
  const { page, query } = value;
  const name = typeof value.name === 'string' ? checkName(value.name, []) : null;
  if (!name?.ok) return { kind: 'name', n };
  if (!(SETUP_PAGES as readonly string[]).includes(page)) return { kind: 'page', n, value: echo(page) };
  const problem = queryProblem(page as SetupPage, query);
  if (problem) return { kind: 'query', n, name: name.name, problem };
  return { name: name.name, page: page as SetupPage, query };
}

/**
 * A list's outside (ours, this version, a list under `setups`) without reading its entries, or the one
 * problem that makes it unreadable. The file import and the stored list (storedList.ts) share it.
 */
export function readListShape(
  text: string,
): { ok: true; data: Record<string, unknown>; entries: unknown[] } | { ok: false; problem: FileProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'json' } };
  }
  if (!isRecord(data) || data.format !== FILE_FORMAT) return { ok: false, problem: { kind: 'foreign' } };
  if (data.version !== FILE_VERSION) {
    const newer = typeof data.version === 'number' && data.version > FILE_VERSION;
    return {
      ok: false,
      problem: newer ? { kind: 'version', value: String(data.version) } : { kind: 'foreign' },
    };
  }
  if (!Array.isArray(data.setups)) return { ok: false, problem: { kind: 'list' } };
  return { ok: true, data, entries: data.setups };
}

/** A file's set-ups, or every problem that refuses it: a file is taken whole or not at all. */
export function parseSetups(
  text: string,
): { ok: true; setups: Setup[] } | { ok: false; problems: FileProblem[] } {
  const shape = readListShape(text);
  if (!shape.ok) return { ok: false, problems: [shape.problem] };
  if (shape.entries.length > SETUPS_MAX)
    return { ok: false, problems: [{ kind: 'tooMany', count: shape.entries.length }] };
  const read = shape.entries.map((entry, i) => readEntry(entry, i + 1));
  const problems = read.filter((entry): entry is FileProblem => 'kind' in entry);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, setups: read as Setup[] };
}

/** The file of a list of set-ups (what Export writes, and localStorage keeps). */
export function writeSetups(setups: readonly Setup[]): string {
  return JSON.stringify(
    {
      format: FILE_FORMAT,
      version: FILE_VERSION,
      setups: setups.map(({ name, page, query }) => ({ name, page, query })),
    },
    null,
    2,
  );
}

/** A name not among `taken`: the name itself, or it with (2), (3)… within NAME_MAX characters. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let k = 2; ; k++) {
    const candidate = numberedName(name, k);
    if (!taken.has(candidate)) return candidate;
  }
}

/** `name (k)`, the name cut to leave room for the number within NAME_MAX characters. */
function numberedName(name: string, k: number): string {
  const suffix = ` (${k})`;
  return `${[...name]
    .slice(0, NAME_MAX - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}

/** Whether `saved` is `name`, or a name freeName made of it ("call (2)" for "call"). */
function sameName(saved: string, name: string): boolean {
  const numbered = /^.* \((\d+)\)$/.exec(saved);
  return saved === name || (numbered !== null && saved === numberedName(name, Number(numbered[1])));
}

/**
 * The saved list with a file's set-ups added after it: every saved entry stays as it was; an imported
 * one already saved (same page and link, under its name or the free name an earlier import gave it)
 * is not added twice, and one whose name is taken by another set-up is added under a free name. `added` counts what was new. Over SETUPS_MAX, refused.
 */
export function mergeSetups(
  saved: readonly Setup[],
  incoming: readonly Setup[],
  /** Names held by stored entries this version cannot read (storedList.ts): never given again. */
  alsoTaken: readonly string[] = [],
): { ok: true; setups: Setup[]; added: number } | { ok: false; problem: FileProblem } {
  const setups = [...saved];
  const taken = new Set([...saved.map((s) => s.name), ...alsoTaken]);
  let added = 0;
  for (const entry of incoming) {
    const same = setups.some(
      (s) => sameName(s.name, entry.name) && s.page === entry.page && s.query === entry.query,
    );
    if (same) continue;
    const name = freeName(entry.name, taken);
    taken.add(name);
    setups.push({ ...entry, name });
    added += 1;
  }
  const count = setups.length + alsoTaken.length;
  if (count > SETUPS_MAX) return { ok: false, problem: { kind: 'tooMany', count } };
  return { ok: true, setups, added };
}
