// What a set of balls is measured by: total momentum, kinetic energy and centre of mass, the totals of
// a pair before and after its collision, and which pairs overlap, how deeply and for how many frames
// (the evidence for the sticking problem). Both engines of a world keep their records with these.
import type { Collision } from '../chapter/collide';
import type { Vec } from '../chapter/vector';
import type { CollisionEvent, WorldTotals } from '../engine/worldTypes';
import { hypot } from '../math/hypot';
import { PhysicsInputError, validateBallList } from '../setup/validate';
import { type Ball, copyBall } from '../types';

/** Two balls overlap when they go into each other by more than this; less is touching, up to rounding. */
export const OVERLAP_TOLERANCE = 1e-9;

/** Σ m·v. */
export function momentum(balls: readonly Ball[]): Vec {
  validateBallList(balls);
  return totalMomentum(balls);
}

/** Σ ½·m·|v|². */
export function kineticEnergy(balls: readonly Ball[]): number {
  validateBallList(balls);
  return totalKineticEnergy(balls);
}

/** Σ m·position / Σ m; needs at least one ball. */
export function centreOfMass(balls: readonly Ball[]): Vec {
  validateBallList(balls);
  if (balls.length === 0)
    throw new PhysicsInputError('balls', 'the centre of mass needs at least one ball (got 0)');
  return totalCentreOfMass(balls);
}

/** centreOfMass() without the checks: NaN stays NaN, and no balls give (NaN, NaN). */
export function totalCentreOfMass(balls: readonly Ball[]): Vec {
  let mass = 0;
  let x = 0;
  let y = 0;
  for (const ball of balls) {
    mass += ball.mass;
    x += ball.mass * ball.x;
    y += ball.mass * ball.y;
  }
  return { x: x / mass, y: y / mass };
}

/** momentum() without the checks, for balls the world has already checked. */
export function totalMomentum(balls: readonly Ball[]): Vec {
  let x = 0;
  let y = 0;
  for (const ball of balls) {
    x += ball.mass * ball.vx;
    y += ball.mass * ball.vy;
  }
  return { x, y };
}

/** kineticEnergy() without the checks, for balls the world has already checked. */
export function totalKineticEnergy(balls: readonly Ball[]): number {
  let energy = 0;
  for (const ball of balls) energy += 0.5 * ball.mass * (ball.vx * ball.vx + ball.vy * ball.vy);
  return energy;
}

/** Momentum and kinetic energy of two balls. */
export const pairTotals = (a: Ball, b: Ball): WorldTotals => ({
  momentum: totalMomentum([a, b]),
  kineticEnergy: totalKineticEnergy([a, b]),
});

/** What a world reports of one collision: balls i and j were a and b before `result`. */
export function collisionEvent(i: number, j: number, a: Ball, b: Ball, result: Collision): CollisionEvent {
  return {
    i,
    j,
    trace: result.trace,
    balls: { a: copyBall(a), b: copyBall(b) }, // copies: the caller's balls may move on
    before: pairTotals(a, b),
    after: pairTotals(result.a, result.b),
  };
}

export interface Overlap {
  i: number;
  j: number;
  /** radiiSum - dist, greater than OVERLAP_TOLERANCE. */
  penetration: number;
}

/**
 * True when the balls are too far apart on x or on y to touch: a cheap test that skips the square
 * root for most pairs. It never rejects a touching pair, since the distance is at least |dx| and |dy|.
 */
export function apartOnAnAxis(a: Ball, b: Ball): boolean {
  const radiiSum = a.radius + b.radius;
  return Math.abs(b.x - a.x) >= radiiSum || Math.abs(b.y - a.y) >= radiiSum;
}

/** Every overlapping pair i < j, in index order. */
export function overlaps(balls: readonly Ball[]): Overlap[] {
  const found: Overlap[] = [];
  for (let i = 0; i < balls.length - 1; i++) {
    const a = balls[i] as Ball;
    for (let j = i + 1; j < balls.length; j++) {
      const b = balls[j] as Ball;
      if (apartOnAnAxis(a, b)) continue;
      const penetration = a.radius + b.radius - hypot(b.x - a.x, b.y - a.y);
      if (penetration > OVERLAP_TOLERANCE) found.push({ i, j, penetration });
    }
  }
  return found;
}

/** A pair that has overlapped for this many consecutive frames counts as stuck. */
export const STUCK_FRAMES = 10;

/**
 * The running count of consecutive overlapping frames after one more frame: each pair overlapping
 * now gets its last count plus one, every other pair drops out. Keyed i * n + j, in pair order.
 */
export function tallyOverlaps(
  previous: ReadonlyMap<number, number>,
  overlapping: Iterable<{ i: number; j: number }>,
  n: number,
): Map<number, number> {
  const next = new Map<number, number>();
  for (const { i, j } of overlapping) {
    const key = i * n + j;
    next.set(key, (previous.get(key) ?? 0) + 1);
  }
  return next;
}

/** Pairs [i, j] overlapping for STUCK_FRAMES frames or more; the counts are keyed i * n + j, in pair order. */
export function stuckPairs(overlapFrames: ReadonlyMap<number, number>, n: number): Array<[number, number]> {
  const stuck: Array<[number, number]> = [];
  // keys were inserted in pair order (i, then j), so the list comes out sorted
  for (const [key, frames] of overlapFrames) {
    if (frames >= STUCK_FRAMES) stuck.push([Math.floor(key / n), key % n]);
  }
  return stuck;
}
