// A run of any length with every frame reachable. The physics is deterministic, so a frame need not be
// kept to be shown again: the timeline keeps checkpoints (a world snapshot every `spacing` frames; when
// more than `keep` are held the spacing doubles and every other one goes, so memory stays bounded)
// and replays from the nearest one, which gives the same bits. The world's own history still makes
// the nearby steps back cheap: a replay refills it on the way.
// A run may change its set-up at a frame (an edit): each part of the run has a world of its own, the
// frames before the edit stay as they were, and the new world goes on from the old one's snapshot.

import { type FrameStart, startOf } from '../lab/replay';
import { PhysicsInputError, show } from '../setup/validate';
import type { Ball } from '../types';
import { withBalls } from './history';
import type { StepReport, World } from './worldTypes';

/** A checkpoint every this many frames at first. */
export const CHECKPOINT_EVERY = 64;
/** At most this many checkpoints (+1 while thinning): the spacing doubles instead. */
export const CHECKPOINTS_KEPT = 64;

/** A part of the run: from its first frame on, this world runs it, from these balls when given. */
export interface RunPart {
  readonly from: number;
  readonly world: World;
  /** Where the balls are and how they move at `from` (an edit of a ball), instead of where they were. */
  readonly balls?: readonly Ball[];
}

export class Timeline {
  private parts: RunPart[];
  private current = 0;
  /** Snapshots in frame order (a snapshot's frame is its first number). */
  private checkpoints: Float64Array[] = [];
  private spacing: number;
  private furthest = 0;

  constructor(
    world: World,
    every = CHECKPOINT_EVERY,
    private readonly keep = CHECKPOINTS_KEPT,
  ) {
    world.reset();
    this.parts = [{ from: 0, world }];
    this.spacing = every;
    this.checkpoint();
  }

  /** The world that shows the frame on screen. */
  get world(): World {
    return (this.parts[this.current] as RunPart).world;
  }

  get frame(): number {
    return this.world.frame;
  }

  /** The furthest frame this run has reached (for a scrubber's end). */
  get end(): number {
    return this.furthest;
  }

  /** Numbers held: the checkpoints and every world's step-back history. */
  get numbers(): number {
    let held = 0;
    for (const c of this.checkpoints) held += c.length;
    for (const part of this.parts) held += part.world.historyNumbers;
    return held;
  }

  get checkpointCount(): number {
    return this.checkpoints.length;
  }

  /** One frame forward; into the next part of the run when it begins at the new frame. */
  step(): StepReport {
    if (this.frame % this.spacing === 0) this.checkpoint();
    const report = this.world.step();
    this.furthest = Math.max(this.furthest, report.frame);
    const next = this.parts[this.current + 1];
    if (next && report.frame === next.from) this.enter(this.current + 1, this.world.snapshot());
    return report;
  }

  /** One frame back, exactly; false at frame 0. */
  stepBack(): boolean {
    if (this.frame === 0) return false;
    this.goTo(this.frame - 1);
    return true;
  }

  /**
   * To any frame, exactly: back through the world's history when it reaches, else forward from the
   * frame on screen or from the nearest checkpoint before `target`, whichever is nearer. `onStep`
   * hears every frame stepped forward on the way (a replay reports what the first run reported).
   */
  goTo(target: number, onStep?: (report: StepReport) => void): void {
    if (!Number.isInteger(target) || target < 0)
      throw new PhysicsInputError('frame', `a frame is a whole number from 0 (got ${show(target)})`);
    const frame = this.frame;
    if (
      target < frame &&
      frame - target <= this.world.historyFrames &&
      this.partOf(target) === this.current
    ) {
      while (this.frame > target) this.world.stepBack();
      return;
    }
    const checkpoint = this.checkpointBefore(target);
    const from = checkpoint[0] as number;
    if (target < frame || from > frame) this.enter(this.partOf(from), checkpoint);
    while (this.frame < target) {
      const report = this.step();
      onStep?.(report);
    }
  }

  /**
   * The options that rebuild the world as it was at the start of the frame on screen, for a What if?
   * replay (replay.ts), from the part of the run that stepped into it: at an edit's frame that is the
   * set-up before the edit. Null at frame 0. The timeline goes one frame back and forth for it.
   */
  frameStart(): FrameStart | null {
    const frame = this.frame;
    if (frame === 0) return null;
    this.goTo(frame - 1);
    const start = startOf(this.world);
    this.goTo(frame);
    return start;
  }

  /**
   * From the frame on screen on, `world` (same balls, another set-up) runs the rest of the run, from
   * `balls` when given (their x, y, vx and vy; radius and mass are the world's own): the frames before
   * stay as they were, later edits and checkpoints go.
   */
  edit(world: World, balls?: readonly Ball[]): void {
    const frame = this.frame;
    const snapshot = this.world.snapshot();
    this.parts = [...this.parts.filter((part) => part.from < frame), { from: frame, world, balls }];
    this.forgetAfter(frame);
    this.enter(this.parts.length - 1, snapshot);
  }

  private forgetAfter(frame: number): void {
    this.checkpoints = this.checkpoints.filter((c) => (c[0] as number) <= frame);
    this.furthest = frame;
  }

  /** Into part `index` at a snapshot; at the part's first frame its balls, if it has its own, are written in. */
  private enter(index: number, snapshot: Float64Array): void {
    const leaving = this.world;
    this.current = index;
    if (leaving !== this.world) leaving.reset(); // its history is of no more use: memory back
    const part = this.parts[index] as RunPart;
    const own = part.balls && snapshot[0] === part.from;
    this.world.restore(own && part.balls ? withBalls(snapshot, part.balls) : snapshot);
  }

  private partOf(frame: number): number {
    let index = 0;
    while ((this.parts[index + 1]?.from ?? Infinity) <= frame) index += 1;
    return index;
  }

  /** The latest checkpoint at or before `frame` (frame 0's is always kept). */
  private checkpointBefore(frame: number): Float64Array {
    let low = 0;
    let high = this.checkpoints.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.checkpoints[mid]?.[0] as number) <= frame) low = mid;
      else high = mid - 1;
    }
    return this.checkpoints[low] as Float64Array;
  }

  /** A snapshot of the frame on screen, unless there is one; thinned past `keep`. */
  private checkpoint(): void {
    const frame = this.frame;
    const at = this.checkpoints.findIndex((c) => (c[0] as number) >= frame);
    if (at >= 0 && this.checkpoints[at]?.[0] === frame) return;
    this.checkpoints.splice(at < 0 ? this.checkpoints.length : at, 0, this.world.snapshot());
    if (this.checkpoints.length <= this.keep) return;
    this.spacing *= 2;
    this.checkpoints = this.checkpoints.filter((c) => (c[0] as number) % this.spacing === 0);
  }
}
