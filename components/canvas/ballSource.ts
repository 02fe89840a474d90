// The balls a drawing layer or the trails read: a world's forEachBall, or a plain list wrapped to
// look like one. Its own module so that scene.ts and trails.ts both use it without a circle.
import type { Ball, BallVisitor } from '@/physics';

export interface BallSource {
  count: number;
  /** Every ball in index order, read in place (a world's forEachBall): no copies per frame. */
  forEachBall(visit: BallVisitor): void;
  /** The same numbers written into a packed array (World.writeBalls): how a crowd's frame is copied. */
  writeBalls?(into: Float64Array, stride: number): void;
}

/** The balls of a list, in the shape layers read. */
export function ballsOf(balls: readonly Ball[]): BallSource {
  return {
    count: balls.length,
    forEachBall(visit) {
      balls.forEach((b, i) => {
        visit(b.x, b.y, b.vx, b.vy, b.radius, b.mass, i);
      });
    },
  };
}
