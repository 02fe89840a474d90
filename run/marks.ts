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

/** Collision frames kept whole per small world; an older one is made again from the timeline. */
export const SNAPSHOTS_KEPT = 1000;

export class CollisionMarks {
  /** Frames (ascending) where any world had a collision, over the whole run recorded. */
  readonly frames: number[] = [];
  /** Per world, its latest collision frames whole, in frame order. */
  private snapshots: CollisionSnapshot[][] = [];

  /** World `index` had collisions at the end of `report`'s frame: a small world's is kept whole, the
   *  first time the frame is reached (a replay reaches it again with the same numbers). */
  collided(index: number, world: World, report: StepReport): void {
    if (world.count > SNAPSHOT_BALLS) return;
    if (!this.snapshots[index]) this.snapshots[index] = [];
    const kept = this.snapshots[index];
    if ((kept.at(-1)?.frame ?? -1) >= report.frame) return;
    kept.push({ frame: report.frame, balls: world.balls(), collisions: report.collisions });
    if (kept.length > SNAPSHOTS_KEPT) kept.shift();
  }

  /** A frame with a collision, reached for the first time. */
  mark(frame: number): void {
    const at = framesUpTo(this.frames, frame);
    if (this.frames[at - 1] !== frame) this.frames.splice(at, 0, frame);
  }

  /** The set-up changed at `frame`: the marks after it belong to another run. */
  forgetAfter(frame: number): void {
    this.frames.length = framesUpTo(this.frames, frame);
    this.snapshots = this.snapshots.map((kept) => kept.filter((s) => s.frame <= frame));
  }

  /** World `index`'s kept collision frame at `frame` exactly, if it is kept. */
  snapshot(index: number, frame: number): CollisionSnapshot | undefined {
    const kept = this.snapshots[index] ?? [];
    const at = framesUpTo(
      kept.map((s) => s.frame),
      frame,
    );
    const found = kept[at - 1];
    return found?.frame === frame ? found : undefined;
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
