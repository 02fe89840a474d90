'use client';
// One row per collision with the pair's momentum and kinetic energy before and after, the change
// measured beside the change ΔKE = −½(1−e²)μu² predicts (full values in data attributes, for tests
// and tools), and a CSV download of the whole ledger. Every collision up to the frame on screen is
// kept, eight to a page (the newest page until the reader turns one; the page's place is announced):
// a page of a long run's old rows is rebuilt by replaying their frame (run/selectors.ts ledgerRows), and
// the CSV replays the run in pieces, saying how far it has got, so the page stays responsive.
// A row's frame number goes back to that frame, exactly (the timeline replays it, however far back);
// its Inspect button opens that collision in the inspector. Loaded when the ledger is opened (CollisionLedger).
import { useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { useInspectorDialog } from '@/components/inspector/useInspectorDialog';
import { useRun } from '@/components/widget/useRun';
import { format, formatNumber, formatValue, plural } from '@/lib/format';
import { predictedEnergyChange } from '@/physics';
import { type LedgerRow, select } from '@/run';
import { ledgerCsv, measuredEnergyChange } from './ledgerCsv';
import type { SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';

const PAGE = 8;
/** A CSV made quicker than this says nothing of its progress: the line would only flash. */
const SAY_PROGRESS_AFTER_MS = 400;

export function LedgerTable({
  clock,
  world = 0,
  fileName,
  seen,
}: {
  clock: SimulationClock;
  world?: number;
  fileName: string;
  /** Scrolled into view: only then does the table follow a playing clock. */
  seen: boolean;
}) {
  const messages = useMessages();
  const t = messages.simulation.ledger;
  const units = messages.instruments.units;
  const open = messages.inspector.open;
  const inspector = useInspectorDialog();
  const pages = messages.timeline.ledger;
  const locale = useLocale();
  const shown = useRun(clock.player, select.whole, seen);
  /** The page the reader turned to, counted from the first; null follows the newest. */
  const [chosen, setChosen] = useState<number | null>(null);
  /** The CSV's rows gathered so far, while a long run is replayed for it, and whether to say so. */
  const [preparing, setPreparing] = useState<{ done: number; count: number; say: boolean } | null>(null);
  // Always a button, also for the frame on screen: the one just used to jump keeps the focus there
  // (were it replaced by text, focus would fall to the page and the keys with it).
  const frameCell = (frame: number) => {
    const onScreen = frame === shown.frame;
    return (
      <button
        type="button"
        className={styles.linkButton}
        aria-label={onScreen ? format(t.onScreen, { frame }) : format(t.goTo, { frame })}
        aria-current={onScreen || undefined}
        onClick={() => clock.player.goTo(frame)}
        data-frame={frame}
      >
        {frame}
      </button>
    );
  };
  const count = select.ledgerCount(shown, world);
  const lastPage = Math.max(0, Math.ceil(count / PAGE) - 1);
  const page = Math.min(chosen ?? lastPage, lastPage);
  const rows = select.ledgerRows(shown, world, page * PAGE, page * PAGE + PAGE);
  const turn = (to: number) => setChosen(to >= lastPage ? null : to);

  const download = async () => {
    const started = performance.now();
    const all: LedgerRow[] = [];
    for (const piece of clock.allLedgerRows(world)) {
      all.push(...piece);
      setPreparing({ done: all.length, count, say: performance.now() - started > SAY_PROGRESS_AFTER_MS });
      await new Promise((resolve) => setTimeout(resolve, 0)); // the page answers between pieces
    }
    setPreparing(null);
    const url = URL.createObjectURL(new Blob([ledgerCsv(all, t.csv)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const measured = [
    [t.momentumBefore, units.momentum],
    [t.momentumAfter, units.momentum],
    [t.energyBefore, units.energy],
    [t.energyAfter, units.energy],
    [t.difference, units.energy],
    [t.predicted, units.energy],
  ];
  const pair = (x: number, y: number) => `${formatValue(x)}, ${formatValue(y)}`;
  const withUnit = (name: string, unit: string) => format(messages.instruments.withUnit, { name, unit });
  return (
    <>
      {count === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className={styles.tableReflow}>
          {count > PAGE && (
            <div className={styles.ledgerPages}>
              <button type="button" className="button" onClick={() => turn(0)} disabled={page === 0}>
                {pages.first}
              </button>
              <button type="button" className="button" onClick={() => turn(page - 1)} disabled={page === 0}>
                {pages.earlier}
              </button>
              <output aria-live="polite" data-testid="ledger-page">
                {format(pages.page, {
                  first: page * PAGE + 1,
                  last: page * PAGE + rows.length,
                  count,
                })}
              </output>
              <button
                type="button"
                className="button"
                onClick={() => turn(page + 1)}
                disabled={page === lastPage}
              >
                {pages.later}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => turn(lastPage)}
                disabled={page === lastPage}
              >
                {pages.latest}
              </button>
            </div>
          )}
          <table>
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.frame}</th>
                <th scope="col">{t.pair}</th>
                {measured.map(([name, unit]) => (
                  <th scope="col" key={name}>
                    {name} <span className="unit">{unit}</span>
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{open.row}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.frame}-${row.i}-${row.j}`}>
                  <td data-label={t.frame}>{frameCell(row.frame)}</td>
                  <td data-label={t.pair}>{`${row.i}–${row.j}`}</td>
                  <td data-label={withUnit(t.momentumBefore, units.momentum)}>
                    {pair(row.before.momentum.x, row.before.momentum.y)}
                  </td>
                  <td data-label={withUnit(t.momentumAfter, units.momentum)}>
                    {pair(row.after.momentum.x, row.after.momentum.y)}
                  </td>
                  <td data-label={withUnit(t.energyBefore, units.energy)}>
                    {formatValue(row.before.kineticEnergy)}
                  </td>
                  <td data-label={withUnit(t.energyAfter, units.energy)}>
                    {formatValue(row.after.kineticEnergy)}
                  </td>
                  <EnergyChange
                    value={measuredEnergyChange(row)}
                    kind="measured"
                    label={withUnit(t.difference, units.energy)}
                  />
                  <EnergyChange
                    value={predictedEnergyChange(row.trace)}
                    kind="predicted"
                    label={withUnit(t.predicted, units.energy)}
                  />
                  <td data-label={open.row}>
                    <button
                      type="button"
                      className="button"
                      data-action="inspect-row"
                      aria-label={format(open.rowLabel, { i: row.i, j: row.j, frame: row.frame })}
                      onClick={(e) => {
                        clock.player.pause();
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
      <button
        type="button"
        className="button"
        onClick={download}
        disabled={count === 0 || preparing !== null}
      >
        {t.download}
      </button>
      <p role="status" className="note">
        {preparing?.say && format(plural(pages.preparing, preparing.count, locale), preparing)}
      </p>
      {inspector.dialog}
    </>
  );
}

function EnergyChange({
  value,
  kind,
  label,
}: {
  value: number;
  kind: 'measured' | 'predicted';
  label: string;
}) {
  return (
    <td className="energy-change" data-energy-change={kind} data-value={value} data-label={label}>
      {formatNumber(value, 6)}
    </td>
  );
}
