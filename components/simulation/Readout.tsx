'use client';
// Two blocks that cannot be mistaken for each other: the whole system now (every ball), and the
// last collision's pair alone before and after it, with the angle of its line of centres. Every
// value has its unit and the one precision policy of formatSig; the change column is rounded to
// the precision of the columns beside it (formatChange).
import { collisionAngleDegrees } from '@/components/canvas/collisionPair';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { useClock } from '@/components/widget/useClock';
import { format, formatChange, formatSig, plural } from '@/lib/format';
import type { SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';

type Quantity = 'momentumX' | 'momentumY' | 'kineticEnergy';
const QUANTITIES: Quantity[] = ['momentumX', 'momentumY', 'kineticEnergy'];

export function Readout({ clock, world = 0 }: { clock: SimulationClock; world?: number }) {
  const t = useMessages().instruments;
  const locale = useLocale();
  useClock(clock);
  const now = clock.totals(world).at(-1);
  const last = clock.ledger(world).at(-1);
  const count = clock.worlds[world]?.count ?? 0;
  if (!now) return null;
  const unit = (q: Quantity) => (q === 'kineticEnergy' ? t.units.energy : t.units.momentum);
  const name = (q: Quantity) => (
    <th scope="row">
      {t.quantity[q]} <span className="unit">{unit(q)}</span>
    </th>
  );
  const pairValue = (side: 'before' | 'after', q: Quantity) => {
    if (!last) return 0;
    const totals = last[side];
    if (q === 'kineticEnergy') return totals.kineticEnergy;
    return q === 'momentumX' ? totals.momentum.x : totals.momentum.y;
  };
  return (
    <div className={styles.readoutBlock}>
      <table className="readout-table" data-testid="readout-system">
        <caption>{format(plural(t.system.title, count, locale), { count })}</caption>
        <tbody>
          {QUANTITIES.map((q) => (
            <tr key={q}>
              {name(q)}
              <td>{formatSig(now[q])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {last ? (
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
                {name(q)}
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
      ) : (
        <p className={styles.readoutNote}>{t.pair.none}</p>
      )}
      <p className="note">{t.unitsNote}</p>
    </div>
  );
}
