// Where My set-ups live: one localStorage entry in the export file's own format, so what is kept and
// what is exported are read by one parser (store.ts). A browser without storage keeps nothing.
import { parseSetups, type Setup, writeSetups } from './store';

const KEY = 'billiard-physics:setups';

export function readStored(): Setup[] {
  try {
    const text = window.localStorage.getItem(KEY);
    if (text === null) return [];
    const read = parseSetups(text);
    return read.ok ? read.setups : [];
  } catch {
    return [];
  }
}

/** false when the browser refused (storage full or turned off): the caller keeps its old list. */
export function writeStored(setups: readonly Setup[]): boolean {
  try {
    window.localStorage.setItem(KEY, writeSetups(setups));
    return true;
  } catch {
    return false;
  }
}
