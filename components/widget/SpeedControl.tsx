'use client';
// The speed of a clock: a quarter, half, normal or double, for a TimeControls row.
import { useId } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { type ClockState, type FrameClock, SPEEDS, type Speed } from './FrameClock';
import { useClock } from './useClock';

const speedOf = (state: ClockState) => state.speed;
const SPEED_LABELS: Record<Speed, string> = { 0.25: '¼×', 0.5: '½×', 1: '1×', 2: '2×' };

export function SpeedControl({ clock }: { clock: FrameClock }) {
  const t = useMessages().simulation;
  const id = useId();
  const speed = useClock(clock, speedOf);
  return (
    <label className="inline-field" htmlFor={id}>
      {t.speed}
      <select id={id} value={speed} onChange={(e) => clock.setSpeed(Number(e.target.value) as Speed)}>
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {SPEED_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
