// What a set of balls is measured by: total momentum, kinetic energy and centre of mass, and which
// pairs overlap and how deeply (the evidence for the sticking problem).
import type { Ball } from './types';
import { PhysicsInputError, validateBallList } from './validate';
import type { Vec } from './vector';

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
      const penetration = a.radius + b.radius - Math.hypot(b.x - a.x, b.y - a.y);
      if (penetration > OVERLAP_TOLERANCE) found.push({ i, j, penetration });
    }
  }
  return found;
}
