// A run as a value, no React, no DOM: its set-up (a start and changes at frames, with undo), its
// record (frames, collisions, sums) and the worlds that reach any frame of it. Views import this file only.
export { SetupHistory } from './history';
export type { LedgerRow } from './ledgerRows';
export { type CollisionSnapshot, SNAPSHOT_BALLS } from './marks';
export { type CutShortFrame, countUpTo, LEDGER_LIMIT, type Totals, totalsOf } from './record';
export { SimulationRun } from './run';
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
