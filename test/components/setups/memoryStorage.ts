// A Storage in memory, shared by the stores of two pretend tabs, as one origin's localStorage is
// shared by its tabs. setItem tells every other tab's listener, as the browser's `storage` event does;
// the test decides when each tab handles what it was told.
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  private listeners = new Set<(key: string) => void>();

  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
    for (const listener of this.listeners) listener(key);
  }
  removeItem(key: string) {
    this.items.delete(key);
    for (const listener of this.listeners) listener(key);
  }
  clear() {
    this.items.clear();
  }
  /** Every stored text (what the test checks for lost entries). */
  values(): string[] {
    return [...this.items.values()];
  }
  listen(listener: (key: string) => void) {
    this.listeners.add(listener);
  }
  [name: string]: unknown;
}
