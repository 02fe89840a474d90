// The frame that moves with the centre of mass (EJS's "centre-of-mass frame"): there the system's
// total momentum is zero, the centre of mass stands still at the origin, and a collision between two
// balls reverses their relative normal velocity, scaled by e. Walls are outside the system: a wall
// bounce changes the centre's velocity, so the frame is taken afresh at each moment it is drawn.
import type { Vec } from '../chapter/vector';
import { PhysicsInputError, validateBallList } from '../setup/validate';
import type { Ball } from '../types';
import { totalCentreOfMass, totalMomentum } from './metrics';

/** Where the centre of mass is and how fast it moves, and the mass it carries. */
export interface MassCentre {
  x: number;
  y: number;
  vx: number;
  vy: number;
  mass: number;
}

/** Σ m·position / Σ m and Σ m·velocity / Σ m of the balls; needs at least one ball. */
export function massCentre(balls: readonly Ball[]): MassCentre {
  validateBallList(balls);
  if (balls.length === 0)
    throw new PhysicsInputError('balls', 'the centre of mass needs at least one ball (got 0)');
  const mass = balls.reduce((sum, b) => sum + b.mass, 0);
  const { x, y } = totalCentreOfMass(balls);
  const p = totalMomentum(balls);
  return { x, y, vx: p.x / mass, vy: p.y / mass, mass };
}

/** One ball seen from a frame at `origin` moving at `velocity` (minus) or taken back (plus). */
function shifted(ball: Ball, origin: Vec, velocity: Vec, sign: 1 | -1): Ball {
  return {
    ...ball,
    x: ball.x + sign * origin.x,
    y: ball.y + sign * origin.y,
    vx: ball.vx + sign * velocity.x,
    vy: ball.vy + sign * velocity.y,
  };
}

/** The balls in the frame of `centre`: positions from it, velocities relative to it (new balls). */
export function toCentreOfMassFrame(balls: readonly Ball[], centre: MassCentre): Ball[] {
  const origin = { x: centre.x, y: centre.y };
  const velocity = { x: centre.vx, y: centre.vy };
  return balls.map((b) => shifted(b, origin, velocity, -1));
}

/** The inverse of toCentreOfMassFrame: balls of the frame of `centre` back in the table's frame. */
export function fromCentreOfMassFrame(balls: readonly Ball[], centre: MassCentre): Ball[] {
  const origin = { x: centre.x, y: centre.y };
  const velocity = { x: centre.vx, y: centre.vy };
  return balls.map((b) => shifted(b, origin, velocity, 1));
}
