// One clock for the two sides of a mistake demo. SimulationClock drives worlds of the site's physics
// only; here one side runs broken code, so both sides are recorded frame by frame and the clock just
// moves a frame index: play, step, step back and reset always show both sides at the same frame.
import { FrameClock } from '@/components/widget/FrameClock';
import { type MistakeCase, type MistakeName, mistakeCase, type Row, type Verdict } from './cases';
import { type FrameRecord, Track } from './recording';

export class MistakeClock extends FrameClock {
  readonly sides: readonly [Track, Track];
  readonly width: number;
  readonly height: number;
  readonly limit: number;
  readonly rows: readonly Row[];
  readonly verdict: Verdict;
  frame = 0;

  constructor(setup: MistakeCase) {
    super();
    this.width = setup.width;
    this.height = setup.height;
    this.limit = setup.frames;
    this.rows = setup.rows;
    this.verdict = setup.verdict;
    this.sides = [
      new Track(setup.broken, setup.width, setup.height),
      new Track(setup.fixed, setup.width, setup.height),
    ];
  }

  static of(name: MistakeName, seed?: number): MistakeClock {
    return new MistakeClock(mistakeCase(name, seed));
  }

  record(side: 0 | 1): FrameRecord {
    return this.sides[side].record(this.frame);
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
