'use client';
// True when the reader asked for less motion: the system's setting, or the site's own switch in the
// header (MotionSwitch.tsx). With either, every animation on the site becomes an instant change.
import { useSyncExternalStore } from 'react';
import { REDUCE_MOTION_ATTRIBUTE } from './MotionSwitch';
import { useRootMark } from './useRootMark';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  const system = useSyncExternalStore(
    subscribe,
    () => matchMedia(QUERY).matches,
    () => false,
  );
  return useRootMark(REDUCE_MOTION_ATTRIBUTE) || system;
}
