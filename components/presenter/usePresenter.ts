'use client';
// A widget's presenter view: a page mode, not the Fullscreen API (some school machines block it),
// that lays the widget out for a projector (kit.css, [data-presenting]) and hides the site's chrome
// (html[data-present]). Entered by its button or key, full screen is asked for too, where allowed;
// Esc, the button again, or leaving full screen ends both. The link keeps the mode (presenterUrl.ts).
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { presentedFigure, withPresented } from './presenterUrl';

/** The widget's place among the page's figures, counted from 1. */
function figureNumber(root: HTMLElement): number {
  return [...document.querySelectorAll('section.widget')].indexOf(root) + 1;
}

function mark(root: HTMLElement, on: boolean): void {
  root.toggleAttribute('data-presenting', on);
  document.documentElement.toggleAttribute('data-present', on);
  const href = withPresented(window.location.href, on ? figureNumber(root) : null);
  window.history.replaceState(window.history.state, '', href);
}

export function usePresenter(root: RefObject<HTMLElement | null>) {
  const [presenting, setPresenting] = useState(false);
  /** Full screen came with this presenter view: leaving full screen leaves the view. */
  const withFullscreen = useRef(false);

  const leave = useCallback(() => {
    const section = root.current;
    if (!section) return;
    setPresenting(false);
    mark(section, false);
    if (document.fullscreenElement === section) void document.exitFullscreen().catch(() => {});
    withFullscreen.current = false;
  }, [root]);

  const enter = useCallback(
    (askFullscreen: boolean) => {
      const section = root.current;
      if (!section) return;
      setPresenting(true);
      mark(section, true);
      if (!askFullscreen || !document.fullscreenEnabled || document.fullscreenElement) return;
      section
        .requestFullscreen()
        .then(() => {
          withFullscreen.current = true;
        })
        .catch(() => {}); // refused (a policy, no user gesture): the page mode is enough
    },
    [root],
  );

  const toggle = useCallback(() => (presenting ? leave() : enter(true)), [presenting, enter, leave]);

  // A link with ?present=N opens in the view (without full screen: only a click may ask for it).
  useEffect(() => {
    const section = root.current;
    if (section && presentedFigure(window.location.search) === figureNumber(section)) enter(false);
  }, [root, enter]);

  // A figure that goes away in the view (a new start remounts it) gives the page its chrome back.
  useEffect(() => {
    const section = root.current;
    return () => {
      if (section?.hasAttribute('data-presenting')) document.documentElement.removeAttribute('data-present');
    };
  }, [root]);

  useEffect(() => {
    if (!presenting) return;
    const onFullscreen = () => {
      if (withFullscreen.current && document.fullscreenElement !== root.current) leave();
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => document.removeEventListener('fullscreenchange', onFullscreen);
  }, [presenting, root, leave]);

  return { presenting, toggle, leave };
}
