'use client';
// Keeps a page's set-up in its URL query: read once on load (a static page has no query at build
// time), written back with replaceState on every change so the address bar is always shareable.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { Decoded } from './linkState';

const noSubscribe = () => () => {};

export function useLinkState<T>(decode: (search: string) => Decoded<T>, encode: (state: T) => string) {
  // null during the static render and hydration; the query string only exists in the browser.
  const search = useSyncExternalStore(
    noSubscribe,
    () => window.location.search,
    () => null,
  );
  const [edited, setEdited] = useState<T | null>(null);
  const decoded = useMemo(() => (search === null ? null : decode(search)), [search, decode]);

  const update = useCallback(
    (next: T) => {
      setEdited(next);
      const query = encode(next);
      window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
    },
    [encode],
  );

  if (!decoded) return { ready: false as const };
  return {
    ready: true as const,
    state: edited ?? decoded.state,
    problem: edited ? null : decoded.problem,
    update,
  };
}
