// The chapter's collision of two touching balls on the ball arrays, for a crowd's pair loop (pairs.ts):
// checkCollision's stages — detect, angle, rotate, solve, separate, rotate back — in its order, from
// the same operations on the same numbers, so the same bits (test/physics/assemblies.test.ts), with the
// solve and the separations called where they live (collide1d.ts, separations.ts). The stages build
// about twenty objects a pair for their trace; at 5,000 balls a crowd has 760 collisions a frame and
// threw away 2.4 MiB. A collision's event and trace are made by the stages themselves, from the pair
// log, only when it is read (pairLog.ts).
import type { CollisionSettings } from '../chapter/collide';
import { restitution1DUnchecked } from '../chapter/collide1d';
import { type SeparationInput, separate } from '../chapter/separations';
import type { BallArrays } from './ballArrays';
import { LineTurn } from './lineTurn';

const turn = new LineTurn();
/** What a separation reads, reused: no separation keeps it. Ball i is the centre of the rotation. */
const input: SeparationInput = {
  pos0: { x: 0, y: 0 },
  pos1: { x: 0, y: 0 },
  vx0: 0,
  vx1: 0,
  overlap: 0,
  r0: 0,
  r1: 0,
  m0: 0,
  m1: 0,
};

/** Balls i and j of s, touching (detect's test passed), collide as checkCollision(ball i, ball j) says. */
export function collideInPlace(s: BallArrays, i: number, j: number, settings: CollisionSettings): void {
  const { x, y, vx, vy, radius, mass } = s;
  const ax = x[i] as number;
  const ay = y[i] as number;
  // detect and angle
  const dx = (x[j] as number) - ax;
  const dy = (y[j] as number) - ay;
  turn.set(settings.method, dx, dy, dx === 0 && dy === 0); // detect's distance is 0 exactly then
  // rotate: positions relative to ball i, and both velocities, onto the line
  const pos1x = turn.along(dx, dy);
  const pos1y = turn.across(dx, dy);
  const u0 = turn.along(vx[i] as number, vy[i] as number);
  const w0 = turn.across(vx[i] as number, vy[i] as number);
  const u1 = turn.along(vx[j] as number, vy[j] as number);
  const w1 = turn.across(vx[j] as number, vy[j] as number);
  const m0 = mass[i] as number;
  const m1 = mass[j] as number;
  // solve: along the line only; the robust separation does not bounce a pair moving apart
  let v0 = u0;
  let v1 = u1;
  if (settings.separation !== 'robust' || u0 - u1 > 0)
    [v0, v1] = restitution1DUnchecked(m0, u0, m1, u1, settings.restitution);
  // separate, along the line (lineOverlap: pos0.x is 0)
  const r0 = radius[i] as number;
  const r1 = radius[j] as number;
  input.pos1.x = pos1x;
  input.pos1.y = pos1y;
  input.vx0 = v0;
  input.vx1 = v1;
  input.overlap = r0 + r1 - Math.abs(0 - pos1x);
  input.r0 = r0;
  input.r1 = r1;
  input.m0 = m0;
  input.m1 = m1;
  const [x0, x1] = separate(settings.separation, input);
  // rotate back: positions from ball i's old place
  x[j] = ax + turn.x(x1, pos1y);
  y[j] = ay + turn.y(x1, pos1y);
  vx[j] = turn.x(v1, w1);
  vy[j] = turn.y(v1, w1);
  x[i] = ax + turn.x(x0, 0);
  y[i] = ay + turn.y(x0, 0);
  vx[i] = turn.x(v0, w0);
  vy[i] = turn.y(v0, w0);
}
