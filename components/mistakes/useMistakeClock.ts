'use client';
// React's view of a MistakeClock: re-render on its discrete changes, and drive it with
// requestAnimationFrame only while it plays and the tab is visible.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MistakeClock } from './MistakeClock';

export function useMistakeVersion(clock: MistakeClock): number {
  return useSyncExternalStore(clock.subscribe, clock.version, clock.version);
}

export function useMistakeAnimation(clock: MistakeClock): void {
  const playing = useMistakeVersion(clock) >= 0 && clock.playing;
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    if (!playing || !visible) return;
    let last = performance.now();
    let id = requestAnimationFrame(function frame(now) {
      clock.tick(now - last);
      last = now;
      id = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(id);
  }, [clock, playing, visible]);
}
