// Exact contact: when two moving balls or a ball and a wall first touch, and the bounce at that moment,
// which runs the stages of the chapter's collision (collide.ts).

import { touchingStages } from '../../assemblies/touching';
import { type Collision, type CollisionSettings, detect, solveOnLine } from '../../chapter/collide';
import type { ContactMoment, RestOfFrame } from '../../engine/worldTypes';
import type { Ball } from '../../types';

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

/**
 * The settings the bounce solves with: the pair always bounces. Exact contact only ever meets a pair
 * that is closing in, so the robust separation's "already moving apart" test must not skip a bounce
 * on a rounding error.
 */
export const alwaysBounce = (s: CollisionSettings): CollisionSettings => ({
  method: s.method,
  separation: 'naive',
  restitution: s.restitution,
});

/**
 * Two touching balls after their bounce: the chapter's stages without the separation (touching.ts),
 * their positions kept to the last bit. The trace shows `s`; the solve uses `solveAs`, alwaysBounce(s),
 * made once per world.
 */
export function bounceAtContact(
  a: Ball,
  b: Ball,
  s: CollisionSettings,
  solveAs: CollisionSettings,
): Collision {
  return touchingStages(a, b, detect(a, b), s, (rotated) => solveOnLine(rotated, a, b, solveAs));
}

/**
 * The moment two balls touched at time t of the frame (a and b as they were then, before the bounce),
 * with where they would have ended the frame without it: where the overlap test would have met them;
 * and what they did in the rest of the frame, as the world ran it.
 */
export function contactMoment(a: Ball, b: Ball, t: number, after: RestOfFrame): ContactMoment {
  const rest = 1 - t;
  return {
    time: t,
    unbounced: {
      a: { x: a.x + a.vx * rest, y: a.y + a.vy * rest },
      b: { x: b.x + b.vx * rest, y: b.y + b.vy * rest },
    },
    rest: after,
  };
}
