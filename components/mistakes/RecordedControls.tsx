'use client';
// Under a figure of two recorded sides (a mistake demo, lesson 6's frame order): the time controls
// with Previous/Next collision (a frame where either side collided), and the note on keys and on what
// the box and the red balls mean.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { CollisionJumps } from '@/components/simulation/CollisionJumps';
import { TimeControls } from '@/components/widget/TimeControls';
import { format } from '@/lib/format';
import type { RecordedClock } from './RecordedClock';

export function RecordedControls({ clock }: { clock: RecordedClock }) {
  const t = useMessages();
  return (
    <>
      <TimeControls player={clock.player}>
        <CollisionJumps clock={clock} />
      </TimeControls>
      <p className="note shortcuts">
        {format(t.mistakes.controlsNote, { keys: t.simulation.shortcuts, box: t.mistakes.boxNote })}
      </p>
    </>
  );
}
