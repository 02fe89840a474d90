'use client';
// Total momentum (x and y, one chart, one unit) and kinetic energy (a second chart, its own unit)
// over the recent frames, with axes, tick values, units and a legend: flat lines are the
// conservation laws; steps show a wall or an inelastic collision at work. Hand-written SVG: uPlot
// 1.6.32, the lightest well-kept library that fits, is 22 KiB gzipped, more than the 21 KiB the
// heaviest lesson page has left of its 200 KiB budget; this is a few hundred lines' worth less.
// Where the total momentum jumps (a wall's push), the momentum chart marks the frame and a sentence
// says why, with a button that turns the walls off to show conservation (when the page gives one).
import { useRef } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format, formatSig, plural } from '@/lib/format';
import { HISTORY_FRAMES, select, type Totals, totalsOf } from '@/run';
import { columnMarks, columnPoints } from './chartColumns';
import { niceTicks, rowsRange, widened } from './chartTicks';
import type { SimulationClock } from './SimulationClock';
import styles from './simulation.module.css';
import { useOnScreen } from './useOnScreen';
import { wallJumps } from './wallJumps';

type Key = keyof Omit<Totals, 'frame'>;
const SERIES: { key: Key; className: string | undefined; name: 'px' | 'py' | 'ke' }[] = [
  { key: 'momentumX', className: styles.px, name: 'px' },
  { key: 'momentumY', className: styles.py, name: 'py' },
  { key: 'kineticEnergy', className: styles.ke, name: 'ke' },
];

const W = 320;
const H = 130;
const M = { left: 64, right: 8, top: 8, bottom: 30 };
/** A digit's width at the plot's 10-unit font, rounded up (digits are about 0.55 em in the body fonts). */
const DIGIT_WIDTH = 6;

interface Props {
  clock: SimulationClock;
  world?: number;
  /** Turns the walls off (a new run), offered beside the wall marks. */
  onWallsOff?: () => void;
}

export function MetricsChart({ clock, world = 0, onWallsOff }: Props) {
  const messages = useMessages();
  const t = messages.instruments.chart;
  const locale = useLocale();
  const figure = useRef<HTMLElement>(null);
  const shown = useRun(clock.player, select.whole, useOnScreen(figure));
  const kept = select.totalsWindow(shown, world);
  // never an empty series: at least the frame on screen (the record's totals always hold it)
  const totals = kept.length > 0 ? kept : (select.worldAt(shown, world, (w) => [totalsOf(w)]) ?? []);
  const first = totals[0]?.frame ?? shown.frame;
  const last = totals.at(-1)?.frame ?? first;
  const mass = select.massOf(shown, world);
  const jumps = wallJumps(totals, mass);
  const lastJump = jumps.at(-1);
  const range = (key: Key) => rowsRange(totals, [key]);
  const r = { px: range('momentumX'), py: range('momentumY'), ke: range('kineticEnergy') };
  const description = format(t.description, {
    first,
    last,
    pxMin: formatSig(r.px.min),
    pxMax: formatSig(r.px.max),
    pyMin: formatSig(r.py.min),
    pyMax: formatSig(r.py.max),
    keMin: formatSig(r.ke.min),
    keMax: formatSig(r.ke.max),
  });
  return (
    <figure className={styles.chart} data-testid="metrics-chart" ref={figure}>
      <figcaption>{format(t.title, { frames: HISTORY_FRAMES })}</figcaption>
      <div role="img" aria-label={description}>
        <Plot
          totals={totals}
          series={SERIES.slice(0, 2)}
          yLabel={t.momentum}
          xLabel={t.frame}
          first={first}
          marks={jumps}
        />
        <Plot totals={totals} series={SERIES.slice(2)} yLabel={t.energy} xLabel={t.frame} first={first} />
      </div>
      <ul className={styles.legend} aria-label={t.legend}>
        {SERIES.map(({ key, className, name }) => (
          <li key={key} className={className}>
            <svg viewBox="0 0 20 6" aria-hidden="true">
              <line x1={0} y1={3} x2={20} y2={3} />
            </svg>
            {t[name]}
          </li>
        ))}
      </ul>
      {lastJump !== undefined && (
        <div className={styles.wallNote} data-testid="wall-note">
          <p>
            {format(plural(messages.presenter.walls.jumped, jumps.length, locale), {
              count: jumps.length,
              frame: lastJump,
            })}
          </p>
          {onWallsOff && (
            <button type="button" className="button" onClick={onWallsOff} data-action="walls-off">
              {messages.presenter.walls.off}
            </button>
          )}
        </div>
      )}
    </figure>
  );
}

interface PlotProps {
  totals: readonly Totals[];
  series: typeof SERIES;
  yLabel: string;
  xLabel: string;
  first: number;
  /** Frames to mark with a dashed line: where a wall pushed. */
  marks?: readonly number[];
}

function Plot({ totals, series, yLabel, xLabel, first, marks = [] }: PlotProps) {
  const { min, max } = widened(
    rowsRange(
      totals,
      series.map(({ key }) => key),
    ),
  );
  const yTicks = niceTicks(min, max, 4);
  const lo = Math.min(min, yTicks[0] ?? min);
  const hi = Math.max(max, yTicks.at(-1) ?? max);
  const xEnd = first + HISTORY_FRAMES - 1;
  const xTicks = niceTicks(first, xEnd, 4).filter((f) => f >= first && f <= xEnd);
  const x = (frame: number) => M.left + ((frame - first) / (HISTORY_FRAMES - 1)) * (W - M.left - M.right);
  const y = (v: number) => M.top + (1 - (v - lo) / (hi - lo)) * (H - M.top - M.bottom);
  const wallMarks = columnMarks(marks, x, M.top, H - M.bottom);
  return (
    <>
      <p className={styles.yLabel}>{yLabel}</p>
      <svg viewBox={`0 0 ${W} ${H}`} className={`chart-plot ${styles.plot}`} aria-hidden="true">
        <g className={styles.axis}>
          <line x1={M.left} y1={M.top} x2={M.left} y2={H - M.bottom} />
          <line x1={M.left} y1={H - M.bottom} x2={W - M.right} y2={H - M.bottom} />
          {yTicks.map((v) => (
            <g key={v}>
              <line className={styles.grid} x1={M.left} y1={y(v)} x2={W - M.right} y2={y(v)} />
              <text x={M.left - 4} y={y(v)} textAnchor="end" dominantBaseline="middle">
                {tickText(v)}
              </text>
            </g>
          ))}
          {xTicks.map((f) => (
            <text key={f} x={x(f)} y={H - M.bottom + 11} textAnchor={frameTickAnchor(x(f), String(f))}>
              {f}
            </text>
          ))}
          <text x={(M.left + W - M.right) / 2} y={H - 4} textAnchor="middle" className={styles.label}>
            {xLabel}
          </text>
        </g>
        {wallMarks.frames.length > 0 && (
          <path
            className={styles.wallMark}
            data-wall-frames={wallMarks.frames.join(' ')}
            d={wallMarks.path}
          />
        )}
        {series.map(({ key, className }) => (
          <polyline
            key={key}
            className={className}
            points={columnPoints(
              totals,
              (row) => row[key],
              (row) => x(row.frame),
              y,
            )}
          />
        ))}
      </svg>
    </>
  );
}

/** A frame tick's label is centred on its tick, or ends there where centred it would pass the plot's right edge. */
function frameTickAnchor(at: number, text: string): 'middle' | 'end' {
  return at + text.length * DIGIT_WIDTH * 0.5 > W ? 'end' : 'middle';
}

/** A tick value: the readouts' precision, without the trailing zeros a round tick does not need. */
function tickText(value: number): string {
  return formatSig(value, 3)
    .replace(/(\.\d*?)0+(?=$| )/, '$1')
    .replace(/\.(?=$| )/, '');
}
