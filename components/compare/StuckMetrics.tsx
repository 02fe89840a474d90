'use client';
// The numbers that tell a sticking world from a healthy one: how many pairs overlap now, how many
// have overlapped for STUCK_FRAMES frames in a row, the deepest overlap, and the kinetic energy.
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { SimulationClock } from '@/components/simulation/SimulationClock';
import { useClock } from '@/components/widget/useClock';
import { format, formatNumber } from '@/lib/format';
import { STUCK_FRAMES } from '@/physics';

export function StuckMetrics({ clock, world }: { clock: SimulationClock; world: number }) {
  const messages = useMessages();
  const t = messages.compare;
  useClock(clock);
  const target = clock.worlds[world];
  if (!target) return null;
  const m = target.metrics();
  return (
    <dl className="readout stuck-metrics" data-stuck={m.stuckPairs}>
      <dt>{t.overlapping}</dt>
      <dd data-metric="overlapping">{m.overlappingPairs}</dd>
      <dt>{format(t.stuck, { frames: STUCK_FRAMES })}</dt>
      <dd data-metric="stuck" className={m.stuckPairs > 0 ? 'bad' : undefined}>
        {m.stuckPairs}
      </dd>
      <dt>{t.penetration}</dt>
      <dd data-metric="penetration">
        {formatNumber(m.maxPenetration, 2)}
        {messages.inputs.units.px}
      </dd>
      <dt>{t.kineticEnergy}</dt>
      <dd data-metric="energy">{formatNumber(m.kineticEnergy, 3)}</dd>
    </dl>
  );
}
