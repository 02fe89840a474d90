// The list My set-ups keep in the browser, as pure functions over its text (storage.ts does the
// reading and writing). Unlike an imported file, which is taken whole or refused whole, a stored list
// is read entry by entry: an entry this version cannot open (a newer site's link, a hand edit) is
// kept exactly where and as it was, and every change below carries it over. Valid entries keep their
// stored value too, so fields a newer site may add survive an older site's rename.
import {
  checkName,
  FILE_FORMAT,
  FILE_VERSION,
  type FileProblem,
  freeName,
  mergeSetups,
  type NameProblem,
  readEntry,
  readListShape,
  type Setup,
  type SetupPage,
} from './store';

export interface StoredEntry {
  /** The value as stored, written back unchanged unless this entry is renamed. */
  raw: unknown;
  /** null: kept aside, unread (its problem says why). */
  setup: Setup | null;
  problem: FileProblem | null;
}

export interface StoredList {
  /** The list's other top-level fields, written back as they were. */
  base: Record<string, unknown>;
  entries: StoredEntry[];
}

export const EMPTY_LIST: StoredList = { base: {}, entries: [] };

/** The list in a stored text (null: nothing stored yet), or why the whole text is unreadable. */
export function readStoredList(
  text: string | null,
): { ok: true; list: StoredList } | { ok: false; problem: FileProblem } {
  if (text === null) return { ok: true, list: EMPTY_LIST };
  const shape = readListShape(text);
  if (!shape.ok) return shape;
  const { format: _f, version: _v, setups: _s, ...base } = shape.data;
  const entries = shape.entries.map((raw, i): StoredEntry => {
    const read = readEntry(raw, i + 1);
    return 'kind' in read ? { raw, setup: null, problem: read } : { raw, setup: read, problem: null };
  });
  return { ok: true, list: { base, entries } };
}

export function writeStoredList(list: StoredList): string {
  const setups = list.entries.map((e) => e.raw);
  return JSON.stringify({ ...list.base, format: FILE_FORMAT, version: FILE_VERSION, setups }, null, 2);
}

export const setupsOf = (list: StoredList): Setup[] =>
  list.entries.flatMap((e) => (e.setup ? [e.setup] : []));

/** The kept-aside entries' problems, numbered by their place in the stored list. */
export const keptOf = (list: StoredList): FileProblem[] =>
  list.entries.flatMap((e) => (e.problem ? [e.problem] : []));

const same = (a: Setup, b: Setup) => a.name === b.name && a.page === b.page && a.query === b.query;

/** Every name in the list, the kept entries' too, so a newer site never finds two of one name. */
function namesOf(list: StoredList, except?: number): string[] {
  return list.entries.flatMap((e, i) => {
    if (i === except) return [];
    if (e.setup) return [e.setup.name];
    const name = (e.raw as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? [name.trim()] : [];
  });
}

const entryOf = (setup: Setup): StoredEntry => ({ raw: { ...setup }, setup, problem: null });

/** Re-reads the numbers of kept entries after a change moved them. */
function renumber(entries: StoredEntry[]): StoredList['entries'] {
  return entries.map((e, i) =>
    e.problem && 'n' in e.problem ? { ...e, problem: { ...e.problem, n: i + 1 } } : e,
  );
}

export type Change<T = object> =
  | ({ ok: true; list: StoredList } & T)
  | { ok: false; problem: NameProblem | { kind: 'gone'; name: string } };

export function addSetup(
  list: StoredList,
  text: string,
  page: SetupPage,
  query: string,
): Change<{ name: string }> {
  const checked = checkName(text, namesOf(list));
  if (!checked.ok) return checked;
  const setup = { name: checked.name, page, query };
  return { ok: true, name: setup.name, list: { ...list, entries: [...list.entries, entryOf(setup)] } };
}

/** `from` as the reader saw it; if another tab has since changed or deleted it, it is `gone`. */
export function renameSetup(list: StoredList, from: Setup, text: string): Change<{ name: string }> {
  const at = list.entries.findIndex((e) => e.setup && same(e.setup, from));
  const entry = list.entries[at];
  if (!entry) return { ok: false, problem: { kind: 'gone', name: from.name } };
  const checked = checkName(text, namesOf(list, at));
  if (!checked.ok) return checked;
  const setup = { ...from, name: checked.name };
  const raw = { ...(entry.raw as object), name: checked.name };
  const entries = list.entries.map((e, i) => (i === at ? { raw, setup, problem: null } : e));
  return { ok: true, name: setup.name, list: { ...list, entries } };
}

/** What Undo needs to put a deleted set-up back: its stored value and where it stood. */
export interface Removed {
  entry: StoredEntry;
  index: number;
}

export function removeSetup(list: StoredList, setup: Setup): Change<{ removed: Removed }> {
  const index = list.entries.findIndex((e) => e.setup && same(e.setup, setup));
  const entry = list.entries[index];
  if (!entry) return { ok: false, problem: { kind: 'gone', name: setup.name } };
  const entries = renumber(list.entries.filter((_, i) => i !== index));
  return { ok: true, list: { ...list, entries }, removed: { entry, index } };
}

/**
 * Undo: the set-up back where it stood (or last, if the list is now shorter). If another tab has
 * saved its name since, it comes back under a free name; if it is already back, nothing changes.
 */
export function restoreSetup(list: StoredList, removed: Removed): Change<{ name: string }> {
  const setup = removed.entry.setup;
  if (!setup) return { ok: false, problem: { kind: 'gone', name: '' } };
  if (list.entries.some((e) => e.setup && same(e.setup, setup))) return { ok: true, list, name: setup.name };
  const name = freeName(setup.name, new Set(namesOf(list)));
  const entry = { raw: { ...(removed.entry.raw as object), name }, setup: { ...setup, name }, problem: null };
  const entries = [...list.entries];
  entries.splice(Math.min(removed.index, entries.length), 0, entry);
  return { ok: true, name, list: { ...list, entries: renumber(entries) } };
}

/** A file's set-ups added after the list (mergeSetups' rules), kept entries staying where they were. */
export function importIntoList(
  list: StoredList,
  incoming: readonly Setup[],
): { ok: true; list: StoredList; added: number } | { ok: false; problem: FileProblem } {
  const saved = setupsOf(list);
  const keptNames = namesOf({ ...list, entries: list.entries.filter((e) => !e.setup) });
  const merged = mergeSetups(saved, incoming, keptNames);
  if (!merged.ok) return merged;
  const added = merged.setups.slice(saved.length).map(entryOf);
  return { ok: true, added: merged.added, list: { ...list, entries: [...list.entries, ...added] } };
}
