// The stored list on hand-written cases: a whole list this version cannot read (a newer site's
// format 2) and one bad entry among good ones. Each is named, kept as it was, and kept through the
// next save, rename, delete, undo and import.
import { describe, expect, it } from 'vitest';
import { fileProblemText } from '@/components/setups/setupText';
import { KEPT_PREFIX, KEY, SetupStore } from '@/components/setups/storage';
import { FILE_FORMAT } from '@/components/setups/store';
import { readStoredList, writeStoredList } from '@/components/setups/storedList';
import { en } from '@/content/messages/en';
import { MemoryStorage } from './memoryStorage';

const good = (name: string, query = 'v=1&seed=5') => ({ name, page: 'playground' as const, query });
const broken = { name: 'Broken', page: 'playground', query: 'seed=-1', note: 'from a hand edit' };
const listOf = (setups: unknown[], version: unknown = 1) =>
  JSON.stringify({ format: FILE_FORMAT, version, setups });

function storeWith(text: string) {
  const storage = new MemoryStorage();
  storage.setItem(KEY, text);
  return { storage, store: new SetupStore(storage) };
}

describe('one bad entry among good ones', () => {
  const text = listOf([good('First'), broken, good('Last')]);

  it('shows the good ones and names the bad one by its place and name', () => {
    const view = storeWith(text).store.view();
    expect(view.setups.map((s) => s.name)).toEqual(['First', 'Last']);
    expect(view.keptLists).toEqual([]);
    expect(view.keptEntries.map((p) => fileProblemText(en, p))).toEqual([
      'set-up 2 (“Broken”): “seed” is “-1”, but it must be a whole number from 0 to 2,147,483,647.',
    ]);
  });

  it('keeps it, as it was and where it was, through every change', () => {
    const { storage, store } = storeWith(text);
    expect(store.save('New', 'compare', '').ok).toBe(true);
    const first = store.view().setups[0];
    if (!first) throw new Error('First is shown');
    expect(store.rename(first, 'First, renamed').ok).toBe(true);
    const removed = store.remove({ ...first, name: 'First, renamed' });
    if (!removed.ok) throw new Error('removed');
    // First gone: Broken is now the first entry, and is named so
    expect(removed.view.keptEntries).toMatchObject([{ kind: 'query', n: 1, name: 'Broken' }]);
    expect(store.restore(removed.removed).ok).toBe(true);
    expect(store.import([good('Imported', '')]).ok).toBe(true);
    const stored = JSON.parse(storage.getItem(KEY) ?? '');
    expect(stored.setups).toEqual([
      { ...good('First'), name: 'First, renamed' },
      broken,
      good('Last'),
      { name: 'New', page: 'compare', query: '' },
      good('Imported', ''),
    ]);
  });

  it('takes its name as taken, so a newer site never finds two of one name', () => {
    const done = storeWith(text).store.save('Broken', 'playground', '');
    expect(done).toEqual({ ok: false, problem: { kind: 'nameTaken', name: 'Broken' } });
  });

  it('writes back what it read, the fields it does not know included', () => {
    const withExtra = JSON.stringify({ format: FILE_FORMAT, version: 1, owner: 'Ms Li', setups: [broken] });
    const read = readStoredList(withExtra);
    if (!read.ok) throw new Error('readable');
    expect(JSON.parse(writeStoredList(read.list))).toEqual(JSON.parse(withExtra));
  });
});

describe('a whole list in a newer format (version 2)', () => {
  const text = listOf([good('From the new site')], 2);

  it('is named as a whole list kept aside, never as "nothing saved"', () => {
    const view = storeWith(text).store.view();
    expect(view).toEqual({ setups: [], keptEntries: [], keptLists: [{ kind: 'version', value: '2' }] });
  });

  it('is copied aside as it was before a save writes a new list, once, and kept after', () => {
    const { storage, store } = storeWith(text);
    const saved = store.save('Mine', 'playground', '');
    if (!saved.ok) throw new Error('saved');
    expect(saved.view.setups.map((s) => s.name)).toEqual(['Mine']);
    expect(saved.view.keptLists).toEqual([{ kind: 'version', value: '2' }]);
    expect(storage.getItem(`${KEPT_PREFIX}1`)).toBe(text);
    // the next save finds a readable list, and copies nothing
    store.save('Mine too', 'compare', '');
    expect(storage.values().filter((v) => v === text)).toHaveLength(1);
    // and the same text stored again by the newer site is moved aside only once
    storage.setItem(KEY, text);
    store.save('Third', 'playground', '');
    expect(storage.values().filter((v) => v === text)).toHaveLength(1);
    expect(JSON.parse(storage.getItem(KEY) ?? '').setups.map((s: { name: string }) => s.name)).toEqual([
      'Third',
    ]);
  });

  it('text that is not JSON at all is kept aside too', () => {
    const { storage, store } = storeWith('{"format": "billiard-physics-setups", "setu');
    expect(store.view().keptLists).toEqual([{ kind: 'json' }]);
    store.save('Mine', 'playground', '');
    expect(storage.getItem(`${KEPT_PREFIX}1`)).toBe('{"format": "billiard-physics-setups", "setu');
  });
});

describe('a browser that refuses to store', () => {
  it('changes nothing and says so', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, listOf([good('First')]));
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = new SetupStore(storage);
    expect(store.save('New', 'playground', '')).toEqual({ ok: false, problem: { kind: 'storage' } });
    expect(store.view().setups.map((s) => s.name)).toEqual(['First']);
  });
});
