// The reader's version of each editable listing, kept on their device (localStorage) under the
// listing's name, so an edit survives a reload. A browser that refuses storage keeps nothing.
const PREFIX = 'billiard-physics:code:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage switched off: reading it throws
  }
}

export function savedCode(listing: string): string | null {
  return storage()?.getItem(PREFIX + listing) ?? null;
}

/** Keeps the code, or forgets it when it is the chapter's own again. */
export function saveCode(listing: string, code: string, chapters: string): void {
  try {
    if (code === chapters) storage()?.removeItem(PREFIX + listing);
    else storage()?.setItem(PREFIX + listing, code);
  } catch {
    // full or refused: the edit stays on the page, only not across a reload
  }
}
