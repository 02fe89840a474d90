// One clock for the two sides of a mistake demo. SimulationClock drives worlds of the site's physics
// only; here one side runs broken code, so both sides are recorded frame by frame (RecordedClock).
import type { WorldOptions } from '@/physics';
import { type MistakeCase, type MistakeName, mistakeCase, type Row, type Verdict } from './cases';
import { RecordedClock } from './RecordedClock';
import { type FrameRecord, Track } from './recording';

export class MistakeClock extends RecordedClock {
  readonly rows: readonly Row[];
  readonly verdict: Verdict;

  constructor(setup: MistakeCase) {
    super(
      [new Track(setup.broken, setup.width, setup.height), new Track(setup.fixed, setup.width, setup.height)],
      setup.width,
      setup.height,
      setup.frames,
    );
    this.rows = setup.rows;
    this.verdict = setup.verdict;
  }

  static of(name: MistakeName, seed?: number, start?: WorldOptions): MistakeClock {
    return new MistakeClock(mistakeCase(name, seed, start));
  }

  record(side: 0 | 1): FrameRecord {
    return this.sides[side].record(this.frame);
  }
}
