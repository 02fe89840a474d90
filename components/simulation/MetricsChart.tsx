'use client';
// A small line chart of total momentum (x, y) and kinetic energy over recent frames: flat lines
// are the conservation laws; steps show a wall or an inelastic collision at work.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useClockVersion } from '@/components/widget/useClockVersion';
import { format } from '@/lib/format';
import { HISTORY_FRAMES, type SimulationClock, type Totals } from './SimulationClock';

const WIDTH = 300;
const HEIGHT = 80;
const SERIES: { key: keyof Omit<Totals, 'frame'>; className: string; name: string }[] = [
  { key: 'momentumX', className: 'series-px', name: 'px' },
  { key: 'momentumY', className: 'series-py', name: 'py' },
  { key: 'kineticEnergy', className: 'series-ke', name: 'E' },
];

export function MetricsChart({ clock, world = 0 }: { clock: SimulationClock; world?: number }) {
  const t = useMessages().simulation.chart;
  useClockVersion(clock);
  const totals = clock.totals(world);
  const first = totals[0]?.frame ?? 0;
  return (
    <figure className="metrics-chart">
      <figcaption>{format(t.title, { frames: HISTORY_FRAMES })}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t.description}
        preserveAspectRatio="none"
      >
        {SERIES.map(({ key, className }, band) => (
          <polyline
            key={key}
            className={className}
            points={points(
              totals.map((row) => [row.frame - first, row[key]]),
              band,
            )}
          />
        ))}
      </svg>
      <p className="chart-legend" aria-hidden="true">
        {SERIES.map(({ key, className, name }) => (
          <span key={key} className={className}>
            {name}
          </span>
        ))}
      </p>
    </figure>
  );
}

const BAND = HEIGHT / SERIES.length;

/** Scale one series into its own horizontal band: each line shows its shape, not its size, and a
 *  conserved quantity is a flat line in the middle of its band. */
function points(series: [number, number][], band: number): string {
  const values = series.map(([, v]) => v);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min > 1e-9 * Math.max(1, Math.abs(max)) ? max - min : 0;
  return series
    .map(([frame, v]) => {
      const x = (frame / (HISTORY_FRAMES - 1)) * WIDTH;
      const top = band * BAND + 3;
      const y = span === 0 ? top + (BAND - 6) / 2 : top + (BAND - 6) * (1 - (v - min) / span);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
