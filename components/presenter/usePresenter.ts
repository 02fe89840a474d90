'use client';
// A widget's presenter view: a page mode, not the Fullscreen API (some school machines block it),
// that lays the widget out for a projector (stage.css, [data-presenting]) and hides the site's chrome
// (html[data-present]). Entered by its button or key, full screen is asked for too, where allowed;
// Esc, the button again, or leaving full screen ends both. The link keeps the mode (presenterUrl.ts).
// The work is done in presenterMode.ts, downloaded on first use (a lesson page keeps its budget).
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { PRESENT_PARAM } from './presenterUrl';

const mode = () => import('./presenterMode');

export function usePresenter(root: RefObject<HTMLElement | null>) {
  const [presenting, setPresenting] = useState(false);

  const leave = useCallback(() => {
    const section = root.current;
    if (section) void mode().then((m) => m.leave(section, setPresenting));
  }, [root]);

  const toggle = useCallback(() => {
    const section = root.current;
    if (!section) return;
    void mode().then((m) =>
      section.hasAttribute('data-presenting')
        ? m.leave(section, setPresenting)
        : m.enter(section, setPresenting, true),
    );
  }, [root]);

  useEffect(() => {
    const section = root.current;
    if (section && new URLSearchParams(window.location.search).has(PRESENT_PARAM))
      void mode().then((m) => m.fromLink(section, setPresenting));
    // a figure that goes away in the view (a new start remounts it) gives the page its chrome back
    return () => {
      if (section?.hasAttribute('data-presenting')) document.documentElement.removeAttribute('data-present');
    };
  }, [root]);

  return { presenting, toggle, leave };
}
