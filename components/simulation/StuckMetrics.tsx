'use client';
// The numbers that tell a sticking world from a healthy one: how many pairs overlap now, how many
// have overlapped for STUCK_FRAMES frames in a row, the deepest overlap, and (in a comparison, whose
// panels have no other readout) the kinetic energy. A comparison's panels and a figure that asks for
// the 'stuck' panel show them.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format, formatNumber } from '@/lib/format';
import { STUCK_FRAMES } from '@/physics';
import { select } from '@/run';
import type { SimulationClock } from './SimulationClock';

interface Props {
  clock: SimulationClock;
  world: number;
  /** false where a readout beside it already gives the kinetic energy. */
  energy?: boolean;
}

export function StuckMetrics({ clock, world, energy = true }: Props) {
  const messages = useMessages();
  const t = messages.stuckMetrics;
  const shown = useRun(clock.player, select.whole);
  const m = select.metricsAt(shown, world);
  if (!m) return null;
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
      {energy && (
        <>
          <dt>{t.kineticEnergy}</dt>
          <dd data-metric="energy">{formatNumber(m.kineticEnergy, 3)}</dd>
        </>
      )}
    </dl>
  );
}
