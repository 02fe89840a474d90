// The ledger's old rows: a long run keeps its latest LEDGER_LIMIT collisions whole (runRecord.ts) and
// every one as frame and pair (RowIndex). The physics is deterministic, so a row is rebuilt exactly by
// running its frame again: the timeline's replay reports what the first run reported, bit for bit.
import { type CollisionEvent, createWorld, type StepReport, Timeline, type WorldOptions } from '@/physics';
import type { SetupHistory } from './history';
import { applyChange, type SetupChange } from './setup';

export interface LedgerRow extends CollisionEvent {
  frame: number;
}

/** What the rebuilding reads of a run's record (runRecord.ts). */
interface Rows {
  /** Row k of the run, 0 its first. */
  row(k: number): StoredRow | undefined;
  /** How many rows up to `frame`. */
  count(frame: number): number;
  /** The whole rows up to `frame`. */
  upTo(frame: number): readonly LedgerRow[];
}

/**
 * Every row of a run as its frame, ball i and ball j: 12 bytes a row (up to 24 while the array waits
 * to grow, as it doubles), against a kilobyte or two for a whole row. The rows older than the whole
 * ones are rebuilt from here; the count of rows up to a frame is read here.
 */
export class RowIndex {
  private numbers = new Int32Array(3 * 1024);
  length = 0;

  /** The rows of one frame: ball i and ball j of each collision at 2k and 2k + 1. */
  push(frame: number, pairs: ArrayLike<number>): void {
    const rows = pairs.length / 2;
    if (3 * (this.length + rows) > this.numbers.length) {
      const grown = new Int32Array(2 * Math.max(this.numbers.length, 3 * (this.length + rows)));
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const n = this.numbers;
    for (let r = 0, k = 3 * this.length; r < rows; r++, k += 3) {
      n[k] = frame;
      n[k + 1] = pairs[2 * r] as number;
      n[k + 2] = pairs[2 * r + 1] as number;
    }
    this.length += rows;
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

/** The number of the first `length` items whose frame (`frameAt`) is at most `frame`, frames ascending. */
export function countAtMost(length: number, frameAt: (k: number) => number, frame: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (frameAt(mid) <= frame) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A row of the ledger: whole, or old (its frame and pair: rebuildRows rebuilds it). */
export type StoredRow =
  | { kind: 'whole'; row: LedgerRow }
  | { kind: 'old'; frame: number; i: number; j: number };

/**
 * Rows `from` to `to` (not included) of `record`, 0 being the run's first. The timeline goes to each
 * old row's frame and back to the frame it showed: at most a checkpoint's spacing of frames each way.
 */
export function rebuildRows(record: Rows, timeline: Timeline, from: number, to: number): LedgerRow[] {
  const screen = timeline.frame;
  const rows: LedgerRow[] = [];
  let replayed: StepReport | undefined;
  for (let k = from; k < to; k++) {
    const stored = record.row(k);
    if (!stored) break;
    if (stored.kind === 'whole') {
      rows.push(stored.row);
      continue;
    }
    const { frame, i, j } = stored;
    if (replayed?.frame !== frame) {
      timeline.goTo(frame - 1);
      replayed = timeline.step();
    }
    const event = replayed.collisions[k - record.count(frame - 1)];
    if (event?.i !== i || event.j !== j) throw new Error(`frame ${frame} replayed differently`);
    rows.push({ ...event, frame });
  }
  if (replayed) timeline.goTo(screen);
  return rows;
}

/**
 * Every row of `record` (world `index`) up to `frame`, oldest first, in pieces of about `frames`
 * frames of work each (a CSV of a long run, made without freezing the page). The old rows come from a
 * run of its own, replayed from the start with the same edits at their frames: the frame on screen
 * never moves.
 */
export function* replayLedger(
  record: Rows,
  frame: number,
  edits: SetupHistory,
  index: number,
  frames = 128,
): Generator<readonly LedgerRow[]> {
  const whole = record.upTo(frame);
  const old = record.count(frame) - whole.length;
  const last = record.row(old - 1);
  const lastOld = last?.kind === 'old' ? last.frame : 0;
  const start = edits.start[index] as WorldOptions;
  const replay = new Timeline(createWorld(start));
  const waiting = edits.applied.filter((edit) => edit.frame < lastOld);
  let done = 0;
  let piece: LedgerRow[] = [];
  while (replay.frame < lastOld) {
    while (replay.frame === waiting[0]?.frame) applyChange(replay, start, waiting.shift() as SetupChange);
    const report = replay.step();
    for (const event of report.collisions)
      if (done + piece.length < old) piece.push({ ...event, frame: report.frame });
    if (report.frame % frames === 0) {
      done += piece.length;
      yield piece;
      piece = [];
    }
  }
  yield piece;
  yield whole;
}
