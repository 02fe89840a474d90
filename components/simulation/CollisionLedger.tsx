'use client';
// One row per collision with the pair's momentum and kinetic energy before and after, each with a
// button that opens it in the inspector, and a CSV download of the whole ledger.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useInspectorDialog } from '@/components/inspector/useInspectorDialog';
import { useClockVersion } from '@/components/widget/useClockVersion';
import { format, formatChange, formatValue } from '@/lib/format';
import { ledgerCsv } from './ledgerCsv';
import type { SimulationClock } from './SimulationClock';

const SHOWN = 8;

export function CollisionLedger({
  clock,
  world = 0,
  fileName,
}: {
  clock: SimulationClock;
  world?: number;
  fileName: string;
}) {
  const messages = useMessages();
  const t = messages.simulation.ledger;
  const open = messages.inspector.open;
  const inspector = useInspectorDialog();
  useClockVersion(clock);
  const rows = clock.ledger(world);

  const download = () => {
    const url = URL.createObjectURL(new Blob([ledgerCsv(rows)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const pair = (x: number, y: number) => `${formatValue(x)}, ${formatValue(y)}`;
  return (
    <details className="ledger">
      <summary>
        {t.title} ({rows.length})
      </summary>
      {rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.frame}</th>
                <th scope="col">{t.pair}</th>
                <th scope="col">{t.momentumBefore}</th>
                <th scope="col">{t.momentumAfter}</th>
                <th scope="col">{t.energyBefore}</th>
                <th scope="col">{t.energyAfter}</th>
                <th scope="col">{t.difference}</th>
                <th scope="col">
                  <span className="visually-hidden">{open.row}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(-SHOWN).map((row) => (
                <tr key={`${row.frame}-${row.i}-${row.j}`}>
                  <td>{row.frame}</td>
                  <td>{`${row.i}–${row.j}`}</td>
                  <td>{pair(row.before.momentum.x, row.before.momentum.y)}</td>
                  <td>{pair(row.after.momentum.x, row.after.momentum.y)}</td>
                  <td>{formatValue(row.before.kineticEnergy)}</td>
                  <td>{formatValue(row.after.kineticEnergy)}</td>
                  <td>{formatChange(row.after.kineticEnergy - row.before.kineticEnergy)}</td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      data-action="inspect-row"
                      aria-label={format(open.rowLabel, { i: row.i, j: row.j, frame: row.frame })}
                      onClick={(e) => {
                        clock.pause();
                        inspector.open(row, e.currentTarget);
                      }}
                    >
                      {open.row}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" className="button" onClick={download} disabled={rows.length === 0}>
        {t.download}
      </button>
      {inspector.dialog}
    </details>
  );
}
