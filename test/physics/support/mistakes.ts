// What the tests of the sources' mistakes measure by hand (momentum, overlap), and one broken and one
// fixed collision of the same two balls (mistakes.test.ts, mistakesSeparation.test.ts).
import { type Ball, collide, type Separation } from '@/physics';
import type { CheckCollision } from '@/physics/sources/mistakes';

export const momentumX = (balls: Ball[]) => balls.reduce((sum, b) => sum + b.mass * b.vx, 0);
export const momentumY = (balls: Ball[]) => balls.reduce((sum, b) => sum + b.mass * b.vy, 0);
export const penetration = (a: Ball, b: Ball) => a.radius + b.radius - Math.hypot(b.x - a.x, b.y - a.y);

/** Runs one broken collision on copies of the balls. */
export function broken(check: CheckCollision, a: Ball, b: Ball): { collided: boolean; a: Ball; b: Ball } {
  const [a1, b1] = [{ ...a }, { ...b }];
  const collided = check(a1, b1);
  return { collided, a: a1, b: b1 };
}

/** The fixed collision; fails the test when the balls do not touch. */
export function fixed(a: Ball, b: Ball, separation: Separation = 'naive') {
  const result = collide(a, b, { separation });
  if (!result) throw new Error('the balls should touch');
  return result;
}
