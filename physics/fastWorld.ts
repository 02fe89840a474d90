// The fast engine of a world: the same frames as the plain loop in world.ts, bit for bit, from balls
// in typed arrays and a grid that finds the pairs; also the home of exact contact. Its history is a
// ring of reused buffers, so stepping allocates nothing unless balls collide.
import { ExactContacts } from './exactStep';
import { Grid } from './fastGrid';
import { OverlapFinder, resolvePairs } from './fastPairs';
import { arrayTotals, load, loadInto, toArrays } from './fastState';
import { SnapshotRing } from './history';
import { type Ball, makeBall } from './types';
import { checkWalls, keepInside } from './walls';
import type { CollisionEvent, StepReport, World, WorldMetrics } from './world';
import { badIndex, stuckPairs } from './worldShared';

/** Exact contact when `maxEventsPerFrame` is given; the chapter's contact otherwise. */
export function createFastWorld(
  options: World['options'],
  balls: readonly Ball[],
  historyLimit: number,
  maxEventsPerFrame?: number,
): World {
  const { width, height, bounce } = options;
  const n = balls.length;
  const first = toArrays(balls);
  const s = toArrays(balls);
  const grid = new Grid(s, width, height);
  const overlaps = new OverlapFinder(s, grid);
  const exact =
    maxEventsPerFrame === undefined ? undefined : new ExactContacts(s, { ...options, maxEventsPerFrame });
  const history = new SnapshotRing(historyLimit);
  const scratch = makeBall(0, 0, 0, 0, 1, 1); // one ball object for the wall code, reused for every ball
  let frame = 0;
  let overlapFrames = new Map<number, number>(); // consecutive overlapping frames, keyed i * n + j
  let counting = new Map<number, number>(); // the next frame's counts, built while overlapFrames is read
  // made once, not per ball, so the frame loop creates no closures
  const bounceOffWalls = (ball: Ball) => checkWalls(ball, width, height, bounce);
  const putInside = (ball: Ball) => keepInside(ball, width, height);
  const countOverlap = (i: number, j: number) => {
    const key = i * n + j;
    counting.set(key, (overlapFrames.get(key) ?? 0) + 1);
  };

  function start(): void {
    s.x.set(first.x);
    s.y.set(first.y);
    s.vx.set(first.vx);
    s.vy.set(first.vy);
    frame = 0;
    overlapFrames.clear();
    history.clear();
    grid.build();
  }

  function step(): StepReport {
    save();
    const collisions: CollisionEvent[] = [];
    const events = exact?.frame(collisions);
    if (!exact) {
      for (let i = 0; i < n; i++) {
        s.x[i] = (s.x[i] as number) + (s.vx[i] as number);
        s.y[i] = (s.y[i] as number) + (s.vy[i] as number);
        walls(i, bounceOffWalls);
      }
      resolvePairs(s, grid, options, collisions);
    }
    // as in the plain loop: a separation may leave a ball outside (exact contact never does)
    for (let i = 0; i < n; i++) walls(i, putInside);
    counting.clear();
    overlaps.forEach(countOverlap);
    const counted = counting;
    counting = overlapFrames; // cleared and refilled next frame: the two maps are reused
    overlapFrames = counted;
    frame += 1;
    return events === undefined ? { frame, collisions } : { frame, collisions, events };
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

  const stuckPairList = () => stuckPairs(overlapFrames, n);

  /** [frame, number of overlapping pairs, x, y, vx, vy of each ball, then key, count of each pair]. */
  function save(): void {
    const data = history.push(2 + 4 * n + 2 * overlapFrames.size);
    if (!data) return;
    data[0] = frame;
    data[1] = overlapFrames.size;
    let k = 2;
    for (let i = 0; i < n; i++) {
      data[k++] = s.x[i] as number;
      data[k++] = s.y[i] as number;
      data[k++] = s.vx[i] as number;
      data[k++] = s.vy[i] as number;
    }
    for (const [key, frames] of overlapFrames) {
      data[k++] = key;
      data[k++] = frames;
    }
  }

  function restore(data: Float64Array): void {
    const at = (k: number) => data[k] as number;
    frame = at(0);
    for (let i = 0, k = 2; i < n; i++, k += 4) {
      s.x[i] = at(k);
      s.y[i] = at(k + 1);
      s.vx[i] = at(k + 2);
      s.vy[i] = at(k + 3);
    }
    overlapFrames.clear();
    const end = 2 + 4 * n + 2 * at(1);
    for (let k = 2 + 4 * n; k < end; k += 2) overlapFrames.set(at(k), at(k + 1));
    grid.build();
  }

  function metrics(): WorldMetrics {
    let overlappingPairs = 0;
    let maxPenetration = 0;
    overlaps.forEach((_i, _j, penetration) => {
      overlappingPairs += 1;
      maxPenetration = Math.max(maxPenetration, penetration);
    });
    const { momentum, kineticEnergy } = arrayTotals(s);
    return { momentum, kineticEnergy, overlappingPairs, maxPenetration, stuckPairs: stuckPairList().length };
  }

  start();
  return {
    get frame() {
      return frame;
    },
    count: n,
    width,
    height,
    options,
    engine: 'fast',
    contact: exact ? 'exact' : 'overlap',
    balls: () => Array.from({ length: n }, (_, i) => load(s, i)),
    ball(i) {
      if (!Number.isInteger(i) || i < 0 || i >= n) throw badIndex(i, n);
      return load(s, i);
    },
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
    totals: () => arrayTotals(s),
    stuckPairList,
    step,
    stepBack() {
      const previous = history.pop();
      if (previous) restore(previous);
      return previous !== undefined;
    },
    reset: start,
    metrics,
    get canStepBack() {
      return history.size > 0;
    },
  };
}
