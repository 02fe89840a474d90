// What a world did over its whole run, as far as it has gone: its collisions (the ledger), momentum and
// kinetic energy at every frame (the chart) and the frames that ran out of exact contact's budget. A
// frame is recorded the first time it is reached; a replay reaches the same frames (physics/timeline.ts)
// and records nothing again. An edit of the set-up forgets what came after its frame.
// A collision row holds its whole trace (for Inspect), a kilobyte or two: a crowd of large balls
// collides ten times a frame, so the record keeps the latest LEDGER_LIMIT rows and counts the others.
import type { CollisionEvent, StepReport, World } from '@/physics';

export interface LedgerRow extends CollisionEvent {
  frame: number;
}

export interface Totals {
  frame: number;
  momentumX: number;
  momentumY: number;
  kineticEnergy: number;
}

/** A frame of exact contact that ran out of its budget of work (StepReport.cutShort). */
export interface CutShortFrame {
  frame: number;
  /** Contacts resolved in it. */
  events: number;
}

/** O(n) and without copying the balls: this runs every frame, also for thousands of balls. */
export function totalsOf(world: World): Totals {
  const { momentum, kineticEnergy } = world.totals();
  return { frame: world.frame, momentumX: momentum.x, momentumY: momentum.y, kineticEnergy };
}

/** The number of items of a list sorted by frame whose frame is at most `frame`. */
export function countUpTo(list: readonly { frame: number }[], frame: number): number {
  return countAtMost(list.length, (k) => (list[k] as { frame: number }).frame, frame);
}

/** The number of frames of an ascending list that are at most `frame`. */
export function framesUpTo(frames: readonly number[], frame: number): number {
  return countAtMost(frames.length, (k) => frames[k] as number, frame);
}

function countAtMost(length: number, frameAt: (k: number) => number, frame: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (frameAt(mid) <= frame) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Collision rows kept per world (the memory of a long crowded run; any small world keeps them all). */
export const LEDGER_LIMIT = 10_000;

export class RunRecord {
  private rows: LedgerRow[] = [];
  /** Rows forgotten at the front (LEDGER_LIMIT). */
  private dropped = 0;
  /** Momentum x, y and kinetic energy of frame f at 3f, 3f + 1, 3f + 2. */
  private sums = new Float64Array(3 * 1024);
  private reached = -1;
  readonly cuts: CutShortFrame[] = [];
  private shown: { frame: number; rows: number; list: readonly LedgerRow[] } | undefined;

  constructor(world: World) {
    this.note(world, undefined);
  }

  /** The furthest frame recorded. */
  get end(): number {
    return this.reached;
  }

  /** Records the frame `world` shows after `report` (frame 0 without one), unless it is recorded. */
  note(world: World, report: StepReport | undefined): boolean {
    const frame = world.frame;
    if (frame <= this.reached) return false;
    this.reached = frame;
    for (const event of report?.collisions ?? []) this.rows.push({ ...event, frame });
    // forgotten a tenth at a time, so the list is not copied at every frame
    if (this.rows.length > LEDGER_LIMIT * 1.1) {
      const extra = this.rows.length - LEDGER_LIMIT;
      this.rows.splice(0, extra);
      this.dropped += extra;
    }
    if (report?.cutShort) this.cuts.push({ frame, events: report.events ?? 0 });
    if (3 * frame + 3 > this.sums.length) {
      const grown = new Float64Array(2 * this.sums.length);
      grown.set(this.sums);
      this.sums = grown;
    }
    const { momentum, kineticEnergy } = world.totals();
    this.sums.set([momentum.x, momentum.y, kineticEnergy], 3 * frame);
    return true;
  }

  /** Every collision kept, in frame order. */
  get all(): readonly LedgerRow[] {
    return this.rows;
  }

  /** How many of the earliest collisions are no longer kept (LEDGER_LIMIT). */
  get forgotten(): number {
    return this.dropped;
  }

  /** The collisions up to `frame` (the same list until either changes). */
  upTo(frame: number): readonly LedgerRow[] {
    const count = countUpTo(this.rows, frame);
    if (this.shown?.frame !== frame || this.shown.rows !== this.rows.length) {
      this.shown = { frame, rows: this.rows.length, list: this.rows.slice(0, count) };
    }
    return this.shown.list;
  }

  /** The collisions of one frame. */
  at(frame: number): LedgerRow[] {
    return this.rows.slice(countUpTo(this.rows, frame - 1), countUpTo(this.rows, frame));
  }

  /** The totals of frames `from` to `to` (both recorded), oldest first. */
  totals(from: number, to: number): Totals[] {
    const list: Totals[] = [];
    for (let f = Math.max(0, from); f <= Math.min(to, this.reached); f++) {
      const k = 3 * f;
      list.push({
        frame: f,
        momentumX: this.sums[k] as number,
        momentumY: this.sums[k + 1] as number,
        kineticEnergy: this.sums[k + 2] as number,
      });
    }
    return list;
  }

  /** Forgets every frame after `frame` (an edit of the set-up changes them). */
  forgetAfter(frame: number): void {
    this.rows.length = countUpTo(this.rows, frame);
    this.cuts.length = countUpTo(this.cuts, frame);
    this.reached = Math.min(this.reached, frame);
  }
}
