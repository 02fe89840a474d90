'use client';
// Keeps a page's set-up in its URL query: read once on load (a static page has no query at build
// time), and the address bar then always holds the link of what the page shows (written with
// replaceState), so a refused, untidy or old-format link is replaced by the one Copy would give.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Decoded } from './linkState';

export function useLinkState<T>(decode: (search: string) => Decoded<T>, encode: (state: T) => string) {
  const [loaded, setLoaded] = useState<Decoded<T> | null>(null);
  const [edited, setEdited] = useState<T | null>(null);
  useEffect(() => setLoaded(decode(window.location.search)), [decode]);

  const state = edited ?? loaded?.state;
  const query = useMemo(() => (state === undefined ? '' : encode(state)), [state, encode]);
  useEffect(() => {
    if (!loaded) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
  }, [loaded, query]);

  const update = useCallback((next: T) => setEdited(next), []);
  if (!loaded || state === undefined) return { ready: false as const };
  return { ready: true as const, state, problems: edited ? [] : loaded.problems, update, query };
}
