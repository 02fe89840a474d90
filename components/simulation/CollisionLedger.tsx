'use client';
// One row per collision with the pair's momentum and kinetic energy before and after, the change
// measured beside the change ΔKE = −½(1−e²)μu² predicts (full values in data attributes, for tests
// and tools), and a CSV download of the whole ledger. A row's frame number goes back to that frame,
// exactly, while the history still holds it.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useClockVersion } from '@/components/widget/useClockVersion';
import { format, formatNumber } from '@/lib/format';
import { predictedEnergyChange } from '@/physics';
import { ledgerCsv, measuredEnergyChange } from './ledgerCsv';
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
  const t = useMessages().simulation.ledger;
  useClockVersion(clock);
  const frameCell = (frame: number) => {
    if (frame === clock.frame) return <span title={format(t.onScreen, { frame })}>{frame}</span>;
    const reachable = clock.canGoBackTo(frame);
    const reason = format(t.tooFar, { frame, earliest: clock.earliestFrame, now: clock.frame });
    return (
      <button
        type="button"
        className="link-button"
        aria-label={reachable ? format(t.goTo, { frame }) : reason}
        title={reachable ? undefined : reason}
        aria-disabled={!reachable || undefined}
        onClick={() => reachable && clock.backTo(frame)}
        data-frame={frame}
      >
        {frame}
      </button>
    );
  };
  const rows = clock.ledger(world);

  const download = () => {
    const url = URL.createObjectURL(new Blob([ledgerCsv(rows)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const pair = (x: number, y: number) => `${formatNumber(x, 3)}, ${formatNumber(y, 3)}`;
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
                <th scope="col">{t.predicted}</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(-SHOWN).map((row) => (
                <tr key={`${row.frame}-${row.i}-${row.j}`}>
                  <td>{frameCell(row.frame)}</td>
                  <td>{`${row.i}–${row.j}`}</td>
                  <td>{pair(row.before.momentum.x, row.before.momentum.y)}</td>
                  <td>{pair(row.after.momentum.x, row.after.momentum.y)}</td>
                  <td>{formatNumber(row.before.kineticEnergy, 3)}</td>
                  <td>{formatNumber(row.after.kineticEnergy, 3)}</td>
                  <EnergyChange value={measuredEnergyChange(row)} kind="measured" />
                  <EnergyChange value={predictedEnergyChange(row.trace)} kind="predicted" />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="button" className="button" onClick={download} disabled={rows.length === 0}>
        {t.download}
      </button>
    </details>
  );
}

function EnergyChange({ value, kind }: { value: number; kind: 'measured' | 'predicted' }) {
  return (
    <td className="energy-change" data-energy-change={kind} data-value={value}>
      {formatNumber(value, 6)}
    </td>
  );
}
