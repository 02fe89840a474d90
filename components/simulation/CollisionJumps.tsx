'use client';
// Previous collision / next collision for a TimeControls row (N and P do the same): jumps through the
// very frames a step would show, back exactly through the history; says so when there is none.
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { ControlButton } from '@/components/ui/ControlButton';
import type { FrameClock } from '@/components/widget/FrameClock';
import { useClock } from '@/components/widget/useClock';
import { format, plural } from '@/lib/format';

/** A clock that marks collisions: a simulation's, or a recorded figure's (RecordedClock). */
export interface JumpClock extends FrameClock {
  nextCollision(): boolean;
  previousCollision(): boolean;
}

export function CollisionJumps({ clock }: { clock: JumpClock }) {
  const t = useMessages().simulation.jump;
  const locale = useLocale();
  const shown = useClock(clock);
  const miss =
    shown.missed === 'next'
      ? shown.lookedToEnd
        ? format(t.noneToEnd, { end: shown.frame + shown.lookedAhead, frame: shown.frame }) // a recording ended first
        : format(plural(t.noneAhead, shown.lookedAhead, locale), {
            frames: shown.lookedAhead,
            frame: shown.frame,
          })
      : shown.missed === 'previous'
        ? format(t.noneBehind, { earliest: shown.earliestFrame })
        : '';
  return (
    <>
      <ControlButton
        icon="previousCollision"
        label={t.previous}
        action="previous-collision"
        onClick={() => clock.previousCollision()}
        disabled={!shown.canStepBack}
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
