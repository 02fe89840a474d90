// One change of a run's set-up from a frame on: what a clock applies (simulation/setupEdits.ts,
// SimulationClock.editSetup) and what the playground's link makes of its `edits=` entries
// (share/playgroundSetup.ts). A module of its own, so that the link imports no clock.
import type { WorldOptions } from '@/physics';

/** From `frame` on, the worlds run with `options` (one per world). */
export interface SetupEdit {
  readonly frame: number;
  readonly options: readonly WorldOptions[];
  /** What the page calls this edit (the playground's link entry), handed back after undo and redo. */
  readonly tag?: unknown;
}
