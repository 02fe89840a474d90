// What a world did over its whole run, as far as it has gone: its collisions (the ledger), momentum and
// kinetic energy at every frame (the chart) and the frames that ran out of exact contact's budget. A
// frame is recorded the first time it is reached; a replay reaches the same frames (physics/engine/timeline.ts)
// and records nothing again. An edit of the set-up forgets what came after its frame.
// A collision row holds its whole trace (for Inspect), a kilobyte or two: a crowd of 2,000 balls
// collides about 300 times a frame, so the record keeps every row as its frame and pair (RowIndex),
// and the frames of the latest LEDGER_LIMIT rows as their reports, whose rows are made when read
// (the fast engine builds a frame's events only then); the clock rebuilds older rows exactly by
// replaying their frame.
import type { CollisionEvent, StepReport, Timeline, World } from '@/physics';
import type { SetupHistory } from './history';
import {
  countAtMost,
  type LedgerRow,
  RowIndex,
  rebuildRows,
  replayLedger,
  type StoredRow,
} from './ledgerRows';

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

/** How many collisions a frame had, without building their events when the engine kept them as pairs. */
export const collisionCount = (report: StepReport): number =>
  report.collisionPairs ? report.collisionPairs.length / 2 : report.collisions.length;

/** A frame whose rows are whole: its report, the number of its first row, and its rows made so far. */
interface WholeFrame {
  frame: number;
  first: number;
  report: StepReport;
  rows?: LedgerRow[];
}

export class RunRecord {
  /** Every row, as frame and pair. */
  private index = new RowIndex();
  /** The frames of the latest rows, oldest first: their rows are whole. */
  private recent: WholeFrame[] = [];
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
    if (report && collisionCount(report) > 0) {
      this.recent.push({ frame, first: this.index.length, report });
      this.index.push(frame, report.collisionPairs ?? report.collisions.flatMap((e) => [e.i, e.j]));
      this.forgetOldFrames();
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

  /** The frames whose rows are all older than the latest LEDGER_LIMIT go, a tenth at a time. */
  private forgetOldFrames(): void {
    if (this.index.length - this.wholeFrom <= LEDGER_LIMIT * 1.1) return;
    let k = 0;
    const rest = (f: number) => this.index.length - (this.recent[f] as WholeFrame).first;
    while (k + 1 < this.recent.length && rest(k + 1) >= LEDGER_LIMIT) k += 1;
    this.recent.splice(0, k);
  }

  /** The number of the first whole row. */
  private get wholeFrom(): number {
    return this.recent[0]?.first ?? this.index.length;
  }

  /** Row k of a whole frame, made the first time it is read (its event alone, when the report can). */
  private rowOf(whole: WholeFrame, k: number): LedgerRow {
    whole.rows ??= [];
    const { report, frame, rows } = whole;
    rows[k] ??= {
      ...(report.collisionAt ? report.collisionAt(k) : (report.collisions[k] as CollisionEvent)),
      frame,
    };
    return rows[k];
  }

  /** Every row of a whole frame. */
  private rowsOf(whole: WholeFrame): LedgerRow[] {
    return Array.from({ length: this.countAt(whole.frame) }, (_, k) => this.rowOf(whole, k));
  }

  /** Whole row k (at least wholeFrom). */
  private wholeRow(k: number): LedgerRow {
    const at = countAtMost(this.recent.length, (f) => (this.recent[f] as WholeFrame).first, k) - 1;
    const whole = this.recent[at] as WholeFrame;
    return this.rowOf(whole, k - whole.first);
  }

  /** How many collisions the run has had up to `frame`. */
  count(frame: number): number {
    return this.index.upTo(frame);
  }

  /** Row k of the run (0 is its first). */
  row(k: number): StoredRow | undefined {
    if (k < 0 || k >= this.index.length) return undefined;
    if (k < this.wholeFrom) return { kind: 'old', ...this.index.at(k) };
    return { kind: 'whole', row: this.wholeRow(k) };
  }

  /** Rows `from` to `to` (not included), whole, old ones rebuilt exactly (ledgerRows.ts). */
  rowsFrom(from: number, to: number): readonly LedgerRow[] {
    const last = this.rebuilt;
    if (last?.from === from && last.to === to) return last.rows;
    const rows = rebuildRows(this, this.timeline, from, to);
    if (from < this.wholeFrom) this.rebuilt = { from, to, rows };
    return rows;
  }

  /**
   * Every row up to `frame`, in pieces of about `frames` frames of work, the old ones from a replay of
   * the run, world `index` of `edits`' start with its edits (ledgerRows.ts).
   */
  everyRow(
    frame: number,
    edits: SetupHistory,
    index: number,
    frames?: number,
  ): Generator<readonly LedgerRow[]> {
    return replayLedger(this, frame, edits, index, frames);
  }

  /** The whole collisions up to `frame` (the same list until either changes). It makes every row:
   *  for tests and the CSV; the readouts read lastUpTo and after. */
  upTo(frame: number): readonly LedgerRow[] {
    if (this.shown?.frame !== frame || this.shown.rows !== this.index.length)
      this.shown = {
        frame,
        rows: this.index.length,
        list: this.wholeRows(this.wholeFrom, this.count(frame)),
      };
    return this.shown.list;
  }

  /** The latest whole collision up to `frame`, made alone (a crowd's frame holds hundreds). */
  lastUpTo(frame: number): LedgerRow | undefined {
    const count = this.count(frame);
    return count > this.wholeFrom ? this.wholeRow(count - 1) : undefined;
  }

  /** The whole collisions of the frames after `from` up to `frame`, oldest first. */
  after(from: number, frame: number): LedgerRow[] {
    return this.wholeRows(Math.max(this.wholeFrom, this.count(from)), this.count(frame));
  }

  private wholeRows(from: number, to: number): LedgerRow[] {
    return Array.from({ length: Math.max(0, to - from) }, (_, k) => this.wholeRow(from + k));
  }

  /** The collisions of one frame (none when its rows are no longer whole). */
  at(frame: number): LedgerRow[] {
    const whole = this.wholeFrame(frame);
    return whole ? this.rowsOf(whole) : [];
  }

  /** How many rows of `frame` at can give: all of its collisions, or none once they are old. */
  countWholeAt(frame: number): number {
    return this.wholeFrame(frame) ? this.countAt(frame) : 0;
  }

  /** Row k of at(frame), made alone. */
  rowAt(frame: number, k: number): LedgerRow | undefined {
    const whole = this.wholeFrame(frame);
    return whole && k >= 0 && k < this.countAt(frame) ? this.rowOf(whole, k) : undefined;
  }

  private wholeFrame(frame: number): WholeFrame | undefined {
    const k = countAtMost(this.recent.length, (f) => (this.recent[f] as WholeFrame).frame, frame) - 1;
    const whole = this.recent[k];
    return whole?.frame === frame ? whole : undefined;
  }

  /** How many collisions frame `frame` had. */
  countAt(frame: number): number {
    return this.count(frame) - this.count(frame - 1);
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
    this.shown = undefined;
    this.index.length = this.index.upTo(frame);
    this.recent.length = countAtMost(this.recent.length, (f) => (this.recent[f] as WholeFrame).frame, frame);
    this.cuts.length = countUpTo(this.cuts, frame);
    this.reached = Math.min(this.reached, frame);
  }
}
