// Stepping back: a bounded ring of world snapshots, and the one layout both engines write them in.
// The ring forgets the oldest snapshot when it holds more frames than allowed or more numbers than its
// memory budget, and reuses the buffers of forgotten frames, so a long run stops allocating.
import type { Ball } from '../types';

/** About 32 MB of Float64 numbers, whatever the frame limit. */
export const MAX_HISTORY_NUMBERS = 4_000_000;

/**
 * The snapshots, newest last. Buffers may be longer than their snapshot (a snapshot records its own
 * length); the budget counts every buffer held, in use or spare.
 */
export class History {
  private readonly maxFrames: number;
  private readonly maxNumbers: number;
  private buffers: (Float64Array | undefined)[] = [];
  private head = 0; // slot of the oldest snapshot
  private count = 0;
  private held = 0; // numbers in every buffer, in use or spare

  constructor(maxFrames: number, maxNumbers = MAX_HISTORY_NUMBERS) {
    this.maxFrames = maxFrames;
    this.maxNumbers = maxNumbers;
  }

  get size(): number {
    return this.count;
  }

  get numbers(): number {
    return this.held;
  }

  /**
   * A buffer of at least `length` numbers for the newest snapshot; undefined when none can fit. A
   * snapshot that can never fit empties the ring: older frames could no longer be reached exactly.
   */
  push(length: number): Float64Array | undefined {
    if (this.maxFrames === 0 || length > this.maxNumbers) {
      this.clear();
      return undefined;
    }
    if (this.count === this.maxFrames) this.dropOldest();
    const slot = (this.head + this.count) % this.maxFrames;
    let buffer = this.buffers[slot];
    if (!buffer || buffer.length < length) {
      this.free(slot);
      // room for a few more overlapping pairs than now, so the buffer is not replaced next time round
      const size = Math.min(this.maxNumbers, length + 64);
      buffer = undefined;
      while (!buffer && this.held + size > this.maxNumbers) buffer = this.makeRoom(length);
      if (!buffer) {
        buffer = new Float64Array(size);
        this.held += size;
      }
      this.buffers[slot] = buffer;
    }
    this.count += 1;
    return buffer;
  }

  /** The newest snapshot's buffer, removed (it stays for reuse); undefined when empty. */
  pop(): Float64Array | undefined {
    if (this.count === 0) return undefined;
    this.count -= 1;
    return this.buffers[(this.head + this.count) % this.maxFrames];
  }

  clear(): void {
    this.buffers = [];
    this.head = 0;
    this.count = 0;
    this.held = 0;
  }

  private dropOldest(): void {
    this.head = (this.head + 1) % this.maxFrames;
    this.count -= 1;
  }

  /**
   * Frees a spare buffer if there is one, else forgets the oldest snapshot and hands its buffer back
   * when it holds `length` numbers (frees it otherwise). Where the budget, not the frame limit, bounds
   * the ring (a world of a few thousand balls), every push comes here: handing the buffer on, rather
   * than a new one each frame, kept 10,000 balls from collecting 320 KB of garbage a step.
   */
  private makeRoom(length: number): Float64Array | undefined {
    for (let k = this.count; k < this.maxFrames; k++) {
      const slot = (this.head + k) % this.maxFrames;
      if (this.buffers[slot]) {
        this.free(slot);
        return undefined;
      }
    }
    const oldest = this.buffers[this.head];
    this.dropOldest();
    if (oldest && oldest.length >= length) {
      this.buffers[(this.head + this.maxFrames - 1) % this.maxFrames] = undefined; // moves, still held
      return oldest;
    }
    this.free((this.head + this.maxFrames - 1) % this.maxFrames);
    return undefined;
  }

  private free(slot: number): void {
    this.held -= this.buffers[slot]?.length ?? 0;
    this.buffers[slot] = undefined;
  }
}

/** Writes ball i's x, y, vx, vy at data[k] … data[k + 3]; radius and mass never change. */
export type SaveBall = (i: number, data: Float64Array, k: number) => void;
export type RestoreBall = (i: number, x: number, y: number, vx: number, vy: number) => void;

/**
 * Saves one frame as [frame, number of overlapping pairs, x, y, vx, vy of each of the n balls, then
 * key, count of each overlapping pair], the counts in the map's order (pair order).
 */
export function saveFrame(
  history: History,
  frame: number,
  n: number,
  overlapFrames: ReadonlyMap<number, number>,
  saveBall: SaveBall,
): void {
  const data = history.push(frameLength(n, overlapFrames));
  if (data) writeFrame(data, frame, n, overlapFrames, saveBall);
}

/** Takes the newest saved frame back: every ball and the overlap counts; its frame, or undefined when none is left. */
export function restoreFrame(
  history: History,
  n: number,
  overlapFrames: Map<number, number>,
  restoreBall: RestoreBall,
): number | undefined {
  const data = history.pop();
  return data && readFrame(data, n, overlapFrames, restoreBall);
}

/**
 * One frame in saveFrame's layout in a buffer of its own (a checkpoint of the timeline), with `extra`
 * numbers after it (a world whose balls stick adds its merges).
 */
export function snapshotFrame(
  frame: number,
  n: number,
  overlapFrames: ReadonlyMap<number, number>,
  saveBall: SaveBall,
  extra: readonly number[] = [],
): Float64Array {
  const length = frameLength(n, overlapFrames);
  const data = new Float64Array(length + extra.length);
  writeFrame(data, frame, n, overlapFrames, saveBall);
  data.set(extra, length);
  return data;
}

/** A copy of a snapshot with every ball's x, y, vx and vy taken from `balls` (an edit of the balls). */
export function withBalls(data: Float64Array, balls: readonly Ball[]): Float64Array {
  const copy = data.slice();
  for (const [i, ball] of balls.entries()) copy.set([ball.x, ball.y, ball.vx, ball.vy], 2 + 4 * i);
  return copy;
}

/** What follows the frame in a snapshot (see snapshotFrame). */
export function snapshotExtra(data: Float64Array, n: number): Float64Array {
  return data.subarray(2 + 4 * n + 2 * (data[1] as number));
}

const frameLength = (n: number, overlapFrames: ReadonlyMap<number, number>) =>
  2 + 4 * n + 2 * overlapFrames.size;

function writeFrame(
  data: Float64Array,
  frame: number,
  n: number,
  overlapFrames: ReadonlyMap<number, number>,
  saveBall: SaveBall,
): void {
  data[0] = frame;
  data[1] = overlapFrames.size;
  for (let i = 0; i < n; i++) saveBall(i, data, 2 + 4 * i);
  let k = 2 + 4 * n;
  for (const [key, frames] of overlapFrames) {
    data[k++] = key;
    data[k++] = frames;
  }
}

/** Every ball and the overlap counts of a saved frame; returns its frame. */
export function readFrame(
  data: Float64Array,
  n: number,
  overlapFrames: Map<number, number>,
  restoreBall: RestoreBall,
): number {
  const at = (k: number) => data[k] as number;
  for (let i = 0, k = 2; i < n; i++, k += 4) restoreBall(i, at(k), at(k + 1), at(k + 2), at(k + 3));
  overlapFrames.clear();
  const end = 2 + 4 * n + 2 * at(1);
  for (let k = 2 + 4 * n; k < end; k += 2) overlapFrames.set(at(k), at(k + 1));
  return at(0);
}
