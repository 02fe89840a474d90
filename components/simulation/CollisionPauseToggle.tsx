'use client';
// "Pause at collisions", for the TimeControls row of a figure whose clock runs worlds.
import { useCallback } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useClock } from '@/components/widget/useClock';
import type { SimulationClock } from './SimulationClock';

export function CollisionPauseToggle({ clock }: { clock: SimulationClock }) {
  const t = useMessages().simulation;
  // re-renders when the setting changes, not at every readout of a playing clock
  const pausing = useClock(
    clock,
    useCallback(() => clock.pauseAtCollisions, [clock]),
  );
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
