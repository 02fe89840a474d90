// The collisions of one frame of the fast engine's chapter contact, kept as numbers while the frame
// runs: the pair and both balls as the stages met them. Their events (the balls, the trace of every
// stage, the totals) are built from those numbers only when the world's consumer reads them: a
// 2,000-ball crowd has about 300 collisions a frame, and keeping their events from every frame took
// two thirds of the time of a clock's step, most of it in collecting the garbage (bench/results.md).
import { type CollisionSettings, checkCollision } from '../chapter/collide';
import type { CollisionEvent, StepReport } from '../engine/worldTypes';
import { collisionEvent } from '../lab/metrics';
import { type BallArrays, savedBall, saveMotion } from './ballArrays';

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
   * This frame's pairs (i, j of each collision in turn) and a function that builds the event of
   * collision k, copied (the log is reused next frame): the chapter's stages on the same numbers, so
   * the same event, bit for bit, as if built when the balls met.
   */
  take(s: BallArrays, settings: CollisionSettings): LoggedFrame {
    if (this.count === 0) return NOTHING_LOGGED;
    const data = this.data.slice(0, FIELDS * this.count);
    const pairs = this.pairs.slice(0, 2 * this.count);
    const event = (k: number): CollisionEvent => {
      const i = pairs[2 * k] as number;
      const j = pairs[2 * k + 1] as number;
      const a = savedBall(s, i, data, FIELDS * k);
      const b = savedBall(s, j, data, FIELDS * k + 4);
      const result = checkCollision(a, b, settings);
      if (!result) throw new Error(`balls ${i} and ${j} were logged touching and are not`);
      return collisionEvent(i, j, a, b, result);
    };
    return { pairs, event };
  }
}

/** A frame's collisions as their pairs (i, j of collision k at 2k, 2k + 1), and how to build event k. */
export interface LoggedFrame {
  pairs: Int32Array;
  event: (k: number) => CollisionEvent;
}

export const NOTHING_LOGGED: LoggedFrame = {
  pairs: new Int32Array(0),
  event: (k) => {
    throw new RangeError(`no collision ${k} in a frame without collisions`);
  },
};

/**
 * A frame's report whose events are built when read (both fast contacts): one at a time through
 * collisionAt, all of them through collisions, each once. The pairs and collisionAt are views of the
 * collisions, not news: kept out of the report's keys, so a report compares and prints like the
 * plain loop's.
 */
export function lazyReport(frame: number, { pairs, event }: LoggedFrame): StepReport {
  const built: CollisionEvent[] = [];
  const at = (k: number) => {
    built[k] ??= event(k);
    return built[k];
  };
  let collisions: CollisionEvent[] | undefined;
  const report: StepReport = {
    frame,
    get collisions() {
      collisions ??= Array.from({ length: pairs.length / 2 }, (_, k) => at(k));
      return collisions;
    },
  };
  return Object.defineProperties(report, { collisionPairs: { value: pairs }, collisionAt: { value: at } });
}
