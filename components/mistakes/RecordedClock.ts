// A clock over two recorded sides (see recording.ts): it only moves a frame index, so play, step,
// step back and reset always show both sides at the same frame, and stepping back is exact. The
// mistake demos and lesson 6's frame-order figure run on it.
import { FrameClock } from '@/components/widget/FrameClock';
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

  override play(): void {
    if (this.atEnd) {
      this.frame = 0; // playing again from the end starts over
      this.drawn();
    }
    super.play();
  }

  protected advance(): void {
    this.frame = Math.min(this.limit, this.frame + 1);
    if (this.atEnd) this.playing = false;
  }

  protected retreat(): void {
    this.frame -= 1;
  }

  protected rewind(): void {
    this.frame = 0;
  }
}
