// Balls written out by hand, and the kinetic energy summed by hand, independently of physics/.
import type { Ball } from '@/physics';

export const ball = (x: number, y: number, vx: number, vy: number, radius = 10, mass = 1): Ball => ({
  x,
  y,
  vx,
  vy,
  radius,
  mass,
});

/** Σ ½·m·|v|², in index order. */
export const energy = (balls: readonly Ball[]) =>
  balls.reduce((sum, b) => sum + 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy), 0);
