'use client';
// Plays the inspector's moves from the stage on show to the next one chosen: the frame turns onto the
// line of centres, the x′ components slide, the balls are pushed apart, the frame turns back; going
// back plays them in reverse, and a click during a move carries on from where the drawing is. The
// progress is one number on the walk of stageMotion.ts, animated by framer-motion, which is loaded
// with the first move and never with the page. With reduced motion the drawing changes at once, and
// printing ends a move on its stage.
import { type RefObject, useEffect } from 'react';
import { type Progress, placeOn, type Walk } from './stageMotion';

/** Seconds one move takes at the ordinary pace. */
export const MOVE_SECONDS = 0.9;

const library = () => import('@/components/widget/playMoves');

/**
 * Moves `progress` (a place on `walk`; none: at the stage on show) towards stage `index`'s place,
 * calling `redraw` at each change. `secondsPerMove` of 0 changes the drawing at once.
 */
export function useStageMotion(
  walk: Walk,
  index: number,
  redraw: () => void,
  secondsPerMove: number,
  progress: RefObject<Progress | null>,
): void {
  const target = walk.places[index] ?? 0;
  useEffect(() => {
    const from = placeOn(walk, progress.current) ?? target;
    const draw = (at: number) => {
      progress.current = { walk, at };
      redraw();
    };
    if (secondsPerMove === 0 || from === target) {
      draw(target);
      return;
    }
    // every whole place on the way is the end of one move, each eased on its own
    const step = Math.sign(target - from);
    const stops = [from];
    for (let p = step > 0 ? Math.floor(from) + 1 : Math.ceil(from) - 1; p * step < target * step; p += step)
      stops.push(p);
    stops.push(target);
    const distance = Math.abs(target - from);
    let stop: (() => void) | null = null;
    let cancelled = false;
    const times = stops.map((p) => Math.abs(p - from) / distance);
    void library().then(({ play }) => {
      if (!cancelled) stop = play(stops, times, distance * secondsPerMove, draw, () => draw(target));
    });
    const end = () => {
      cancelled = true;
      stop?.();
    };
    // a page printed during a move prints the stage, not a picture on the way
    const finish = () => {
      end();
      draw(target);
    };
    addEventListener('beforeprint', finish);
    return () => {
      removeEventListener('beforeprint', finish);
      end();
    };
  }, [walk, target, secondsPerMove, redraw, progress]);
}
