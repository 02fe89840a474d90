// The balls of a large world as flat typed arrays, one per field: no object per ball, so a frame
// touches contiguous memory and allocates nothing unless two balls collide.
import { type Ball, makeBall } from '../types';

export interface BallArrays {
  readonly n: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  readonly radius: Float64Array;
  readonly mass: Float64Array;
  readonly maxRadius: number;
}

export function toArrays(balls: readonly Ball[]): BallArrays {
  const n = balls.length;
  const state = {
    n,
    x: new Float64Array(n),
    y: new Float64Array(n),
    vx: new Float64Array(n),
    vy: new Float64Array(n),
    radius: new Float64Array(n),
    mass: new Float64Array(n),
    maxRadius: balls.reduce((most, b) => Math.max(most, b.radius), 0),
  };
  balls.forEach((b, i) => {
    store(state, i, b);
  });
  return state;
}

/** Ball i as an object, for the code shared with the plain loop (collide, walls). */
export function load(s: BallArrays, i: number): Ball {
  return loadInto(s, i, makeBall(0, 0, 0, 0, 0, 0));
}

/** Copies ball i into an existing object: the frame loop reuses one instead of allocating. */
export function loadInto(s: BallArrays, i: number, into: Ball): Ball {
  into.x = s.x[i] as number;
  into.y = s.y[i] as number;
  into.vx = s.vx[i] as number;
  into.vy = s.vy[i] as number;
  into.radius = s.radius[i] as number;
  into.mass = s.mass[i] as number;
  return into;
}

/** Writes ball i's x, y, vx and vy at d[k] … d[k + 3]: what a frame changes (history, contact log). */
export function saveMotion(s: BallArrays, i: number, d: Float64Array, k: number): void {
  d[k] = s.x[i] as number;
  d[k + 1] = s.y[i] as number;
  d[k + 2] = s.vx[i] as number;
  d[k + 3] = s.vy[i] as number;
}

/** Ball i as it was when saveMotion wrote its motion at d[k..k+3]: that motion, its radius and mass. */
export function savedBall(s: BallArrays, i: number, d: Float64Array, k: number): Ball {
  return makeBall(
    d[k] as number,
    d[k + 1] as number,
    d[k + 2] as number,
    d[k + 3] as number,
    s.radius[i] as number,
    s.mass[i] as number,
  );
}

/** Writes all six fields of b into slot i. */
export function store(s: BallArrays, i: number, b: Ball): void {
  s.x[i] = b.x;
  s.y[i] = b.y;
  s.vx[i] = b.vx;
  s.vy[i] = b.vy;
  s.radius[i] = b.radius;
  s.mass[i] = b.mass;
}

/** Σ m·v and Σ ½·m·|v|², summed in index order like totalMomentum and totalKineticEnergy, so the numbers agree. */
export function arrayTotals(s: BallArrays): { momentum: { x: number; y: number }; kineticEnergy: number } {
  let px = 0;
  let py = 0;
  let energy = 0;
  for (let i = 0; i < s.n; i++) {
    const m = s.mass[i] as number;
    const vx = s.vx[i] as number;
    const vy = s.vy[i] as number;
    px += m * vx;
    py += m * vy;
    energy += 0.5 * m * (vx * vx + vy * vy);
  }
  return { momentum: { x: px, y: py }, kineticEnergy: energy };
}
