// What a world did over its whole run, as far as it has gone: its collisions (the ledger), momentum and
// kinetic energy at every frame (the chart) and the frames that ran out of exact contact's budget. A
// frame is recorded the first time it is reached; a replay reaches the same frames (physics/timeline.ts)
// and records nothing again. An edit of the set-up forgets what came after its frame.
// A collision row holds its whole trace (for Inspect), a kilobyte or two: a crowd of large balls
// collides ten times a frame, so the record keeps the latest LEDGER_LIMIT rows whole and the older
// ones as their frame and pair only (OldRows); the clock rebuilds those exactly by replaying the frame.
import type { StepReport, Timeline, World } from '@/physics';
import {
  countAtMost,
  type LedgerRow,
  OldRows,
  rebuildRows,
  replayLedger,
  type StoredRow,
} from './ledgerRows';
import type { SetupEdits } from './setupEdits';

export type { LedgerRow } from './ledgerRows';

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

/** Collision rows kept whole per world (the memory of a long crowded run; any small world keeps them all). */
export const LEDGER_LIMIT = 10_000;

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
  /** The last rows `rows` rebuilt: a page of old rows is shown again at every frame while it is open. */
  private rebuilt: { from: number; to: number; rows: readonly LedgerRow[] } | undefined;

  /** The record of `timeline`'s run, which also replays its old rows. */
  constructor(private readonly timeline: Timeline) {
    this.note(timeline.world, undefined);
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

  /** Rows `from` to `to` (not included), whole, old ones rebuilt exactly (ledgerRows.ts). */
  rowsFrom(from: number, to: number): readonly LedgerRow[] {
    const last = this.rebuilt;
    if (last?.from === from && last.to === to) return last.rows;
    const rows = rebuildRows(this, this.timeline, from, to);
    if (from < this.old.length) this.rebuilt = { from, to, rows };
    return rows;
  }

  /**
   * Every row up to `frame`, in pieces of about `frames` frames of work, the old ones from a replay of
   * the run, world `index` of `edits`' start with its edits (ledgerRows.ts).
   */
  everyRow(
    frame: number,
    edits: SetupEdits,
    index: number,
    frames?: number,
  ): Generator<readonly LedgerRow[]> {
    return replayLedger(this, frame, edits, index, frames);
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
    this.rebuilt = undefined;
    this.old.length = this.old.upTo(frame);
    this.rows.length = countUpTo(this.rows, frame);
    this.cuts.length = countUpTo(this.cuts, frame);
    this.reached = Math.min(this.reached, frame);
  }
}
