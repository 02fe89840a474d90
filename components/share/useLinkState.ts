'use client';
// Keeps a page's set-up in its URL query: read once on load (a static page has no query at build
// time), and the address bar then always holds the link of what the page shows (written with
// replaceState), so a refused, untidy or old-format link is replaced by the one Copy would give. The
// presenter view's mark (?present=N) is the page's, not the set-up's: it stays in the address bar.
// Until the address is read (ready: false) it gives the set-up of the page without a link, which the
// build draws (LinkShell keeps it invisible until then, so the page has its final layout at once).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PRESENT_PARAM, presentedFigure } from '@/components/presenter/presenterUrl';
import type { Decoded } from './linkState';

export function useLinkState<T>(decode: (search: string) => Decoded<T>, encode: (state: T) => string) {
  const [loaded, setLoaded] = useState<Decoded<T> | null>(null);
  const [edited, setEdited] = useState<T | null>(null);
  const [blank] = useState(() => decode('').state);
  useEffect(() => setLoaded(decode(window.location.search)), [decode]);

  const state = edited ?? loaded?.state ?? blank;
  const query = useMemo(() => encode(state), [state, encode]);
  useEffect(() => {
    if (!loaded) return;
    const { pathname, hash, search } = window.location;
    // appended as written, not through URLSearchParams, which would write the link's commas as %2C
    const figure = presentedFigure(search);
    const full = [query, figure === null ? '' : `${PRESENT_PARAM}=${figure}`].filter(Boolean).join('&');
    window.history.replaceState(null, '', `${pathname}${full ? `?${full}` : ''}${hash}`);
  }, [loaded, query]);

  // A change may be a function of the state as it is by then: a figure that hears of a new start
  // and new edits in one moment sends both, and the second must not undo the first.
  const base = loaded?.state ?? blank;
  const update = useCallback(
    (next: T | ((now: T) => T)) =>
      setEdited((now) => (typeof next === 'function' ? (next as (now: T) => T)(now ?? base) : next)),
    [base],
  );
  const problems = edited || !loaded ? [] : loaded.problems;
  return { ready: !!loaded, state, problems, update, query };
}
