// The two balls of one collision, each before and after, read from its trace: the velocities the
// rotate stage measured (turned back from the line of centres with the physics' own rotate) and
// the balls the rotate-back stage made. The values table, the momenta diagram and the Δp arrows
// read these; none of them solves the collision again.
import { type CollisionEvent, rotate, type Vec } from '@/physics';

export interface PairBall {
  index: number;
  mass: number;
  before: Vec;
  after: Vec;
}

/** The pair's balls a (ball i) and b (ball j): mass, velocity before and after. */
export function collisionPair({ i, j, trace }: CollisionEvent): [PairBall, PairBall] {
  const { sin, cos } = trace.angle;
  const { a, b } = trace.rotateBack;
  const back = (v: Vec) => rotate(v.x, v.y, sin, cos, false);
  return [
    { index: i, mass: a.mass, before: back(trace.rotate.vel0), after: { x: a.vx, y: a.vy } },
    { index: j, mass: b.mass, before: back(trace.rotate.vel1), after: { x: b.vx, y: b.vy } },
  ];
}

/** A ball's change in momentum m·(v′ − v): for a pair, equal and opposite. */
export function momentumChange({ mass, before, after }: PairBall): Vec {
  return { x: mass * (after.x - before.x), y: mass * (after.y - before.y) };
}

/** The line of centres' direction from ball i to ball j, in degrees from the +x axis (y down). */
export function collisionAngleDegrees({ trace }: CollisionEvent): number {
  return (Math.atan2(trace.angle.sin, trace.angle.cos) * 180) / Math.PI;
}
