// The one scene every engine runs: N circles of radius 5–15 with mass ∝ area, in a square box at
// about 30% area fraction, no gravity, no friction, perfectly elastic, from a seeded start.
import { type Ball, placeWithoutOverlap } from '../physics';

export const RADIUS: [number, number] = [5, 15];
export const AREA_FRACTION = 0.3;
/** Every ball starts at this speed (pixels per frame) in a random direction. */
export const SPEED = 4;
export const SEED = 2024;

export interface Scene {
  width: number;
  height: number;
  balls: Ball[];
}

export function scene(n: number): Scene {
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
  return { width: side, height: side, balls };
}
