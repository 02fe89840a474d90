'use client';
// "Pause at collisions", for the TimeControls row of a figure whose clock runs worlds.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useClock } from '@/components/widget/useClock';
import type { SimulationClock } from './SimulationClock';

export function CollisionPauseToggle({ clock }: { clock: SimulationClock }) {
  const t = useMessages().simulation;
  useClock(clock);
  return (
    <label className="inline-field">
      <input
        type="checkbox"
        checked={clock.pauseAtCollisions}
        onChange={(e) => clock.setPauseAtCollisions(e.target.checked)}
      />
      {t.pauseAtCollisions}
    </label>
  );
}
