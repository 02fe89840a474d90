// The one scene every engine runs: N circles of radius 5–15 with mass ∝ area, in a square box at
// about 30% area fraction, no gravity, no friction, perfectly elastic, from a seeded start, with one
// of two velocity distributions.
import { mulberry32, placeWithoutOverlap, type WorldOptions } from '../physics';

export const RADIUS: [number, number] = [5, 15];
export const AREA_FRACTION = 0.3;
/** 'fixed': every ball starts at this speed (pixels per frame) in a random direction. */
export const SPEED = 4;
export const SEED = 2024;

/**
 * 'fixed' is the bench's own start (SPEED in a random direction); 'chapter' is the chapter's
 * Math.random() * 10 - 5 for each component, so some balls are almost twice as fast.
 */
export const VELOCITIES = ['fixed', 'chapter'] as const;
export type Velocities = (typeof VELOCITIES)[number];

/** The box and balls of a world's options: every engine starts from the same ones. */
export type Scene = Pick<WorldOptions, 'width' | 'height' | 'balls'>;

export function scene(n: number, velocities: Velocities): Scene {
  const [lo, hi] = RADIUS;
  const meanArea = (Math.PI * (lo * lo + lo * hi + hi * hi)) / 3; // π·E[r²] for r uniform in [lo, hi]
  const side = Math.round(Math.sqrt((n * meanArea) / AREA_FRACTION));
  const balls = placeWithoutOverlap({
    count: n,
    width: side,
    height: side,
    radius: RADIUS,
    mass: 'area',
    speed: SPEED,
    seed: SEED,
  });
  if (velocities === 'chapter') {
    const random = mulberry32(SEED + 1); // the same places, velocities of their own
    for (const ball of balls) {
      ball.vx = random() * 10 - 5;
      ball.vy = random() * 10 - 5;
    }
  }
  return { width: side, height: side, balls };
}
