'use client';
// Total momentum and kinetic energy now, and for the last collision the pair's totals before and
// after it: the conservation laws, visibly holding (or, with walls or restitution, not).
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useClockVersion } from '@/components/widget/useClockVersion';
import { format, formatNumber } from '@/lib/format';
import type { SimulationClock } from './SimulationClock';

export function Readout({ clock, world = 0 }: { clock: SimulationClock; world?: number }) {
  const t = useMessages().simulation.readout;
  useClockVersion(clock);
  const now = clock.totals(world).at(-1);
  const last = clock.ledger(world).at(-1);
  if (!now) return null;
  return (
    <div className="readout-block">
      <table className="readout-table">
        <caption>{t.title}</caption>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t.now}</th>
            {last && <th scope="col">{t.before}</th>}
            {last && <th scope="col">{t.after}</th>}
            {last && <th scope="col">{t.change}</th>}
          </tr>
        </thead>
        <tbody>
          <Row
            label={t.momentumX}
            now={now.momentumX}
            before={last?.before.momentum.x}
            after={last?.after.momentum.x}
          />
          <Row
            label={t.momentumY}
            now={now.momentumY}
            before={last?.before.momentum.y}
            after={last?.after.momentum.y}
          />
          <Row
            label={t.kineticEnergy}
            now={now.kineticEnergy}
            before={last?.before.kineticEnergy}
            after={last?.after.kineticEnergy}
          />
        </tbody>
      </table>
      <p className="readout-note" data-testid="last-collision">
        {last ? format(t.lastCollision, { frame: last.frame, i: last.i, j: last.j }) : t.noCollision}
      </p>
    </div>
  );
}

function Row({ label, now, before, after }: { label: string; now: number; before?: number; after?: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{formatNumber(now, 3)}</td>
      {before !== undefined && after !== undefined && (
        <>
          <td>{formatNumber(before, 3)}</td>
          <td>{formatNumber(after, 3)}</td>
          <td>{formatNumber(after - before, 6)}</td>
        </>
      )}
    </tr>
  );
}
