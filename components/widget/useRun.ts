'use client';
// The one way a component follows a player. The player captures what it shows when it announces a
// change (a frozen Snapshot, never changed after); the component keeps what `select` takes from it
// and re-renders only when that selection changes. The readouts of a playing player update as a
// transition: React renders them in slices between animation frames, so the canvas does not wait for
// tables, charts and text (at a 4× CPU throttle a readout costs two frames' time, bench/results.md),
// and because each selection is made from the snapshot of one announcement, the slices agree on the
// frame even while the player moves on. Not useSyncExternalStore: its updates are never transitions.
import { startTransition, useEffect, useState } from 'react';
import type { Player, Snapshot } from '@/run';

/**
 * What `select` takes from the player's snapshot (a pure function: run/selectors.ts), kept up to date.
 * `select` is defined outside the component (or memoised): a new one subscribes again. While `seen`
 * is false (a readout scrolled away or folded) the readouts of a playing player are skipped; a
 * command still renders at once, and the component catches up when it is seen again. `same` says
 * when a new selection shows nothing new (by default Object.is): then nothing re-renders.
 */
export function useRun<V, T>(
  player: Player<V>,
  select: (snapshot: Snapshot<V>) => T,
  seen = true,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const [selected, setSelected] = useState(() => select(player.snapshot()));
  useEffect(() => {
    const update = () => {
      if (player.calm && !seen) return;
      const next = select(player.snapshot());
      const keep = (shown: T) => (same(shown, next) ? shown : next);
      if (player.calm) startTransition(() => setSelected(keep));
      else setSelected(keep);
    };
    update(); // a change between the render and this subscription
    return player.subscribe(update);
  }, [player, select, seen, same]);
  return selected;
}
