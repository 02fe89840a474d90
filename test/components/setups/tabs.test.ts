// Issue 34, item 4: My set-ups never lose work. Two tabs (two stores over one shared Storage) save,
// rename, delete and undo in any order, each acting on the list it last showed (which may be stale:
// the `storage` event reaches it when the test says), while entries and whole lists this version
// cannot read are put into storage behind their backs. Whatever the order, every set-up the reader
// saved and did not delete is still stored, nothing deleted comes back unasked, every unreadable
// entry and list is still stored as it was, and each is named in the view.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY, SetupStore } from '@/components/setups/storage';
import { FILE_FORMAT, type Setup, type SetupPage } from '@/components/setups/store';
import type { Removed } from '@/components/setups/storedList';
import { MemoryStorage } from './memoryStorage';

/** What a test needs of a tab: the page's controls, and the list it shows. */
interface Tab {
  shown: Setup[];
  save(name: string, page: SetupPage, query: string): boolean;
  rename(from: Setup, name: string): string | null;
  remove(setup: Setup): Removed | null;
  /** The name it came back under, or null. */
  undo(removed: Removed): string | null;
  /** The `storage` event reaching this tab. */
  refresh(): void;
}

function storeTab(storage: MemoryStorage): Tab {
  const store = new SetupStore(storage);
  const tab: Tab = {
    shown: store.view().setups,
    save(name, page, query) {
      const done = store.save(name, page, query);
      if (done.ok) tab.shown = done.view.setups;
      return done.ok;
    },
    rename(from, name) {
      const done = store.rename(from, name);
      if (done.ok) tab.shown = done.view.setups;
      return done.ok ? done.name : null;
    },
    remove(setup) {
      const done = store.remove(setup);
      if (done.ok) tab.shown = done.view.setups;
      return done.ok ? done.removed : null;
    },
    undo(removed) {
      const done = store.restore(removed);
      if (done.ok) tab.shown = done.view.setups;
      return done.ok ? done.name : null;
    },
    refresh() {
      tab.shown = store.view().setups;
    },
  };
  return tab;
}

const makeTab = storeTab;

/** Entries a newer site or a hand edit may leave in the list. */
const BAD_ENTRIES: unknown[] = [
  null,
  'v=1&seed=3',
  { name: 'Broken', page: 'playground', query: 'seed=-1' },
  { name: 'Future', page: 'playground', query: 'v=2&spin=3' },
  { name: 'Lesson', page: 'lessons', query: '' },
  { name: '', page: 'compare', query: '' },
];

const tabIndex = fc.constantFrom(0, 1);
const pick = fc.nat(20);
const op = fc.oneof(
  fc.record({
    kind: fc.constant('save' as const),
    tab: tabIndex,
    name: fc.constantFrom('A', 'B', 'C', 'A (2)', 'Broken'),
    page: fc.constantFrom<SetupPage>('playground', 'compare'),
    query: fc.constantFrom('', 'v=1&seed=5', 'v=1&scenario=one-axis'),
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    tab: tabIndex,
    pick,
    name: fc.constantFrom('A', 'D', 'E'),
  }),
  fc.record({ kind: fc.constant('remove' as const), tab: tabIndex, pick }),
  fc.record({ kind: fc.constant('undo' as const), tab: tabIndex, pick }),
  fc.record({ kind: fc.constant('refresh' as const), tab: tabIndex }),
  fc.record({ kind: fc.constant('badEntry' as const), bad: fc.constantFrom(...BAD_ENTRIES), at: pick }),
  fc.record({ kind: fc.constant('badList' as const), version: fc.constantFrom(2, 'two') }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const key = (s: Setup) => JSON.stringify([s.name, s.page, s.query]);
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every entry of every list stored under any key (a list kept aside included). */
function storedEntries(storage: MemoryStorage): unknown[] {
  return storage.values().flatMap((text) => {
    try {
      const data = JSON.parse(text);
      return Array.isArray(data?.setups) ? data.setups : [];
    } catch {
      return [];
    }
  });
}

function run(ops: Op[]) {
  const storage = new MemoryStorage();
  const tabs = [makeTab(storage), makeTab(storage)];
  const undos: [Removed[], Removed[]] = [[], []];
  /** The set-ups the reader saved and did not delete, by what they are. */
  const expected = new Map<string, Setup>();
  const badEntries: unknown[] = [];
  const badLists: string[] = [];
  for (const o of ops) {
    if (o.kind === 'badEntry' || o.kind === 'badList') {
      const text = storage.getItem(KEY);
      let data: { setups: unknown[] } = { format: FILE_FORMAT, version: 1, setups: [] } as never;
      try {
        if (text !== null) data = JSON.parse(text);
      } catch {}
      // only a list this version reads is edited: replacing an unreadable one would be the test's loss
      if (text !== null && (JSON.parse(text) as { version: unknown }).version !== 1) continue;
      if (o.kind === 'badEntry') {
        data.setups.splice(o.at % (data.setups.length + 1), 0, o.bad);
        badEntries.push(o.bad);
        storage.setItem(KEY, JSON.stringify(data));
      } else {
        // a newer site's list, holding what was saved: those set-ups are now its to keep
        const whole = JSON.stringify({ ...data, version: o.version, note: badLists.length });
        badLists.push(whole);
        expected.clear();
        badEntries.length = 0;
        storage.setItem(KEY, whole);
      }
      continue;
    }
    const tab = tabs[o.tab] as Tab;
    const mine = undos[o.tab];
    const chosen = 'pick' in o ? tab.shown[o.pick % Math.max(1, tab.shown.length)] : undefined;
    if (o.kind === 'save') {
      if (tab.save(o.name, o.page, o.query)) expected.set(key(o), { ...o });
    } else if (o.kind === 'rename' && chosen) {
      const name = tab.rename(chosen, o.name);
      if (name !== null) {
        expected.delete(key(chosen));
        expected.set(key({ ...chosen, name }), { ...chosen, name });
      }
    } else if (o.kind === 'remove' && chosen) {
      const removed = tab.remove(chosen);
      if (removed) {
        expected.delete(key(chosen));
        mine.push(removed);
      }
    } else if (o.kind === 'undo' && mine.length > 0) {
      const removed = mine.splice(o.pick % mine.length, 1)[0] as Removed;
      const setup = removed.entry.setup as Setup;
      const name = tab.undo(removed);
      if (name !== null) expected.set(key({ ...setup, name }), { ...setup, name });
    } else if (o.kind === 'refresh') tab.refresh();

    // after every step, read by a third, fresh tab
    const view = new SetupStore(storage).view();
    const stored = new Set(view.setups.map(key));
    const lost = [...expected.keys()].filter((k) => !stored.has(k));
    expect(lost, 'saved set-ups lost').toEqual([]);
    expect([...stored].sort(), 'set-ups back unasked').toEqual([...expected.keys()].sort());
    const entries = storedEntries(storage);
    for (const bad of new Set(badEntries.map((b) => JSON.stringify(b)))) {
      const wanted = badEntries.filter((b) => JSON.stringify(b) === bad).length;
      expect(entries.filter((e) => equal(e, JSON.parse(bad))).length, `kept ${bad}`).toBeGreaterThanOrEqual(
        wanted,
      );
    }
    for (const whole of badLists) expect(storage.values(), 'a list kept as it was').toContain(whole);
    expect(view.keptEntries).toHaveLength(badEntries.length);
    expect(view.keptLists).toHaveLength(badLists.length);
  }
}

describe('two tabs', () => {
  it('never lose a saved set-up, nor an entry or list they cannot read, in any order', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => run(ops)),
      { numRuns: 300 },
    );
  });

  it('the tester’s case: a save in each tab keeps both', () => {
    run([
      { kind: 'save', tab: 0, name: 'A', page: 'playground', query: '' },
      { kind: 'save', tab: 1, name: 'B', page: 'compare', query: '' },
    ]);
  });
});
