// The assembly of the chapter's stages for two balls that only touch and keep their positions to the
// last bit, shared by exact contact's bounce (fast/exact/contact.ts) and stick (stick.ts): detect (done
// by the caller), angle, rotate, the caller's solve, no separation (nothing to undo), rotate back.
import {
  type Centres,
  type Collision,
  type CollisionSettings,
  collisionTrace,
  lineOverlap,
  type Rotated,
  rotateBack,
  rotateOntoLine,
  type Solved,
} from '../chapter/collide';
import { lineFrame } from '../chapter/lineFrame';
import { type Ball, makeBall } from '../types';

/** The pair after `solve`, at the positions they had; the trace shows `traceAs`'s settings. */
export function touchingStages(
  a: Ball,
  b: Ball,
  centres: Centres,
  traceAs: CollisionSettings,
  solve: (rotated: Rotated) => Solved,
): Collision {
  const axes = lineFrame(traceAs.method, centres.dx, centres.dy, centres.dist);
  const rotated = rotateOntoLine(axes, centres, a, b);
  const solved = solve(rotated);
  const { pos0, pos1 } = rotated; // nothing to separate: copies, as a separation would give
  const separated = {
    overlap: lineOverlap(rotated, a, b),
    pos0: { x: pos0.x, y: pos0.y },
    pos1: { x: pos1.x, y: pos1.y },
  };
  const [turned0, turned1] = rotateBack(axes, separated, solved, a, b);
  const a1 = makeBall(a.x, a.y, turned0.vx, turned0.vy, a.radius, a.mass);
  const b1 = makeBall(b.x, b.y, turned1.vx, turned1.vy, b.radius, b.mass);
  return {
    a: a1,
    b: b1,
    trace: collisionTrace(traceAs, { centres, axes, rotated, solved, separated }, a1, b1),
  };
}
