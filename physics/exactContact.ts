// Exact contact: when two moving balls or a ball and a wall first touch, and the bounce at that moment.
// The bounce is the chapter's (turn onto the line of centres, solve in 1D, turn back) without the
// separate stage, since balls that only ever touch have no overlap to undo.
import type { Collision, CollisionSettings, CollisionTrace } from './collide';
import { restitution1DUnchecked } from './collide1d';
import { lineFrame } from './frames';
import { type Ball, copyBall, makeBall } from './types';

/**
 * Time τ ≥ 0 after which centres (dx, dy) apart, with relative velocity (dvx, dvy), are radiiSum apart
 * and closing; Infinity when they never are. A pair already touching or overlapping and still closing
 * meets at once (τ = 0); one moving apart never meets.
 */
export function timeToContact(dx: number, dy: number, dvx: number, dvy: number, radiiSum: number): number {
  const closing = dx * dvx + dy * dvy; // < 0 while the gap shrinks
  if (closing >= 0) return Number.POSITIVE_INFINITY;
  const gap = dx * dx + dy * dy - radiiSum * radiiSum;
  if (gap <= 0) return 0;
  const speed2 = dvx * dvx + dvy * dvy;
  const discriminant = closing * closing - speed2 * gap;
  if (discriminant <= 0) return Number.POSITIVE_INFINITY; // they pass each other, at most grazing
  // the smaller root of speed2·τ² + 2·closing·τ + gap = 0, written without cancellation
  return gap / (-closing + Math.sqrt(discriminant));
}

/** Time τ ≥ 0 until a ball at x (radius r, velocity v) touches the wall at 0 or at size; Infinity at rest. */
export function timeToWall(x: number, v: number, r: number, size: number): number {
  if (v > 0) return Math.max(0, (size - r - x) / v);
  if (v < 0) return Math.max(0, (r - x) / v);
  return Number.POSITIVE_INFINITY;
}

/** Two touching balls after their bounce; positions are kept as they are, to the last bit. */
export function bounceAtContact(a: Ball, b: Ball, s: CollisionSettings): Collision {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = Math.hypot(dx, dy);
  const radiiSum = a.radius + b.radius;
  const frame = lineFrame(s.method, dx, dy, dist);
  const pos0 = { x: 0, y: 0 };
  const pos1 = frame.toLine(dx, dy);
  const vel0 = frame.toLine(a.vx, a.vy);
  const vel1 = frame.toLine(b.vx, b.vy);
  const vxTotal = vel0.x - vel1.x;
  const [vx0, vx1] = restitution1DUnchecked(a.mass, vel0.x, b.mass, vel1.x, s.restitution);
  const vel0Final = { x: vx0, y: vel0.y };
  const vel1Final = { x: vx1, y: vel1.y };
  const vel0F = frame.fromLine(vel0Final.x, vel0Final.y);
  const vel1F = frame.fromLine(vel1Final.x, vel1Final.y);
  const a1 = makeBall(a.x, a.y, vel0F.x, vel0F.y, a.radius, a.mass);
  const b1 = makeBall(b.x, b.y, vel1F.x, vel1F.y, b.radius, b.mass);
  const trace: CollisionTrace = {
    method: s.method,
    separation: s.separation,
    restitution: s.restitution,
    detect: { dx, dy, dist, radiiSum, overlap: radiiSum - dist },
    angle: { angle: frame.angle, sin: frame.sin, cos: frame.cos },
    rotate: { pos0, pos1, vel0, vel1 },
    solve: { vxTotal, approaching: vxTotal > 0, vel0: vel0Final, vel1: vel1Final },
    separate: { pos0: { ...pos0 }, pos1: { ...pos1 } }, // nothing to separate: the balls only touch
    rotateBack: { a: copyBall(a1), b: copyBall(b1) },
  };
  return { a: a1, b: b1, trace };
}
