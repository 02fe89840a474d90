// Random starting positions that do not overlap (what CH5EX7's canStartHere meant to do): rejection
// sampling with a cap on tries, every ball fully inside the box.
import { mulberry32 } from './random';
import { type Ball, makeBall } from './types';
import { LIMITS, PhysicsInputError, requireFits, requireNamed, show } from './validate';

export interface PlaceOptions {
  count: number;
  width: number;
  height: number;
  /** One radius for every ball, or [min, max] to draw each from. */
  radius: number | [number, number];
  /** 'equal': every mass 1; 'area': mass = radius², proportional to the area. Default 'equal'. */
  mass?: 'equal' | 'area';
  /** Every ball gets this speed, in a random direction. */
  speed: number;
  seed: number;
  /** Attempts per ball before giving up (default 1000). */
  maxTries?: number;
}

/** Beyond this share of the box covered by balls, random placement rarely succeeds. */
const MAX_COVERAGE = 0.6;

export function placeWithoutOverlap(options: PlaceOptions): Ball[] {
  const { count, width, height, speed, seed, mass = 'equal', maxTries = 1000 } = options;
  const [rMin, rMax] = Array.isArray(options.radius) ? options.radius : [options.radius, options.radius];
  requireNamed('count', count, LIMITS.balls, true);
  requireNamed('width', width, LIMITS.size);
  requireNamed('height', height, LIMITS.size);
  requireNamed('radius', rMin, LIMITS.radius);
  requireNamed('radius', rMax, { min: rMin, max: LIMITS.radius.max });
  requireFits({ field: 'radius', label: 'radius' }, rMax, width, height);
  requireNamed('speed', speed, { min: 0, max: LIMITS.velocity.max });
  requireNamed('seed', seed, LIMITS.seed, true);
  requireNamed('maxTries', maxTries, { min: 1, max: 1e6 }, true);
  if (mass !== 'equal' && mass !== 'area') {
    throw new PhysicsInputError('mass', `mass must be one of equal, area (got ${show(mass)})`);
  }

  const radius = rMin === rMax ? show(rMin) : `${show(rMin)}–${show(rMax)}`;
  const refuse = () =>
    new PhysicsInputError(
      'count',
      `cannot place ${count} balls of radius ${radius} in a ${show(width)}×${show(height)} box without overlap; use fewer or smaller balls`,
    );
  const meanSquare = (rMin * rMin + rMin * rMax + rMax * rMax) / 3; // mean of r² for r uniform in [min, max]
  if (count * Math.PI * meanSquare > MAX_COVERAGE * width * height) throw refuse();

  const random = mulberry32(seed);
  const balls: Ball[] = [];
  for (let n = 0; n < count; n++) {
    const r = rMin + random() * (rMax - rMin);
    const spot = findSpot(balls, r, width, height, maxTries, random);
    if (!spot) throw refuse();
    const direction = random() * 2 * Math.PI;
    const vx = speed * Math.cos(direction);
    const vy = speed * Math.sin(direction);
    balls.push(makeBall(spot.x, spot.y, vx, vy, r, mass === 'area' ? r * r : 1));
  }
  return balls;
}

function findSpot(
  placed: Ball[],
  r: number,
  width: number,
  height: number,
  tries: number,
  random: () => number,
) {
  for (let t = 0; t < tries; t++) {
    // the whole ball inside: CH5EX7's formula cancels its own margin and lets balls start half outside
    const x = r + random() * (width - 2 * r);
    const y = r + random() * (height - 2 * r);
    if (placed.every((b) => Math.hypot(b.x - x, b.y - y) > b.radius + r)) return { x, y };
  }
  return undefined;
}
