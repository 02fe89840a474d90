'use client';
// Keeps a figure's clock and its page agreeing on the set-up changes (run/setup.ts). A page that keeps
// them (the playground's link) gives them; a new one at the frame on screen is made there, any other
// list is adopted whole (a link opened). Undo, redo and edits in the figure change them on the clock,
// and the page hears the list back: the same value both ways, so the echo changes nothing.
import { useEffect, useRef } from 'react';
import type { SetupChange } from '@/run';
import type { SimulationClock } from './SimulationClock';

const keyOf = (changes: readonly SetupChange[]) => JSON.stringify(changes);

export function useSetupEdits(
  clock: SimulationClock,
  given: readonly SetupChange[] | undefined,
  onChange?: (changes: readonly SetupChange[]) => void,
) {
  const told = useRef(onChange);
  told.current = onChange;
  const wanted = given === undefined ? undefined : keyOf(given);
  const latest = useRef(given);
  latest.current = given;
  useEffect(() => {
    const changes = latest.current;
    if (!changes || wanted === keyOf(clock.edits.applied)) return;
    const last = changes.at(-1);
    const before = clock.edits.applied.filter((e) => e.frame < (last?.frame ?? 0));
    if (last && last.frame === clock.player.frame && keyOf(before) === keyOf(changes.slice(0, -1)))
      clock.editSetup(last.set, last.balls);
    else clock.adoptEdits(changes);
  }, [clock, wanted]);

  useEffect(() => {
    let last = clock.edits.applied;
    return clock.player.subscribe(() => {
      if (clock.edits.applied === last) return;
      last = clock.edits.applied;
      told.current?.(last);
    });
  }, [clock]);
}
