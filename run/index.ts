// A run as a value, no React, no DOM: its set-up (a start and changes at frames, with undo), its
// record (frames, collisions, sums), the worlds that reach any frame of it, the player that moves
// over it and the selectors views read its snapshots with. Views import this file only.
export { SetupHistory } from './history';
export type { LedgerRow } from './ledgerRows';
export { type CollisionSnapshot, SNAPSHOT_BALLS } from './marks';
export { Pace, STEP_BUDGET_MS } from './pace';
export { Player, type PlayerSource, SEEK_LIMIT } from './player';
export { type CutShortFrame, countUpTo, LEDGER_LIMIT, type Totals, totalsOf } from './record';
export { SimulationRun } from './run';
export * as select from './selectors';
export { HISTORY_FRAMES, type RunSnapshot, type RunView, type WorldShape } from './selectors';
export {
  BALL_FIELDS,
  type BallChange,
  type BallField,
  changedBalls,
  optionsNow,
  SETUP_KEYS,
  type Setup,
  type SetupChange,
  type SetupKey,
  setupAfter,
  withChange,
  withSettings,
} from './setup';
export type { Snapshot } from './signals';
export { SPEEDS, type Speed } from './speeds';
