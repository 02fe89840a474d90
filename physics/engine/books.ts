// A world's books, kept the same way by both engines (world.ts's plain loop, fast/fastWorld.ts): the
// frame number, how many frames in a row each pair has overlapped, and the history behind stepBack(),
// written and read in history.ts's layout through the engine's own saveBall and restoreBall.

import { stuckPairs } from '../lab/metrics';
import {
  History,
  type RestoreBall,
  readFrame,
  restoreFrame,
  type SaveBall,
  saveFrame,
  snapshotFrame,
} from './history';

export class Books {
  frame = 0;
  /** Consecutive overlapping frames, keyed i * n + j, in pair order. */
  overlapFrames = new Map<number, number>();
  readonly history: History;
  private readonly n: number;
  private readonly saveBall: SaveBall;
  private readonly restoreBall: RestoreBall;

  constructor(n: number, historyLimit: number, saveBall: SaveBall, restoreBall: RestoreBall) {
    this.n = n;
    this.history = new History(historyLimit);
    this.saveBall = saveBall;
    this.restoreBall = restoreBall;
  }

  /** Before a step: the frame as it is, for stepBack(). */
  save(): void {
    saveFrame(this.history, this.frame, this.n, this.overlapFrames, this.saveBall);
  }

  /** One frame back, balls and counts as they were; false when the history is empty. */
  back(): boolean {
    const previous = restoreFrame(this.history, this.n, this.overlapFrames, this.restoreBall);
    if (previous === undefined) return false;
    this.frame = previous;
    return true;
  }

  /** This frame in a buffer of its own, with the engine's `extra` numbers after it. */
  snapshot(extra?: readonly number[]): Float64Array {
    return snapshotFrame(this.frame, this.n, this.overlapFrames, this.saveBall, extra);
  }

  /** A snapshot's frame, balls and counts; the history before it is forgotten. */
  read(data: Float64Array): void {
    this.history.clear();
    this.frame = readFrame(data, this.n, this.overlapFrames, this.restoreBall);
  }

  /** Frame 0: no overlaps counted, no history. */
  clear(): void {
    this.history.clear();
    this.frame = 0;
    this.overlapFrames.clear();
  }

  stuckPairs(): Array<[number, number]> {
    return stuckPairs(this.overlapFrames, this.n);
  }
}
