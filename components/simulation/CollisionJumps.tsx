'use client';
// Previous collision / next collision for a TimeControls row (N and P do the same): jumps through the
// very frames a step would show, back exactly through the history; says so when there is none.
import { useCallback } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { ControlButton } from '@/components/ui/ControlButton';
import { useRun } from '@/components/widget/useRun';
import { format, plural } from '@/lib/format';
import type { Player, Snapshot } from '@/run';

/** A run whose frames are marked by collisions: a simulation's, or a recorded figure's (RecordedClock). */
export interface JumpClock {
  readonly player: Player<unknown>;
  nextCollision(): boolean;
  previousCollision(): boolean;
}

const backward = (s: Snapshot) => s.canStepBack;

export function CollisionJumps({ clock }: { clock: JumpClock }) {
  const t = useMessages().simulation.jump;
  const locale = useLocale();
  // what the row shows (the note, and whether there is a way back): a readout that changes neither
  // renders nothing here
  const miss = useRun(
    clock.player,
    useCallback(
      (shown: Snapshot) =>
        shown.missed === 'next'
          ? shown.lookedToEnd
            ? format(t.noneToEnd, { end: shown.frame + shown.lookedAhead, frame: shown.frame }) // a recording ended first
            : format(plural(t.noneAhead, shown.lookedAhead, locale), {
                frames: shown.lookedAhead,
                frame: shown.frame,
              })
          : shown.missed === 'previous'
            ? format(t.noneBehind, { earliest: shown.earliestFrame })
            : '',
      [t, locale],
    ),
  );
  const canStepBack = useRun(clock.player, backward);
  return (
    <>
      <ControlButton
        icon="previousCollision"
        label={t.previous}
        action="previous-collision"
        onClick={() => clock.previousCollision()}
        disabled={!canStepBack}
        shortcut="P"
      />
      <ControlButton
        icon="nextCollision"
        label={t.next}
        action="next-collision"
        onClick={() => clock.nextCollision()}
        shortcut="N"
        iconAfter
      />
      <output className="jump-note">{miss}</output>
    </>
  );
}
