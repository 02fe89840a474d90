// The public API of the physics core: everything the site may use, and nothing else.

export type { CollideOptions, Collision, CollisionTrace } from './chapter/collide';
// The chapter's functions as printed, unchecked, and the sources' broken listings (attributed), for the
// figures and exercises that show them beside the fixed code and for drawing a world's balls.
export { checkCollision } from './chapter/collide';
export { restitution1DUnchecked } from './chapter/collide1d';
export type { Polar } from './chapter/lineFrame';
export { type SeparationInput, separate } from './chapter/separations';
export { step as chapterStep } from './chapter/step';
export { rotate, type Vec } from './chapter/vector';
export { allStopped, RESTART_BELOW, validateRestartBelow } from './engine/restart';
export { CHECKPOINT_EVERY, CHECKPOINTS_KEPT, type RunPart, Timeline } from './engine/timeline';
export { createWorld, DEFAULT_HISTORY_LIMIT, DEFAULT_MAX_EVENTS_PER_FRAME, FAST_FROM } from './engine/world';
export { ballWriter } from './engine/worldObject';
export type {
  BallState,
  BallVisitor,
  CollisionEvent,
  ContactMoment,
  RestOfFrame,
  StepReport,
  World,
  WorldMetrics,
  WorldTotals,
} from './engine/worldTypes';
export {
  fromCentreOfMassFrame,
  type MassCentre,
  massCentre,
  toCentreOfMassFrame,
} from './lab/centreOfMassFrame';
export {
  type CollisionCheck,
  type CollisionProblem,
  collisionProblems,
  generatedPairs,
  SEPARATION_CHECKS,
  type Stuck,
  stuckInRun,
  TURN_CHECKS,
} from './lab/collisionChecks';
export { predictedEnergyChange, reducedMass } from './lab/energy';
export {
  centreOfMass,
  collisionEvent,
  kineticEnergy,
  momentum,
  OVERLAP_TOLERANCE,
  STUCK_FRAMES,
  stuckPairs,
  tallyOverlaps,
} from './lab/metrics';
export {
  type FrameStart,
  frameStart,
  REPLAY_SETTINGS,
  type ReplayChange,
  type ReplaySetting,
  replayCollision,
} from './lab/replay';
export {
  generatedCollisions,
  SOLVE_CHECKS,
  type SolveCheck,
  type SolveProblem,
  solveProblems,
} from './lab/solveChecks';
// Issue 38: fdlibm's functions on IEEE-exact operations, the same bits in every engine (Math's are not)
export { atan, atan2, cos, exp, fdlibm, hypot, sin } from './math';
export { collide, elastic1D, elastic1DShortcut, restitution1D } from './setup/checked';
export {
  ballLimits,
  type OneMore,
  type PlaceOptions,
  placementProblem,
  placeOneMore,
  placeWithoutOverlap,
  type StartNote,
  sharedCentre,
  startNotes,
} from './setup/place';
export { mulberry32 } from './setup/random';
export {
  CROWD_LIMIT,
  CROWDS,
  DEFAULT_SEED,
  SCENARIO_INFO,
  SCENARIOS,
  type ScenarioName,
  scenario,
} from './setup/scenarios';
export {
  LIMITS,
  PhysicsInputError,
  type PhysicsProblem,
  validateBall,
  validateWorldOptions,
  worldOptionsProblem,
} from './setup/validate';
export {
  type CheckCollision,
  chapterFrame,
  checkCollision002,
  collideWith,
  type MistakeCollision,
  type MistakeMeasure,
  measure as measureMistake,
  missingParentheses,
  missingParentheses2,
  oneAxisMovesY,
  placeBalls003,
  separateAbsV,
  separateByRadius004,
  separateRadisu,
  shortcutWrongSign,
  testWalls003,
} from './sources/mistakes';
export { type PredictedBall, type PredictedFrame, predictedFrame } from './sources/predictedFrame';
export { type PulledApart, pullApart, type Split } from './sources/pullApart';
export {
  type Ball,
  CONTACTS,
  type Contact,
  copyBall,
  ENGINES,
  type Engine,
  FRAMES_PER_SECOND,
  METHODS,
  type Method,
  SEPARATIONS,
  type Separation,
  type WorldOptions,
} from './types';
