'use client';
// "Pause at collisions", for the TimeControls row of a figure whose clock runs worlds.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import type { RunSnapshot } from '@/run';
import type { SimulationClock } from './SimulationClock';

const pausingOf = (s: RunSnapshot) => s.view.pauseAtCollisions;

export function CollisionPauseToggle({ clock }: { clock: SimulationClock }) {
  const t = useMessages().simulation;
  // re-renders when the setting changes, not at every readout of a playing clock
  const pausing = useRun(clock.player, pausingOf);
  return (
    <label className="inline-field">
      <input
        type="checkbox"
        checked={pausing}
        onChange={(e) => clock.setPauseAtCollisions(e.target.checked)}
      />
      {t.pauseAtCollisions}
    </label>
  );
}
