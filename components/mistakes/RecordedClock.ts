// A player over two recorded sides (see recording.ts): its source only moves a frame index, so play,
// step, step back and reset always show both sides at the same frame, and stepping back is exact. The
// mistake demos (MistakeClock.ts) and lesson 6's frame-order figures run on it, each adding what it
// reads of the sides beside it (composition: none of them is a subclass). A frame where either side
// collided is marked, so Previous/Next collision and N/P jump through them as on a simulation; a
// traced side's collisions open in the inspector as a world's do (what InspectCollision reads).
import type { CollisionEvent } from '@/physics';
import { Player, type PlayerSource, type Snapshot } from '@/run';
import type { Track } from './recording';

export class RecordedClock {
  readonly player: Player;
  private frame = 0;

  constructor(
    readonly sides: readonly [Track, Track],
    readonly width: number,
    readonly height: number,
    /** Frames recorded before the player stops. */
    readonly limit: number,
  ) {
    this.player = new Player(this.source());
  }

  private source(): PlayerSource<undefined> {
    const clock = this;
    const atEnd = () => this.frame >= this.limit;
    return {
      get frame() {
        return clock.frame;
      },
      get canStepBack() {
        return clock.frame > 0;
      },
      get canStepForward() {
        return !atEnd();
      },
      earliestFrame: 0,
      // every frame of the recording can be reached (goTo: a code check's "Show frame 29")
      lastFrame: this.limit,
      advance: (stop) => {
        this.frame = Math.min(this.limit, this.frame + 1);
        if (atEnd()) stop();
      },
      retreat: () => {
        this.frame -= 1;
      },
      rewind: () => {
        this.frame = 0;
      },
      travel: (frame) => {
        this.frame = frame;
      },
      atMark: () => this.collidedAt(this.frame),
      previousMark: () => {
        for (let f = this.frame - 1; f > 0; f--) if (this.collidedAt(f)) return f;
        return undefined;
      },
      capture: () => undefined,
      // playing again from the end starts over
      startOver: () => {
        if (!atEnd()) return false;
        this.frame = 0;
        return true;
      },
    };
  }

  /** The traced collisions of a snapshot's frame on one side (none on a side that keeps no trace). */
  collisions(s: Snapshot, side = 0): readonly CollisionEvent[] {
    return this.sides[side]?.eventsAt(s.frame) ?? [];
  }

  collisionCount(s: Snapshot, side = 0): number {
    return this.collisions(s, side).length;
  }

  collisionAt(s: Snapshot, side: number, k: number): CollisionEvent | undefined {
    return this.collisions(s, side)[k];
  }

  /** How many balls a side has (InspectCollision reads a simulation's worlds the same way). */
  ballCount(_s: Snapshot, side: number): number {
    return this.sides[side]?.count ?? 0;
  }

  /** Forward to the next frame where either side collided, up to the end of the recording. */
  nextCollision(): boolean {
    return this.player.seekNext();
  }

  /** Back to the previous frame where either side collided, exactly. */
  previousCollision(): boolean {
    return this.player.seekPrevious();
  }

  private collidedAt(frame: number): boolean {
    return this.sides.some((track) => track.collisionsAt(frame).length > 0);
  }
}
