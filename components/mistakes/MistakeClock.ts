// The player of a mistake demo's two sides. SimulationClock drives worlds of the site's physics only;
// here one side runs broken code, so both sides are recorded frame by frame (RecordedClock), and the
// demo adds which rows to show and how to judge a side.
import type { WorldOptions } from '@/physics';
import { type MistakeCase, type MistakeName, mistakeCase, type Row, type Verdict } from './cases';
import { RecordedClock } from './RecordedClock';
import { Track } from './recording';

export interface MistakeClock extends RecordedClock {
  readonly rows: readonly Row[];
  readonly verdict: Verdict;
}

/** The two recorded sides of `setup` on one player, with its rows and verdict. */
export function mistakeClock(setup: MistakeCase): MistakeClock {
  const track = (side: MistakeCase['broken']) => new Track(side, setup.width, setup.height);
  const recorded = new RecordedClock(
    [track(setup.broken), track(setup.fixed)],
    setup.width,
    setup.height,
    setup.frames,
  );
  return Object.assign(recorded, { rows: setup.rows, verdict: setup.verdict });
}

/** The demo of a named mistake (cases.ts). */
export const mistakeClockOf = (name: MistakeName, seed?: number, start?: WorldOptions): MistakeClock =>
  mistakeClock(mistakeCase(name, seed, start));
