'use client';
// The speed of a player: a quarter, half, normal or double, for a TimeControls row.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { Choice } from '@/components/ui/Choice';
import { type Player, type Snapshot, SPEEDS, type Speed } from '@/run';
import { useRun } from './useRun';

const speedOf = (s: Snapshot) => s.speed;
const SPEED_LABELS: Record<Speed, string> = { 0.25: '¼×', 0.5: '½×', 1: '1×', 2: '2×' };

export function SpeedControl({ player }: { player: Player<unknown> }) {
  const t = useMessages().simulation;
  const speed = useRun(player, speedOf);
  return (
    <Choice
      inline
      label={t.speed}
      value={speed}
      options={SPEEDS}
      names={SPEED_LABELS}
      onChange={(chosen) => player.setSpeed(chosen)}
    />
  );
}
