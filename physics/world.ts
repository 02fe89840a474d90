// A world of balls in a box, stepped one frame at a time in the chapter's order (move, walls, every
// pair), with overlap bookkeeping for the sticking problem and a bounded, exact history. Large worlds
// and exact contact run on the fast engine (fastWorld.ts), which gives the same frames.
import { type CollisionSettings, type CollisionTrace, checkCollision } from './collide';
import { createFastWorld } from './fastWorld';
import { History } from './history';
import { apartOnAnAxis, overlaps, totalKineticEnergy, totalMomentum } from './metrics';
import { type Ball, type Contact, copyBall, makeBall, type WorldOptions } from './types';
import { validateWorldOptions } from './validate';
import type { Vec } from './vector';
import { checkWalls, keepInside } from './walls';
import { badIndex, collisionEvent, STUCK_FRAMES, stuckPairs } from './worldShared';

export { STUCK_FRAMES };
export const DEFAULT_HISTORY_LIMIT = 1000;
/** 'auto' runs the fast engine from this many balls on: measured, it is the quicker one on both crowds from about 48. */
export const FAST_FROM = 48;
export const DEFAULT_MAX_EVENTS_PER_FRAME = 10_000;

export interface WorldTotals {
  momentum: Vec;
  kineticEnergy: number;
}

export interface CollisionEvent {
  i: number;
  j: number;
  trace: CollisionTrace;
  /** Momentum and kinetic energy of the pair just before and after its collision. */
  before: WorldTotals;
  after: WorldTotals;
}

export interface StepReport {
  frame: number;
  collisions: CollisionEvent[];
  /** Exact contact only: contacts resolved this frame, walls included (at most maxEventsPerFrame). */
  events?: number;
}

export interface WorldMetrics extends WorldTotals {
  overlappingPairs: number;
  maxPenetration: number;
  stuckPairs: number;
}

export interface World {
  readonly frame: number;
  readonly count: number;
  readonly width: number;
  readonly height: number;
  /** The chapter's settings, defaults filled in. */
  readonly options: Required<Pick<WorldOptions, ChapterOption>>;
  /** The engine that runs: 'plain' (the chapter's loop) or 'fast' (typed arrays and a grid). */
  readonly engine: 'plain' | 'fast';
  readonly contact: Contact;
  balls(): Ball[];
  ball(i: number): Ball;
  /** Every ball in index order, read in place: no copies, for drawing large worlds. */
  forEachBall(visit: BallVisitor): void;
  /** Momentum and kinetic energy in O(n); metrics() also looks for overlaps. */
  totals(): WorldTotals;
  /** Pairs [i, j] (i < j) that have overlapped for STUCK_FRAMES frames or more. */
  stuckPairList(): Array<[number, number]>;
  step(): StepReport;
  /** Back to the previous frame exactly; false at the start or when the history is used up. */
  stepBack(): boolean;
  reset(): void;
  metrics(): WorldMetrics;
  readonly canStepBack: boolean;
}

type ChapterOption = 'width' | 'height' | 'method' | 'separation' | 'bounce' | 'restitution';

export type BallVisitor = (
  x: number,
  y: number,
  vx: number,
  vy: number,
  radius: number,
  mass: number,
  index: number,
) => void;

export function createWorld(options: WorldOptions): World {
  validateWorldOptions(options);
  const { width, height } = options;
  const settings = Object.freeze({
    width,
    height,
    method: options.method ?? 'rotation',
    separation: options.separation ?? 'naive',
    bounce: options.bounce ?? -1,
    restitution: options.restitution ?? 1,
  });
  const { engine = 'auto', contact = 'overlap', maxEventsPerFrame = DEFAULT_MAX_EVENTS_PER_FRAME } = options;
  const historyLimit = options.historyLimit ?? DEFAULT_HISTORY_LIMIT;
  if (contact === 'exact') {
    return createFastWorld(settings, options.balls, historyLimit, maxEventsPerFrame);
  }
  const fast = engine === 'fast' || (engine === 'auto' && options.balls.length >= FAST_FROM);
  return fast
    ? createFastWorld(settings, options.balls, historyLimit)
    : createPlainWorld(settings, options.balls, historyLimit);
}

/** The chapter's loop over plain ball objects: the code the lessons show. */
function createPlainWorld(settings: World['options'], start: readonly Ball[], historyLimit: number): World {
  const { width, height } = settings;
  const collision: CollisionSettings = settings;
  const initial = start.map(copyBall);
  const n = initial.length;
  const history = new History(historyLimit);
  let balls = initial.map(copyBall);
  let frame = 0;
  let overlapFrames = new Map<number, number>(); // consecutive overlapping frames, keyed i * n + j

  // #region step
  function step(): StepReport {
    history.push(snapshot());
    for (const ball of balls) {
      ball.x += ball.vx;
      ball.y += ball.vy;
      checkWalls(ball, width, height, settings.bounce);
    }
    const collisions: CollisionEvent[] = [];
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const event = collidePair(i, j); // writes the pair back at once: later pairs see it
        if (event) collisions.push(event);
      }
    }
    // A separation can push a ball through a wall checked earlier in this frame. Put it back so
    // no frame ends with a ball outside the box; its velocity is kept, so next frame still bounces it.
    for (const ball of balls) keepInside(ball, width, height);
    overlapFrames = countOverlapFrames();
    frame += 1;
    return { frame, collisions };
  }
  // #endregion step

  function collidePair(i: number, j: number): CollisionEvent | null {
    const a = balls[i] as Ball;
    const b = balls[j] as Ball;
    if (apartOnAnAxis(a, b)) return null; // what checkCollision would say, without its square root
    const result = checkCollision(a, b, collision);
    if (!result) return null;
    balls[i] = result.a;
    balls[j] = result.b;
    return collisionEvent(i, j, a, b, result);
  }

  function countOverlapFrames(): Map<number, number> {
    const next = new Map<number, number>();
    for (const { i, j } of overlaps(balls)) {
      const key = i * n + j;
      next.set(key, (overlapFrames.get(key) ?? 0) + 1);
    }
    return next;
  }

  const stuckPairList = () => stuckPairs(overlapFrames, n);

  /** [frame, x, y, vx, vy of each ball, then key, count of each overlapping pair]; radius and mass never change. */
  function snapshot(): Float64Array {
    const data = new Float64Array(1 + 4 * n + 2 * overlapFrames.size);
    data[0] = frame;
    let k = 1;
    for (const ball of balls) {
      data[k++] = ball.x;
      data[k++] = ball.y;
      data[k++] = ball.vx;
      data[k++] = ball.vy;
    }
    for (const [key, frames] of overlapFrames) {
      data[k++] = key;
      data[k++] = frames;
    }
    return data;
  }

  function restore(data: Float64Array): void {
    const at = (k: number) => data[k] as number;
    frame = at(0);
    balls = initial.map(({ radius, mass }, i) => {
      const k = 1 + 4 * i;
      return makeBall(at(k), at(k + 1), at(k + 2), at(k + 3), radius, mass);
    });
    overlapFrames = new Map();
    for (let k = 1 + 4 * n; k < data.length; k += 2) overlapFrames.set(at(k), at(k + 1));
  }

  return {
    get frame() {
      return frame;
    },
    count: n,
    width,
    height,
    options: settings,
    engine: 'plain',
    contact: 'overlap',
    balls: () => balls.map(copyBall),
    ball(i) {
      const ball = Number.isInteger(i) ? balls[i] : undefined;
      if (!ball) throw badIndex(i, n);
      return copyBall(ball);
    },
    forEachBall(visit) {
      balls.forEach((b, i) => {
        visit(b.x, b.y, b.vx, b.vy, b.radius, b.mass, i);
      });
    },
    totals: () => ({ momentum: totalMomentum(balls), kineticEnergy: totalKineticEnergy(balls) }),
    stuckPairList,
    step,
    stepBack() {
      const previous = history.pop();
      if (previous) restore(previous);
      return previous !== undefined;
    },
    reset() {
      history.clear();
      balls = initial.map(copyBall);
      frame = 0;
      overlapFrames = new Map();
    },
    metrics() {
      const found = overlaps(balls);
      return {
        momentum: totalMomentum(balls),
        kineticEnergy: totalKineticEnergy(balls),
        overlappingPairs: found.length,
        maxPenetration: found.reduce((deepest, o) => Math.max(deepest, o.penetration), 0),
        stuckPairs: stuckPairList().length,
      };
    },
    get canStepBack() {
      return history.size > 0;
    },
  };
}
