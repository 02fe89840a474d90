// The world's contract: what createWorld returns and what a step reports, whichever engine runs it.
// Types only, no code, so both engines (world.ts, fast/) can import it without importing each other.
import type { CollisionTrace } from '../chapter/collide';
import type { Vec } from '../chapter/vector';
import type { Ball, Contact, WorldOptions } from '../types';

export interface WorldTotals {
  momentum: Vec;
  kineticEnergy: number;
}

export interface CollisionEvent {
  i: number;
  j: number;
  trace: CollisionTrace;
  /** Balls i and j just before their collision, as the stages met them (copies). */
  balls: { a: Ball; b: Ball };
  /** Momentum and kinetic energy of the pair just before and after its collision. */
  before: WorldTotals;
  after: WorldTotals;
  /** Exact contact only: when in the frame the pair touched, and where the chapter's test would have found it. */
  contact?: ContactMoment;
}

/**
 * The moment of contact inside a frame. `time` is the fraction of the frame (0 to 1) at which the
 * balls touched; `balls` of the event are where they were then. `unbounced` is where they would be at
 * the end of the frame had they not bounced, moving on at their velocities: where the chapter's
 * end-of-frame overlap test would have found them, overlapping.
 */
export interface ContactMoment {
  time: number;
  unbounced: { a: Vec; b: Vec };
  /** The rest of the frame after the bounce, as the world ran it. */
  rest: RestOfFrame;
}

/** A ball's position and velocity. */
export interface BallState {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/**
 * What the pair did in the rest of the frame, read from the world when the frame ended: balls a and b
 * as the world shows them then, and how many more times each changed course after this bounce (at a
 * wall or another ball). `time` is when the frame ended: 1, or the moment of its last contact when it
 * reached maxEventsPerFrame.
 */
export interface RestOfFrame {
  time: number;
  a: BallState;
  b: BallState;
  laterA: number;
  laterB: number;
}

export interface StepReport {
  frame: number;
  collisions: CollisionEvent[];
  /**
   * Balls i and j of each collision in turn (at 2k and 2k + 1), when the engine keeps them as numbers
   * (the fast engine): read without building the events, which a crowd's reader mostly never needs.
   */
  collisionPairs?: Int32Array;
  /** With collisionPairs: collision k alone (the same object as collisions[k]), built when first read. */
  collisionAt?: (k: number) => CollisionEvent;
  /** Exact contact only: contacts resolved this frame, walls included (at most maxEventsPerFrame). */
  events?: number;
  /**
   * Exact contact only, and only when true: the frame ran out of its budget of work (maxEventsPerFrame
   * contacts, or MAX_CHECKS_PER_FRAME balls looked at) and ended at its last contact; the rest of
   * its time was lost.
   */
  cutShort?: boolean;
}

export interface WorldMetrics extends WorldTotals {
  overlappingPairs: number;
  maxPenetration: number;
  stuckPairs: number;
}

type ChapterOption =
  | 'width'
  | 'height'
  | 'method'
  | 'separation'
  | 'bounce'
  | 'restitution'
  | 'walls'
  | 'stick';

/** The chapter's settings of a world and the lab's walls and stick, defaults filled in. */
export type WorldSettings = Required<Pick<WorldOptions, ChapterOption>>;

export type BallVisitor = (
  x: number,
  y: number,
  vx: number,
  vy: number,
  radius: number,
  mass: number,
  index: number,
) => void;

export interface World {
  readonly frame: number;
  readonly count: number;
  readonly width: number;
  readonly height: number;
  /** The chapter's settings, defaults filled in. */
  readonly options: WorldSettings;
  /** The engine that runs: 'plain' (the chapter's loop) or 'fast' (typed arrays and a grid). */
  readonly engine: 'plain' | 'fast';
  readonly contact: Contact;
  balls(): Ball[];
  ball(i: number): Ball;
  /** Every ball in index order, read in place: no copies, for drawing large worlds. */
  forEachBall(visit: BallVisitor): void;
  /**
   * Every ball's x, y, vx, vy, radius and mass, in that order, written into `into` from
   * `i * stride` for ball i (stride at least 6; `into` holds count × stride numbers): a drawing's copy
   * of a large world, with no call per ball (a visitor's numbers are boxed when it is not inlined).
   */
  writeBalls(into: Float64Array, stride: number): void;
  /** Momentum and kinetic energy in O(n); metrics() also looks for overlaps. */
  totals(): WorldTotals;
  /** Pairs [i, j] (i < j) that have overlapped for STUCK_FRAMES frames or more. */
  stuckPairList(): Array<[number, number]>;
  /** Pairs [i, j] whose meetings made the stuck bodies of a world whose balls stick; none otherwise. */
  joinedPairs(): Array<[number, number]>;
  step(): StepReport;
  /** Back to the previous frame exactly; false at the start or when the history is used up. */
  stepBack(): boolean;
  reset(): void;
  /**
   * Everything the next frames depend on, as at this frame (balls, overlap counts, stuck bodies), in a
   * buffer of its own: a checkpoint of the timeline (physics/engine/timeline.ts).
   */
  snapshot(): Float64Array;
  /**
   * Back (or on) to a snapshot of this world, or of a world with the same balls and other settings:
   * the frames that follow are those that followed it. Step back then starts empty at that frame.
   */
  restore(snapshot: Float64Array): void;
  metrics(): WorldMetrics;
  readonly canStepBack: boolean;
  /** How many frames stepBack can still go back: the exact history kept (bounded by frames and memory). */
  readonly historyFrames: number;
  /** Numbers that history holds (its memory, for the timeline's bound). */
  readonly historyNumbers: number;
}
