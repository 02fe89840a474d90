// The fast engine of a world: the same frames as the plain loop in world.ts, bit for bit, from balls
// in typed arrays and a grid that finds the pairs; also the home of exact contact. Its history is a
// ring of reused buffers, so stepping allocates nothing unless balls collide; their events are built
// when read (pairLog.ts).

import { checkWalls, keepInside } from '../chapter/walls';
import { Books } from '../engine/books';
import { worldObject } from '../engine/worldObject';
import type { StepReport, World, WorldMetrics, WorldSettings } from '../engine/worldTypes';
import { type Ball, makeBall } from '../types';
import { arrayTotals, load, loadInto, saveMotion, toArrays } from './ballArrays';
import { ExactContacts } from './exact/step';
import { Grid } from './grid';
import { OverlapFinder, OverlapList } from './overlaps';
import { lazyReport, PairLog } from './pairLog';
import { resolvePairs } from './pairs';

/** Exact contact when `maxEventsPerFrame` is given; the chapter's contact otherwise. */
export function createFastWorld(
  options: WorldSettings,
  balls: readonly Ball[],
  historyLimit: number,
  maxEventsPerFrame?: number,
): World {
  const { width, height, bounce, walls: wallsOn } = options;
  const n = balls.length;
  const first = toArrays(balls);
  const s = toArrays(balls);
  const grid = new Grid(s, width, height);
  const overlaps = new OverlapFinder(s, width, height);
  const log = new PairLog();
  const exact =
    maxEventsPerFrame === undefined ? undefined : new ExactContacts(s, { ...options, maxEventsPerFrame });
  const overlapping = new OverlapList(s); // exact contact's, noted as it prepares the next frame
  const scratch = makeBall(0, 0, 0, 0, 1, 1); // one ball object for the wall code, reused for every ball
  let counting = new Map<number, number>(); // the next frame's counts, built while the books' are read
  // made once, not per ball, so the frame loop creates no closures
  const bounceOffWalls = (ball: Ball) => checkWalls(ball, width, height, bounce);
  const putInside = (ball: Ball) => keepInside(ball, width, height);
  const countOverlap = (i: number, j: number) => {
    const key = i * n + j;
    counting.set(key, (books.overlapFrames.get(key) ?? 0) + 1);
  };

  function start(): void {
    s.x.set(first.x);
    s.y.set(first.y);
    s.vx.set(first.vx);
    s.vy.set(first.vy);
    books.clear();
    rewound();
  }

  /** The balls were put back where they were: the grid, and exact contact's next frame, start afresh. */
  function rewound(): void {
    grid.build();
    exact?.forget();
  }

  function step(): StepReport {
    books.save();
    log.clear();
    if (exact) exact.frame();
    else {
      for (let i = 0; i < n; i++) {
        s.x[i] = (s.x[i] as number) + (s.vx[i] as number);
        s.y[i] = (s.y[i] as number) + (s.vy[i] as number);
        if (wallsOn) walls(i, bounceOffWalls);
        else grid.move(i);
      }
      resolvePairs(s, grid, options, log);
    }
    // as in the plain loop: a separation may leave a ball outside (exact contact only a ball that
    // started there, or one a rounding error past a wall it was about to meet)
    if (wallsOn) for (let i = 0; i < n; i++) if (outside(i)) walls(i, putInside);
    const frame = books.frame + 1;
    const report = exact ? exact.report(frame) : lazyReport(frame, log.take(s, options));
    counting.clear();
    if (exact) {
      exact.prepare(overlapping); // after the report, which reads the frame's contacts
      overlapping.forEach(countOverlap);
    } else overlaps.forEach(countOverlap);
    const counted = counting;
    counting = books.overlapFrames; // cleared and refilled next frame: the two maps are reused
    books.overlapFrames = counted;
    books.frame = frame;
    return report;
  }

  /** True when keepInside would move ball i: only those are worth loading. */
  function outside(i: number): boolean {
    const r = s.radius[i] as number;
    const x = s.x[i] as number;
    const y = s.y[i] as number;
    return x < r || x > width - r || y < r || y > height - r;
  }

  /** Runs the wall code of walls.ts on ball i and keeps the grid up to date. */
  function walls(i: number, check: (ball: Ball) => void): void {
    check(loadInto(s, i, scratch));
    s.x[i] = scratch.x;
    s.y[i] = scratch.y;
    s.vx[i] = scratch.vx;
    s.vy[i] = scratch.vy;
    grid.move(i);
  }

  const saveBall = (i: number, data: Float64Array, k: number) => saveMotion(s, i, data, k);
  const restoreBall = (i: number, x: number, y: number, vx: number, vy: number) => {
    s.x[i] = x;
    s.y[i] = y;
    s.vx[i] = vx;
    s.vy[i] = vy;
  };
  const books = new Books(n, historyLimit, saveBall, restoreBall);

  function metrics(): WorldMetrics {
    let overlappingPairs = 0;
    let maxPenetration = 0;
    overlaps.forEach((_i, _j, penetration) => {
      overlappingPairs += 1;
      maxPenetration = Math.max(maxPenetration, penetration);
    });
    const { momentum, kineticEnergy } = arrayTotals(s);
    return {
      momentum,
      kineticEnergy,
      overlappingPairs,
      maxPenetration,
      stuckPairs: books.stuckPairs().length,
    };
  }

  start();
  return worldObject({
    settings: options,
    count: n,
    engine: 'fast',
    contact: exact ? 'exact' : 'overlap',
    books,
    load: (i) => load(s, i),
    forEachBall(visit) {
      for (let i = 0; i < n; i++) {
        visit(
          s.x[i] as number,
          s.y[i] as number,
          s.vx[i] as number,
          s.vy[i] as number,
          s.radius[i] as number,
          s.mass[i] as number,
          i,
        );
      }
    },
    writeBalls(into, stride) {
      for (let i = 0, at = 0; i < n; i++, at += stride) {
        into[at] = s.x[i] as number;
        into[at + 1] = s.y[i] as number;
        into[at + 2] = s.vx[i] as number;
        into[at + 3] = s.vy[i] as number;
        into[at + 4] = s.radius[i] as number;
        into[at + 5] = s.mass[i] as number;
      }
    },
    totals: () => arrayTotals(s),
    step,
    rewound,
    reset: start,
    metrics,
  });
}
