// The contacts of one frame, kept as numbers while the frame runs. Their collision events (the balls,
// the trace of every stage, the totals, the moment of contact) are built from those numbers only when
// the world's consumer reads them: a frame of a large crowd has hundreds of contacts, and building
// their events as it ran took a fifth of its time, most of it in collecting the garbage.
import type { CollisionSettings } from '../../chapter/collide';
import type { CollisionEvent } from '../../engine/worldTypes';
import { collisionEvent } from '../../lab/metrics';
import { type BallArrays, savedBall, saveMotion } from '../ballArrays';
import { type LoggedFrame, NOTHING_LOGGED } from '../pairLog';
import { bounceAtContact, contactMoment } from './contact';

/**
 * i, j, the time of contact, then x, y, vx and vy of ball i and of ball j then, before the bounce, then
 * how many times each had changed course earlier in the frame.
 */
const FIELDS = 13;
/** Per contact, when the frame ended: x, y, vx and vy of ball i and of ball j, and their course changes since. */
const REST_FIELDS = 10;

export class ContactLog {
  private data = new Float64Array(FIELDS * 256);
  private count = 0;

  clear(): void {
    this.count = 0;
  }

  /** Notes balls i and j as they are in s, touching at time t, about to bounce, after `turns` course changes. */
  record(s: BallArrays, i: number, j: number, t: number, turns: Int32Array): void {
    if ((this.count + 1) * FIELDS > this.data.length) {
      const bigger = new Float64Array(2 * this.data.length);
      bigger.set(this.data);
      this.data = bigger;
    }
    const d = this.data;
    const k = FIELDS * this.count++;
    d[k] = i;
    d[k + 1] = j;
    d[k + 2] = t;
    saveMotion(s, i, d, k + 3);
    saveMotion(s, j, d, k + 7);
    d[k + 11] = turns[i] as number;
    d[k + 12] = turns[j] as number;
  }

  /**
   * This frame's contacts, copied (the log is reused next frame), with where each pair ended the frame
   * (s as it is now, the frame ended at time `end`, the balls having changed course `turns` times):
   * their pairs, and a function that builds the event of contact k: the same bounce from the same
   * numbers, so the same event as if built at once.
   */
  take(
    s: BallArrays,
    settings: CollisionSettings,
    solveAs: CollisionSettings,
    turns: Int32Array,
    end: number,
  ): LoggedFrame {
    if (this.count === 0) return NOTHING_LOGGED;
    const data = this.data.slice(0, FIELDS * this.count);
    const pairs = new Int32Array(2 * this.count);
    const rest = new Float64Array(REST_FIELDS * this.count);
    for (let c = 0; c < this.count; c++) {
      const k = FIELDS * c;
      const r = REST_FIELDS * c;
      const i = data[k] as number;
      const j = data[k + 1] as number;
      pairs[2 * c] = i;
      pairs[2 * c + 1] = j;
      saveMotion(s, i, rest, r);
      saveMotion(s, j, rest, r + 4);
      // this bounce is one course change; the ones after it are the later contacts
      rest[r + 8] = (turns[i] as number) - (data[k + 11] as number) - 1;
      rest[r + 9] = (turns[j] as number) - (data[k + 12] as number) - 1;
    }
    return { pairs, event: (c) => contactEvent(c, data, rest, end, s, settings, solveAs) };
  }
}

/** The event of contact c in data; radius and mass are read from s (they never change). */
function contactEvent(
  c: number,
  data: Float64Array,
  rest: Float64Array,
  end: number,
  s: BallArrays,
  settings: CollisionSettings,
  solveAs: CollisionSettings,
): CollisionEvent {
  const k = FIELDS * c;
  const r = REST_FIELDS * c;
  const i = data[k] as number;
  const j = data[k + 1] as number;
  const t = data[k + 2] as number;
  const a = savedBall(s, i, data, k + 3);
  const b = savedBall(s, j, data, k + 7);
  const result = bounceAtContact(a, b, settings, solveAs);
  const state = (first: number) => ({
    x: rest[first] as number,
    y: rest[first + 1] as number,
    vx: rest[first + 2] as number,
    vy: rest[first + 3] as number,
  });
  const after = {
    time: end,
    a: state(r),
    b: state(r + 4),
    laterA: rest[r + 8] as number,
    laterB: rest[r + 9] as number,
  };
  return { ...collisionEvent(i, j, a, b, result), contact: contactMoment(a, b, t, after) };
}
