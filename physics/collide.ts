// The chapter's two-ball collision, stage by stage: detect, angle, rotate, solve, separate, rotate
// back. Each stage records the numbers it computed in the trace, which the collision stepper draws.
import { restitution1DUnchecked } from './collide1d';
import { lineFrame } from './frames';
import { separate } from './separations';
import { type Ball, copyBall, type Method, makeBall, type Separation } from './types';
import { validateBall, validateCollideOptions } from './validate';
import type { Vec } from './vector';

export interface CollideOptions {
  method?: Method;
  separation?: Separation;
  restitution?: number;
}

export type CollisionSettings = Required<CollideOptions>;

export interface CollisionTrace {
  method: Method;
  separation: Separation;
  restitution: number;
  /** dx = b.x - a.x, overlap = radiiSum - dist. */
  detect: { dx: number; dy: number; dist: number; radiiSum: number; overlap: number };
  /** The line of centres; for 'projection' taken from the unit normal (cos = nx, sin = ny). */
  angle: { angle: number; sin: number; cos: number };
  /** Positions relative to a, and velocities, with x along the line of centres and y along the tangent. */
  rotate: { pos0: Vec; pos1: Vec; vel0: Vec; vel1: Vec };
  /** New rotated velocities; the y (tangent) components are the ones from rotate. */
  solve: { vxTotal: number; approaching: boolean; vel0: Vec; vel1: Vec };
  /** Rotated positions after the separation step. */
  separate: { pos0: Vec; pos1: Vec };
  rotateBack: { a: Ball; b: Ball };
}

export interface Collision {
  a: Ball;
  b: Ball;
  trace: CollisionTrace;
}

/** Two balls after their collision, or null when they do not touch. The inputs are never changed. */
export function collide(a: Ball, b: Ball, options: CollideOptions = {}): Collision | null {
  validateCollideOptions(options);
  validateBall(a, 'ball a');
  validateBall(b, 'ball b');
  const { method = 'rotation', separation = 'naive', restitution = 1 } = options;
  return checkCollision(a, b, { method, separation, restitution });
}

// #region collide
/** collide() without the input checks, for the world, whose balls are checked when it is created. */
export function checkCollision(a: Ball, b: Ball, s: CollisionSettings): Collision | null {
  // #region detect
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = Math.hypot(dx, dy); // hypot: no underflow when the centres nearly coincide
  const radiiSum = a.radius + b.radius;
  if (dist >= radiiSum) return null;
  // #endregion detect

  // #region angle
  const frame = lineFrame(s.method, dx, dy, dist);
  // #endregion angle

  // #region rotate
  const pos0 = { x: 0, y: 0 }; // ball a is the centre of the rotation
  const pos1 = frame.toLine(dx, dy);
  const vel0 = frame.toLine(a.vx, a.vy);
  const vel1 = frame.toLine(b.vx, b.vy);
  // #endregion rotate

  // #region solve
  const vxTotal = vel0.x - vel1.x;
  const approaching = vxTotal > 0; // b is on the +x side, so a is catching up with b
  const [vx0, vx1] =
    s.separation === 'robust' && !approaching
      ? [vel0.x, vel1.x] // already moving apart: only separate them, no bounce
      : restitution1DUnchecked(a.mass, vel0.x, b.mass, vel1.x, s.restitution);
  const vel0Final = { x: vx0, y: vel0.y }; // nothing acts along the tangent
  const vel1Final = { x: vx1, y: vel1.y };
  // #endregion solve

  // #region separate
  const overlap = radiiSum - Math.abs(pos0.x - pos1.x);
  const masses = { r0: a.radius, r1: b.radius, m0: a.mass, m1: b.mass };
  const [x0, x1] = separate(s.separation, { pos0, pos1, vx0, vx1, overlap, ...masses });
  const pos0Final = { x: x0, y: pos0.y };
  const pos1Final = { x: x1, y: pos1.y };
  // #endregion separate

  // #region rotate-back
  const pos0F = frame.fromLine(pos0Final.x, pos0Final.y);
  const pos1F = frame.fromLine(pos1Final.x, pos1Final.y);
  const vel0F = frame.fromLine(vel0Final.x, vel0Final.y);
  const vel1F = frame.fromLine(vel1Final.x, vel1Final.y);
  // positions are relative to a's original position: place b first, then a, as the chapter does
  const b1 = makeBall(a.x + pos1F.x, a.y + pos1F.y, vel1F.x, vel1F.y, b.radius, b.mass);
  const a1 = makeBall(a.x + pos0F.x, a.y + pos0F.y, vel0F.x, vel0F.y, a.radius, a.mass);
  // #endregion rotate-back

  const trace: CollisionTrace = {
    method: s.method,
    separation: s.separation,
    restitution: s.restitution,
    detect: { dx, dy, dist, radiiSum, overlap: radiiSum - dist },
    angle: { angle: frame.angle, sin: frame.sin, cos: frame.cos },
    rotate: { pos0, pos1, vel0, vel1 },
    solve: { vxTotal, approaching, vel0: vel0Final, vel1: vel1Final },
    separate: { pos0: pos0Final, pos1: pos1Final },
    rotateBack: { a: copyBall(a1), b: copyBall(b1) }, // copies: the world moves a1 and b1 on
  };
  return { a: a1, b: b1, trace };
}
// #endregion collide
