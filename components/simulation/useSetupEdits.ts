'use client';
// Keeps a figure's clock and its page agreeing on the set-up edits (a set-up changed from a frame on,
// SimulationClock.editSetup). A page that keeps them (the playground's link) gives them; a new one at
// the frame on screen is applied there, any other list is adopted whole (a link opened). Undo and
// redo change them on the clock, and the page hears the list back with the tags it gave.
import { useEffect, useRef } from 'react';
import type { SetupEdit } from '@/components/setupEdit';
import type { SimulationClock } from './SimulationClock';

const keyOf = (edits: readonly SetupEdit[]) =>
  JSON.stringify(edits.map(({ frame, options }) => [frame, options]));

export function useSetupEdits(
  clock: SimulationClock,
  given: readonly SetupEdit[] | undefined,
  onChange?: (edits: readonly SetupEdit[]) => void,
) {
  const told = useRef(onChange);
  told.current = onChange;
  const wanted = given === undefined ? undefined : keyOf(given);
  const latest = useRef(given);
  latest.current = given;
  useEffect(() => {
    const edits = latest.current;
    if (!edits || wanted === keyOf(clock.edits.applied)) return;
    const last = edits.at(-1);
    const before = clock.edits.applied.filter((e) => e.frame < (last?.frame ?? 0));
    if (last && last.frame === clock.frame && keyOf(before) === keyOf(edits.slice(0, -1)))
      clock.editSetup(last.options, last.tag);
    else clock.adoptEdits(edits);
  }, [clock, wanted]);

  useEffect(() => {
    let last = clock.edits.applied;
    return clock.subscribe(() => {
      if (clock.edits.applied === last) return;
      last = clock.edits.applied;
      told.current?.(last);
    });
  }, [clock]);
}
