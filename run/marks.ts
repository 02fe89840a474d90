// The frames of a run that had a collision in any world (the scrubber's marks, the jumps from one
// collision to the next) and each small world's last collision frame, whole (the momenta diagram), as
// a run writes them down while its worlds reach frames.
import type { Ball, CollisionEvent, StepReport, World } from '@/physics';
import { framesUpTo } from './record';

/** Worlds up to this many balls keep the balls of their last collision frame (the momenta diagram). */
export const SNAPSHOT_BALLS = 12;

/** Every ball at the end of a frame that had collisions, and that frame's collisions. */
export interface CollisionSnapshot {
  frame: number;
  balls: Ball[];
  collisions: readonly CollisionEvent[];
}

export class CollisionMarks {
  /** Frames (ascending) where any world had a collision, over the whole run recorded. */
  readonly frames: number[] = [];
  private snapshots: (CollisionSnapshot | undefined)[] = [];

  /** World `index` had collisions at the end of `report`'s frame: a small world's is kept whole. */
  collided(index: number, world: World, report: StepReport): void {
    if (world.count <= SNAPSHOT_BALLS)
      this.snapshots[index] = { frame: report.frame, balls: world.balls(), collisions: report.collisions };
  }

  /** A frame with a collision, reached for the first time. */
  mark(frame: number): void {
    const at = framesUpTo(this.frames, frame);
    if (this.frames[at - 1] !== frame) this.frames.splice(at, 0, frame);
  }

  /** The set-up changed at `frame`: the marks after it belong to another run. */
  forgetAfter(frame: number): void {
    this.frames.length = framesUpTo(this.frames, frame);
  }

  /** Back at `frame`: a frame gone back over is no longer the last collision seen (a replay that
   *  passes one sets it again). */
  wentBackTo(frame: number): void {
    this.snapshots = this.snapshots.map((s) => (s && s.frame <= frame ? s : undefined));
  }

  snapshot(index: number): CollisionSnapshot | undefined {
    return this.snapshots[index];
  }

  /** The first marked frame after `frame`, if one is known. */
  after(frame: number): number | undefined {
    return this.frames[framesUpTo(this.frames, frame)];
  }

  /** The last marked frame before `frame`. */
  before(frame: number): number | undefined {
    return this.frames[framesUpTo(this.frames, frame - 1) - 1];
  }

  has(frame: number): boolean {
    return this.frames[framesUpTo(this.frames, frame) - 1] === frame;
  }
}
