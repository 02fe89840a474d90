'use client';
// Previous collision / next collision for a TimeControls row (N and P do the same): jumps through the
// very frames a step would show, back exactly through the history; says so when there is none.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { ControlButton } from '@/components/ui/ControlButton';
import { useClockVersion } from '@/components/widget/useClockVersion';
import { format } from '@/lib/format';
import type { SimulationClock } from './SimulationClock';

export function CollisionJumps({ clock }: { clock: SimulationClock }) {
  const t = useMessages().simulation.jump;
  useClockVersion(clock);
  const miss =
    clock.missed === 'next'
      ? format(t.noneAhead, { frames: clock.lookedAhead, frame: clock.frame })
      : clock.missed === 'previous'
        ? format(t.noneBehind, { earliest: clock.earliestFrame })
        : '';
  return (
    <>
      <ControlButton
        icon="previousCollision"
        label={t.previous}
        action="previous-collision"
        onClick={() => clock.previousCollision()}
        disabled={!clock.canStepBack}
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
