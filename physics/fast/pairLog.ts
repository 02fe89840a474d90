// The collisions of one frame of the fast engine's chapter contact, kept as numbers while the frame
// runs: the pair and both balls as the stages met them. Their events (the balls, the trace of every
// stage, the totals) are built from those numbers only when the world's consumer reads them: a
// 2,000-ball crowd has about 300 collisions a frame, and keeping their events from every frame took
// two thirds of the time of a clock's step, most of it in collecting the garbage (bench/results.md).
import { type CollisionSettings, checkCollision } from '../chapter/collide';
import { collisionEvent } from '../metrics';
import { makeBall } from '../types';
import type { CollisionEvent, StepReport } from '../worldTypes';
import { type BallArrays, saveMotion } from './ballArrays';

/** x, y, vx and vy of ball i, then of ball j; the pair itself is kept in `pairs`. */
const FIELDS = 8;

export class PairLog {
  private data = new Float64Array(FIELDS * 256);
  private pairs = new Int32Array(2 * 256);
  private count = 0;

  clear(): void {
    this.count = 0;
  }

  /** Notes balls i and j as they are in s, about to collide. */
  record(s: BallArrays, i: number, j: number): void {
    if (2 * this.count + 2 > this.pairs.length) {
      const data = new Float64Array(2 * this.data.length);
      data.set(this.data);
      this.data = data;
      const pairs = new Int32Array(2 * this.pairs.length);
      pairs.set(this.pairs);
      this.pairs = pairs;
    }
    saveMotion(s, i, this.data, FIELDS * this.count);
    saveMotion(s, j, this.data, FIELDS * this.count + 4);
    this.pairs[2 * this.count] = i;
    this.pairs[2 * this.count + 1] = j;
    this.count += 1;
  }

  /**
   * This frame's pairs (i, j of each collision in turn) and a function that builds their events,
   * copied (the log is reused next frame): the chapter's stages on the same numbers, so the same
   * events, bit for bit, as if built when the balls met.
   */
  take(s: BallArrays, settings: CollisionSettings): LoggedFrame {
    if (this.count === 0) return { pairs: NO_PAIRS, build: noCollisions };
    const data = this.data.slice(0, FIELDS * this.count);
    const pairs = this.pairs.slice(0, 2 * this.count);
    return { pairs, build: () => collisionEvents(data, pairs, s, settings) };
  }
}

/** A frame's collisions as their pairs, and the function that builds their events. */
export interface LoggedFrame {
  pairs: Int32Array;
  build: () => CollisionEvent[];
}

const NO_PAIRS = new Int32Array(0);
const noCollisions = (): CollisionEvent[] => [];

/** The events of the logged collisions; radius and mass are read from s (they never change). */
function collisionEvents(
  data: Float64Array,
  pairs: Int32Array,
  s: BallArrays,
  settings: CollisionSettings,
): CollisionEvent[] {
  const events: CollisionEvent[] = [];
  const at = (first: number, ball: number) =>
    makeBall(
      data[first] as number,
      data[first + 1] as number,
      data[first + 2] as number,
      data[first + 3] as number,
      s.radius[ball] as number,
      s.mass[ball] as number,
    );
  for (let c = 0; c < pairs.length / 2; c++) {
    const i = pairs[2 * c] as number;
    const j = pairs[2 * c + 1] as number;
    const a = at(FIELDS * c, i);
    const b = at(FIELDS * c + 4, j);
    const result = checkCollision(a, b, settings);
    if (result) events.push(collisionEvent(i, j, a, b, result)); // it touched when logged: never null
  }
  return events;
}

/**
 * A frame's report whose collisions are built the first time they are read (both fast contacts). The
 * pairs are a view of the collisions, not news: kept out of the report's keys, so a report compares
 * and prints like the plain loop's.
 */
export function lazyReport(frame: number, { pairs, build }: LoggedFrame): StepReport {
  let collisions: CollisionEvent[] | undefined;
  const report: StepReport = {
    frame,
    get collisions() {
      collisions ??= build();
      return collisions;
    },
  };
  return Object.defineProperty(report, 'collisionPairs', { value: pairs, enumerable: false });
}
