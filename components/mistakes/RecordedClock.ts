// A clock over two recorded sides (see recording.ts): it only moves a frame index, so play, step,
// step back and reset always show both sides at the same frame, and stepping back is exact. The
// mistake demos and lesson 6's frame-order figure run on it. A frame where either side collided is
// marked, so Previous/Next collision and N/P jump through them as on a simulation; a traced side's
// collisions open in the inspector as a world's do (collisions, worlds: what InspectCollision reads).
import { FrameClock } from '@/components/widget/FrameClock';
import type { CollisionEvent } from '@/physics';
import type { Track } from './recording';

export abstract class RecordedClock extends FrameClock {
  frame = 0;

  constructor(
    readonly sides: readonly [Track, Track],
    readonly width: number,
    readonly height: number,
    /** Frames recorded before the clock stops. */
    readonly limit: number,
  ) {
    super();
  }

  get atEnd(): boolean {
    return this.frame >= this.limit;
  }

  get canStepBack(): boolean {
    return this.frame > 0;
  }

  override get canStepForward(): boolean {
    return !this.atEnd;
  }

  /** Every frame of the recording can be reached (goTo: a code check's "Show frame 29"). */
  override get lastFrame(): number {
    return this.limit;
  }

  override play(): void {
    if (this.atEnd) {
      this.frame = 0; // playing again from the end starts over
      this.drawn();
    }
    super.play();
  }

  /** The balls of each side, as InspectCollision reads a simulation's worlds. */
  get worlds(): readonly { count: number }[] {
    return this.sides;
  }

  /** The traced collisions of the frame on screen on one side (none on a side that keeps no trace). */
  collisions(side = 0): readonly CollisionEvent[] {
    return this.sides[side]?.eventsAt(this.frame) ?? [];
  }

  collisionCount(side = 0): number {
    return this.collisions(side).length;
  }

  collisionAt(side: number, k: number): CollisionEvent | undefined {
    return this.collisions(side)[k];
  }

  /** Forward to the next frame where either side collided, up to the end of the recording. */
  nextCollision(): boolean {
    return this.seekNext();
  }

  /** Back to the previous frame where either side collided, exactly. */
  previousCollision(): boolean {
    return this.seekPrevious();
  }

  private collidedAt(frame: number): boolean {
    return this.sides.some((track) => track.collisionsAt(frame).length > 0);
  }

  protected override atMark(): boolean {
    return this.collidedAt(this.frame);
  }

  protected override previousMark(): number | undefined {
    for (let f = this.frame - 1; f > 0; f--) if (this.collidedAt(f)) return f;
    return undefined;
  }

  protected advance(): void {
    this.frame = Math.min(this.limit, this.frame + 1);
    if (this.atEnd) this.stopPlaying();
  }

  protected retreat(): void {
    this.frame -= 1;
  }

  protected rewind(): void {
    this.frame = 0;
  }
}
