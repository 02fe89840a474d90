'use client';
import { memo, useRef } from 'react';
// Two blocks that cannot be mistaken for each other: the whole system now (every ball), and the
// last collision's pair alone before and after it, with the angle of its line of centres. Every
// value has its unit and the one precision policy of formatSig; the change column is rounded to
// the precision of the columns beside it (formatChange).
import { collisionAngleDegrees } from '@/components/canvas/collisionPair';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format, formatChange, formatSig, plural } from '@/lib/format';
import { type LedgerRow, select } from '@/run';
import type { SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';
import { useOnScreen } from './useOnScreen';

type Quantity = 'momentumX' | 'momentumY' | 'kineticEnergy';
const QUANTITIES: Quantity[] = ['momentumX', 'momentumY', 'kineticEnergy'];

export function Readout({ clock, world = 0 }: { clock: SimulationClock; world?: number }) {
  const t = useMessages().instruments;
  const locale = useLocale();
  const block = useRef<HTMLDivElement>(null);
  const shown = useRun(clock.player, select.whole, useOnScreen(block));
  const now = select.totalsWindow(shown, world).at(-1);
  const last = select.lastCollision(shown, world);
  const count = shown.view.worlds[world]?.count ?? 0;
  if (!now) return null;
  return (
    <div className={styles.readoutBlock} ref={block}>
      <table className="readout-table" data-testid="readout-system">
        <caption>{format(plural(t.system.title, count, locale), { count })}</caption>
        <tbody>
          {QUANTITIES.map((q) => (
            <SystemRow key={q} quantity={q} value={now[q]} />
          ))}
        </tbody>
      </table>
      {last ? <PairBlock last={last} /> : <p className={styles.readoutNote}>{t.pair.none}</p>}
      <p className="note">{t.unitsNote}</p>
    </div>
  );
}

function Name({ quantity }: { quantity: Quantity }) {
  const t = useMessages().instruments;
  return (
    <th scope="row">
      {t.quantity[quantity]}{' '}
      <span className="unit">{quantity === 'kineticEnergy' ? t.units.energy : t.units.momentum}</span>
    </th>
  );
}

/** A total of the whole system: rendered again only when its value changed (a conserved one seldom). */
const SystemRow = memo(function SystemRow({ quantity, value }: { quantity: Quantity; value: number }) {
  return (
    <tr>
      <Name quantity={quantity} />
      <td>{formatSig(value)}</td>
    </tr>
  );
});

/** The last collision's pair: rendered again only when there is a new last collision. */
const PairBlock = memo(function PairBlock({ last }: { last: LedgerRow }) {
  const t = useMessages().instruments;
  const pairValue = (side: 'before' | 'after', q: Quantity) => {
    const totals = last[side];
    if (q === 'kineticEnergy') return totals.kineticEnergy;
    return q === 'momentumX' ? totals.momentum.x : totals.momentum.y;
  };
  return (
    <table className="readout-table" data-testid="readout-pair">
      <caption>{format(t.pair.title, { frame: last.frame, i: last.i, j: last.j })}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t.pair.before}</th>
          <th scope="col">{t.pair.after}</th>
          <th scope="col">{t.pair.change}</th>
        </tr>
      </thead>
      <tbody>
        {QUANTITIES.map((q) => (
          <tr key={q}>
            <Name quantity={q} />
            <td>{formatSig(pairValue('before', q))}</td>
            <td>{formatSig(pairValue('after', q))}</td>
            <td>{formatChange(pairValue('before', q), pairValue('after', q))}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t.quantity.angle}</th>
          <td colSpan={3} data-testid="collision-angle">
            {format(t.pair.angle, {
              angle: formatSig(collisionAngleDegrees(last), 3),
              i: last.i,
              j: last.j,
            })}
          </td>
        </tr>
      </tbody>
    </table>
  );
});
