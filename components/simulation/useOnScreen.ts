'use client';
// Whether any part of an element is inside the viewport, so a readout the reader has scrolled away
// from can stop following a playing clock (useRun's `seen`). True until the observer says
// otherwise, and always where there is no IntersectionObserver.
import { type RefObject, useEffect, useState } from 'react';

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
