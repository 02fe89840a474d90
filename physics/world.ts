// A world of balls in a box, stepped one frame at a time in the chapter's order (move, walls, every
// pair), with overlap bookkeeping for the sticking problem and a bounded, exact history.
import { type CollisionSettings, type CollisionTrace, checkCollision } from './collide';
import { History } from './history';
import { apartOnAnAxis, overlaps, totalKineticEnergy, totalMomentum } from './metrics';
import { type Ball, copyBall, makeBall, type WorldOptions } from './types';
import { PhysicsInputError, show, validateWorldOptions } from './validate';
import type { Vec } from './vector';
import { checkWalls, keepInside } from './walls';

/** A pair that has overlapped for this many consecutive frames counts as stuck. */
export const STUCK_FRAMES = 10;
export const DEFAULT_HISTORY_LIMIT = 1000;

interface Totals {
  momentum: Vec;
  kineticEnergy: number;
}

export interface CollisionEvent {
  i: number;
  j: number;
  trace: CollisionTrace;
  /** Momentum and kinetic energy of the pair just before and after its collision. */
  before: Totals;
  after: Totals;
}

export interface StepReport {
  frame: number;
  collisions: CollisionEvent[];
}

export interface WorldMetrics extends Totals {
  overlappingPairs: number;
  maxPenetration: number;
  stuckPairs: number;
}

export interface World {
  readonly frame: number;
  readonly count: number;
  readonly width: number;
  readonly height: number;
  readonly options: Required<Omit<WorldOptions, 'balls' | 'historyLimit'>>;
  balls(): Ball[];
  ball(i: number): Ball;
  /** Pairs [i, j] (i < j) that have overlapped for STUCK_FRAMES frames or more. */
  stuckPairList(): Array<[number, number]>;
  step(): StepReport;
  /** Back to the previous frame exactly; false at the start or when the history is used up. */
  stepBack(): boolean;
  reset(): void;
  metrics(): WorldMetrics;
  readonly canStepBack: boolean;
}

const pairTotals = (a: Ball, b: Ball): Totals => ({
  momentum: totalMomentum([a, b]),
  kineticEnergy: totalKineticEnergy([a, b]),
});

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
  const collision: CollisionSettings = settings;
  const initial = options.balls.map(copyBall);
  const n = initial.length;
  const history = new History(options.historyLimit ?? DEFAULT_HISTORY_LIMIT);
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
    return { i, j, trace: result.trace, before: pairTotals(a, b), after: pairTotals(result.a, result.b) };
  }

  function countOverlapFrames(): Map<number, number> {
    const next = new Map<number, number>();
    for (const { i, j } of overlaps(balls)) {
      const key = i * n + j;
      next.set(key, (overlapFrames.get(key) ?? 0) + 1);
    }
    return next;
  }

  function stuckPairList(): Array<[number, number]> {
    const stuck: Array<[number, number]> = [];
    // keys were inserted in pair order (i, then j), so the list comes out sorted
    for (const [key, frames] of overlapFrames) {
      if (frames >= STUCK_FRAMES) stuck.push([Math.floor(key / n), key % n]);
    }
    return stuck;
  }

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
    balls: () => balls.map(copyBall),
    ball(i) {
      const ball = Number.isInteger(i) ? balls[i] : undefined;
      if (!ball) {
        const allowed =
          n === 0 ? 'the world has no balls' : `ball index must be a whole number from 0 to ${n - 1}`;
        throw new PhysicsInputError('index', `${allowed} (got ${show(i)})`);
      }
      return copyBall(ball);
    },
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
