// What a world did over its whole run, as far as it has gone: its collisions (the ledger), momentum and
// kinetic energy at every frame (the chart) and the frames that ran out of exact contact's budget. A
// frame is recorded the first time it is reached; a replay reaches the same frames (physics/timeline.ts)
// and records nothing again. An edit of the set-up forgets what came after its frame.
// A collision row holds its whole trace (for Inspect), a kilobyte or two: a crowd of large balls
// collides ten times a frame, so the record keeps the latest LEDGER_LIMIT rows whole and the older
// ones as their frame and pair only (OldRows); the clock rebuilds those exactly by replaying the frame.
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

/** Collision rows kept whole per world (the memory of a long crowded run; any small world keeps them all). */
export const LEDGER_LIMIT = 10_000;

/**
 * The rows older than the whole ones: frame, ball i and ball j, 12 bytes a row (up to 24 while the
 * arrays wait to grow, as they double), against a kilobyte or two for a whole row.
 */
class OldRows {
  private numbers = new Int32Array(3 * 1024);
  length = 0;

  push(row: LedgerRow): void {
    if (3 * this.length + 3 > this.numbers.length) {
      const grown = new Int32Array(2 * this.numbers.length);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    this.numbers.set([row.frame, row.i, row.j], 3 * this.length);
    this.length += 1;
  }

  /** Row k's frame and pair. */
  at(k: number): { frame: number; i: number; j: number } {
    const n = this.numbers;
    return { frame: n[3 * k] as number, i: n[3 * k + 1] as number, j: n[3 * k + 2] as number };
  }

  /** The number of rows whose frame is at most `frame`. */
  upTo(frame: number): number {
    return countAtMost(this.length, (k) => this.numbers[3 * k] as number, frame);
  }
}

/** A row of the ledger: whole, or old (its frame and pair: the clock rebuilds it, SimulationClock.ledgerRows). */
export type StoredRow =
  | { kind: 'whole'; row: LedgerRow }
  | { kind: 'old'; frame: number; i: number; j: number };

export class RunRecord {
  /** The latest rows, whole. */
  private rows: LedgerRow[] = [];
  /** The rows before them, compact. */
  private old = new OldRows();
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
    // made compact a tenth at a time, so the list is not copied at every frame
    if (this.rows.length > LEDGER_LIMIT * 1.1) {
      const extra = this.rows.splice(0, this.rows.length - LEDGER_LIMIT);
      for (const row of extra) this.old.push(row);
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

  /** The latest collisions, kept whole, in frame order (all of them in a run of fewer than LEDGER_LIMIT). */
  get whole(): readonly LedgerRow[] {
    return this.rows;
  }

  /** How many collisions the run has had up to `frame`, old and whole. */
  count(frame: number): number {
    return this.old.upTo(frame) + countUpTo(this.rows, frame);
  }

  /** Row k of the run (0 is its first collision). */
  row(k: number): StoredRow | undefined {
    if (k < this.old.length) return { kind: 'old', ...this.old.at(k) };
    const row = this.rows[k - this.old.length];
    return row && { kind: 'whole', row };
  }

  /** The whole collisions up to `frame` (the same list until either changes). */
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
    this.old.length = this.old.upTo(frame);
    this.rows.length = countUpTo(this.rows, frame);
    this.cuts.length = countUpTo(this.cuts, frame);
    this.reached = Math.min(this.reached, frame);
  }
}
