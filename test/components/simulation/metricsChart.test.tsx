// @vitest-environment happy-dom
// The chart draws at most two points per column of its plot (issue 25), and a spike of one frame
// still reaches its full height: 1,001 frames used to be 1,001 points per line.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { MetricsChart } from '@/components/simulation/MetricsChart';
import { HISTORY_FRAMES, type SimulationClock, type Totals } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';

afterEach(cleanup);

const SPIKE = 500;

/** A clock holding a full history (only what the chart's selectors read): momentum x flat at 10 but for one frame at 30. */
function clockWithSpike(): SimulationClock {
  const rows: Totals[] = Array.from({ length: HISTORY_FRAMES }, (_, frame) => ({
    frame,
    momentumX: frame === SPIKE ? 30 : 10,
    momentumY: Math.sin(frame / 7),
    kineticEnergy: 100 + (frame % 3),
  }));
  // a player whose one snapshot is at the last frame of a run whose record holds those totals
  const record = { totals: () => rows };
  const run = { records: [record], readAt: () => undefined };
  const snapshot = { frame: HISTORY_FRAMES - 1, view: { run, worlds: [] } };
  return {
    player: { snapshot: () => snapshot, calm: false, subscribe: () => () => {} },
  } as unknown as SimulationClock;
}

/** The chart's plot: 320 wide less its margins (64 left, 8 right). */
const PLOT_WIDTH = 320 - 64 - 8;
/** The chart of clockWithSpike, rendered. */
const drawn = () =>
  render(
    <MessagesProvider locale="en" messages={en}>
      <MetricsChart clock={clockWithSpike()} />
    </MessagesProvider>,
  ).container;

const pointsOf = (line: Element) =>
  (line.getAttribute('points') ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);

describe('the metrics chart', () => {
  it('draws one or two points per column, keeping a one-frame spike', () => {
    const lines = [...drawn().querySelectorAll('polyline')];
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      const points = pointsOf(line);
      expect(points.length).toBeGreaterThan(0);
      expect(points.length).toBeLessThanOrEqual(2 * (PLOT_WIDTH + 1));
      for (const [x, y] of points) expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    }
    // the flat line is one point per column, and its spike is the highest point (smallest y)
    const px = pointsOf(lines[0] as Element);
    expect(px.length).toBeLessThanOrEqual(PLOT_WIDTH + 2);
    const top = Math.min(...px.map(([, y]) => y));
    const flat = Math.max(...px.map(([, y]) => y));
    expect(top).toBeLessThan(flat - 30);
    expect(px.filter(([, y]) => y === top)).toHaveLength(1);
  });

  it('marks the wall bounces of a crowd in one element, at most one mark per column', () => {
    // with no balls to weigh every change counts as a wall's push: here every frame (momentum y moves)
    const marks = [...drawn().querySelectorAll('[data-wall-frame], [data-wall-frames]')];
    expect(marks).toHaveLength(1); // was a line per marked frame: 1,000
    const frames = (marks[0]?.getAttribute('data-wall-frames') ?? '').split(' ').map(Number);
    expect(frames.length).toBeGreaterThan(PLOT_WIDTH / 2);
    expect(frames.length).toBeLessThanOrEqual(PLOT_WIDTH + 1);
    expect(frames[0]).toBe(1); // the first jump is kept
    expect(marks[0]?.getAttribute('d')?.match(/M/g)).toHaveLength(frames.length);
  });
});
