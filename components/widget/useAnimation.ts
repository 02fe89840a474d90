'use client';
// Drives a player with requestAnimationFrame, only while it plays, the tab is visible and (given a
// root) its widget is on screen. It re-renders its component only when playing starts or stops: the
// figure around it need not re-render with the readouts while playing.
import { type RefObject, useEffect, useState } from 'react';
import { type Player, select } from '@/run';
import { useRun } from './useRun';

export function useAnimation(player: Player<unknown>, root?: RefObject<HTMLElement | null>): void {
  const playing = useRun(player, select.isPlaying);
  const onScreen = useOnScreen(root);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    if (!playing || !onScreen || !visible) return;
    let last = performance.now();
    let id = requestAnimationFrame(function frame(now) {
      player.tick(now - last); // the first tick after resuming starts from `last`, so nothing jumps
      last = now;
      id = requestAnimationFrame(frame);
    });
    return () => cancelAnimationFrame(id);
  }, [player, playing, onScreen, visible]);
}

function useOnScreen(root: RefObject<HTMLElement | null> | undefined): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = root?.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
  return onScreen;
}
