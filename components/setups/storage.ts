// Where My set-ups live: one localStorage entry in the export file's own format. Every change reads
// storage again just before it writes (read, change, write in one synchronous turn), so a change made
// in another tab since this one last looked is kept, not overwritten; the `storage` event tells this
// tab to show the other's changes. A whole list this version cannot read (a newer site's format, a
// damaged text) is first copied as it is to a key of its own, and stays there, before a new list is
// written. No React here: test/components/setups/ drives two stores over one fake Storage.
import type { FileProblem, Setup, SetupPage } from './store';
import {
  addSetup,
  type Change,
  EMPTY_LIST,
  importIntoList,
  keptOf,
  type Removed,
  readStoredList,
  removeSetup,
  renameSetup,
  restoreSetup,
  type StoredList,
  setupsOf,
  writeStoredList,
} from './storedList';

export const KEY = 'billiard-physics:setups';
/** Whole lists kept aside: KEPT_PREFIX + 1, 2, … (never removed by this site). */
export const KEPT_PREFIX = 'billiard-physics:setups:kept-aside:';

export interface SetupsView {
  setups: Setup[];
  /** Entries of the list this version cannot open, kept in place. */
  keptEntries: FileProblem[];
  /** Whole stored lists this version cannot read, kept as they were (the main one until a save moves it). */
  keptLists: FileProblem[];
}

/** Why a change was not made: a name's problem, a set-up another tab changed, an import's problem. */
type Problem = Extract<Change, { ok: false }>['problem'] | FileProblem;
export type StoreProblem = Problem | { kind: 'storage' };

export type StoreResult<T = object> =
  | ({ ok: true; view: SetupsView } & T)
  | { ok: false; problem: StoreProblem };

/** The keys of whole lists kept aside, in the order they were kept. */
function keptKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(KEPT_PREFIX)) keys.push(key);
  }
  return keys.sort((a, b) => Number(a.slice(KEPT_PREFIX.length)) - Number(b.slice(KEPT_PREFIX.length)));
}

/** Whether a storage event may change what the panel shows (null: another tab cleared all storage). */
export const isSetupsKey = (key: string | null) => key === null || key === KEY || key.startsWith(KEPT_PREFIX);

export class SetupStore {
  /** null: a browser without storage (or one that refuses it) keeps nothing and shows nothing. */
  constructor(private readonly storage: Storage | null) {}

  view(): SetupsView {
    try {
      return this.viewOf(this.read());
    } catch {
      return { setups: [], keptEntries: [], keptLists: [] };
    }
  }

  save(name: string, page: SetupPage, query: string): StoreResult<{ name: string }> {
    return this.change((list) => addSetup(list, name, page, query));
  }

  rename(from: Setup, name: string): StoreResult<{ name: string }> {
    return this.change((list) => renameSetup(list, from, name));
  }

  remove(setup: Setup): StoreResult<{ removed: Removed }> {
    return this.change((list) => removeSetup(list, setup));
  }

  restore(removed: Removed): StoreResult<{ name: string }> {
    return this.change((list) => restoreSetup(list, removed));
  }

  import(setups: readonly Setup[]): StoreResult<{ added: number }> {
    return this.change((list) => importIntoList(list, setups));
  }

  /** The main text and what it reads as (an unreadable one as an empty list plus its problem). */
  private read() {
    if (!this.storage) throw new Error('no storage');
    const text = this.storage.getItem(KEY);
    const read = readStoredList(text);
    return read.ok
      ? { text, list: read.list, unreadable: null }
      : { text, list: EMPTY_LIST, unreadable: read.problem };
  }

  private viewOf({ text, list, unreadable }: ReturnType<SetupStore['read']>): SetupsView {
    const storage = this.storage as Storage;
    const texts = keptKeys(storage).map((key) => storage.getItem(key));
    const aside = texts.map((kept) => {
      const read = readStoredList(kept);
      // a readable list found there was still kept aside once, and is named like any other
      return read.ok ? ({ kind: 'foreign' } as const) : read.problem;
    });
    return {
      setups: setupsOf(list),
      keptEntries: keptOf(list),
      // the main text already copied aside (its new list refused by a full storage) is named once
      keptLists: unreadable && !texts.includes(text) ? [...aside, unreadable] : aside,
    };
  }

  private change<T extends object>(
    op: (list: StoredList) => ({ ok: true; list: StoredList } & T) | { ok: false; problem: Problem },
  ): StoreResult<T> {
    try {
      const read = this.read();
      const changed = op(read.list);
      if (!changed.ok) return changed;
      if (read.unreadable && read.text !== null) this.keepAside(read.text);
      (this.storage as Storage).setItem(KEY, writeStoredList(changed.list));
      const { list: _l, ok: _o, ...rest } = changed;
      return { ok: true, view: this.viewOf(this.read()), ...(rest as T) };
    } catch {
      // storage full or turned off: whatever was stored is as it was (keepAside writes first, and
      // a refused setItem changes nothing)
      return { ok: false, problem: { kind: 'storage' } };
    }
  }

  /** Copies an unreadable list to a key of its own, once (a second tab finds its copy there). */
  private keepAside(text: string) {
    const storage = this.storage as Storage;
    const keys = keptKeys(storage);
    if (keys.some((key) => storage.getItem(key) === text)) return;
    const numbers = keys.map((key) => Number(key.slice(KEPT_PREFIX.length))).filter(Number.isFinite);
    storage.setItem(`${KEPT_PREFIX}${Math.max(0, ...numbers) + 1}`, text);
  }
}

/** The browser's localStorage, or null where reading it throws (storage turned off). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
