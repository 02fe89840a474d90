'use client';
// The speed of a clock: a quarter, half, normal or double, for a TimeControls row.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { SPEEDS, type Speed } from '@/components/speeds';
import { Choice } from '@/components/ui/Choice';
import type { ClockState, FrameClock } from './FrameClock';
import { useClock } from './useClock';

const speedOf = (state: ClockState) => state.speed;
const SPEED_LABELS: Record<Speed, string> = { 0.25: '¼×', 0.5: '½×', 1: '1×', 2: '2×' };

export function SpeedControl({ clock }: { clock: FrameClock }) {
  const t = useMessages().simulation;
  const speed = useClock(clock, speedOf);
  return (
    <Choice
      inline
      label={t.speed}
      value={speed}
      options={SPEEDS}
      names={SPEED_LABELS}
      onChange={(chosen) => clock.setSpeed(chosen)}
    />
  );
}
