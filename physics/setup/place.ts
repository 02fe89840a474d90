// Placing balls: random starting positions that do not overlap (what CH5EX7's canStartHere meant to
// do: rejection sampling with a cap on tries, every ball fully inside the box), and the rules for a
// ball a person places (a table, a drag, a link), which the site applies the same way everywhere.
import { cos } from '../math/cos';
import { hypot } from '../math/hypot';
import { sin } from '../math/sin';
import { type Ball, makeBall } from '../types';
import { mulberry32 } from './random';
import { LIMITS, PhysicsInputError, type PhysicsProblem, requireFits, requireNamed, show } from './validate';

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
    throw new PhysicsInputError('mass', `mass must be one of equal, area (got ${show(mass)})`, {
      code: 'choice',
      field: 'mass',
      options: ['equal', 'area'],
      got: String(mass),
    });
  }

  const radius = rMin === rMax ? show(rMin) : `${show(rMin)}–${show(rMax)}`;
  const refuse = () =>
    new PhysicsInputError(
      'count',
      `cannot place ${count} balls of radius ${radius} in a ${show(width)}×${show(height)} box without overlap; use fewer or smaller balls`,
      { code: 'crowded', count, width, height },
    );
  const meanSquare = (rMin * rMin + rMin * rMax + rMax * rMax) / 3; // mean of r² for r uniform in [min, max]
  if (count * Math.PI * meanSquare > MAX_COVERAGE * width * height) throw refuse();

  const random = mulberry32(seed);
  const placed = new Placed([], rMax);
  for (let n = 0; n < count; n++) {
    const r = rMin + random() * (rMax - rMin);
    const spot = findSpot(placed, r, width, height, maxTries, random);
    if (!spot) throw refuse();
    const direction = random() * 2 * Math.PI;
    const vx = speed * cos(direction);
    const vy = speed * sin(direction);
    placed.add(makeBall(spot.x, spot.y, vx, vy, r, mass === 'area' ? r * r : 1));
  }
  return placed.balls;
}

export interface OneMore {
  width: number;
  height: number;
  radius: number;
  mass: number;
  /** Its speed, in a random direction. */
  speed: number;
  seed: number;
}

/**
 * One more ball among `balls`, fully inside the box and overlapping none of them (the same search as
 * placeWithoutOverlap); null when no spot is found in 1000 tries: there is no room.
 */
export function placeOneMore(balls: readonly Ball[], o: OneMore): Ball | null {
  const random = mulberry32(o.seed);
  const placed = new Placed(
    balls,
    balls.reduce((widest, b) => Math.max(widest, b.radius), o.radius),
  );
  const spot = findSpot(placed, o.radius, o.width, o.height, 1000, random);
  if (!spot) return null;
  const direction = random() * 2 * Math.PI;
  return makeBall(spot.x, spot.y, o.speed * cos(direction), o.speed * sin(direction), o.radius, o.mass);
}

/**
 * The balls placed so far, by square cells a hair wider than the widest ball, so a try looks at the
 * balls of the 3×3 cells around it only (a 10,000-ball crowd looked at every ball at every try: 8 s).
 * A ball further away is further than both radii on an axis, so hypot (never below either
 * axis's distance) finds it apart too: the same spots as trying every ball.
 */
class Placed {
  readonly balls: Ball[] = [];
  private readonly cells = new Map<string, Ball[]>();
  private readonly size: number;

  constructor(balls: readonly Ball[], widest: number) {
    this.size = 2 * widest * (1 + 1e-6);
    for (const ball of balls) this.add(ball);
  }

  add(ball: Ball): void {
    this.balls.push(ball);
    const key = `${Math.floor(ball.x / this.size)},${Math.floor(ball.y / this.size)}`;
    const cell = this.cells.get(key);
    if (cell) cell.push(ball);
    else this.cells.set(key, [ball]);
  }

  /** Whether a ball of radius r at x, y is apart from every ball placed. */
  free(x: number, y: number, r: number): boolean {
    const col = Math.floor(x / this.size);
    const row = Math.floor(y / this.size);
    for (let c = col - 1; c <= col + 1; c++)
      for (let k = row - 1; k <= row + 1; k++)
        for (const b of this.cells.get(`${c},${k}`) ?? [])
          if (!(hypot(b.x - x, b.y - y) > b.radius + r)) return false;
    return true;
  }
}

function findSpot(
  placed: Placed,
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
    if (placed.free(x, y, r)) return { x, y };
  }
  return undefined;
}

/**
 * What a person may set for one ball on a width × height stage. Tighter than LIMITS, which only keep
 * the arithmetic finite: these keep what is set visible and honest. A radius under half a pixel
 * cannot be seen or grabbed; a mass under 0.001 shows as 0 in the table's three decimals; a ball
 * must lie wholly on the stage (the walls would move it at frame 1 otherwise). Velocities keep the
 * core's range: a fast ball is allowed, and startNotes says when it can tunnel.
 */
export function ballLimits(radius: number, width: number, height: number) {
  return {
    radius: { min: 0.5, max: Math.min(width, height) / 2 },
    mass: { min: 0.001, max: 1e6 },
    vx: LIMITS.velocity,
    vy: LIMITS.velocity,
    x: { min: radius, max: width - radius },
    y: { min: radius, max: height - radius },
  };
}

/**
 * Why ball `index` of this start cannot be shown honestly, or null: a value out of ballLimits, a
 * ball not wholly on the stage, or a ball at the very centre of another (see sharedCentre).
 */
export function placementProblem(
  balls: readonly Ball[],
  index: number,
  width: number,
  height: number,
): PhysicsProblem | null {
  const ball = balls[index];
  if (!ball) return { code: 'shape', field: 'balls' };
  const limits = ballLimits(ball.radius, width, height);
  for (const field of ['radius', 'mass', 'vx', 'vy', 'x', 'y'] as const) {
    const got = ball[field];
    const { min, max } = limits[field];
    if (!Number.isFinite(got)) return { code: 'finite', field, got: show(got), ball: index };
    if (got >= min && got <= max) continue;
    if (field === 'x' || field === 'y') return { code: 'outside', ball: index, axis: field, min, max, got };
    return { code: 'range', field, min, max, got, ball: index };
  }
  const other = balls.findIndex((b, j) => j !== index && b.x === ball.x && b.y === ball.y);
  return other < 0 ? null : { code: 'sameCentre', ball: index, other };
}

/**
 * Two balls of a start at one centre, or null. There is no line of centres then, so nothing says
 * which way to push them apart and they collide every frame. A run can end that way (two balls
 * pressed into a corner by walls that stop them), so a page checks the whole start it is about to
 * make, not only the ball that was edited. O(n), for crowds of thousands.
 */
export function sharedCentre(balls: readonly Ball[]): PhysicsProblem | null {
  const seen = new Map<string, number>();
  for (const [i, b] of balls.entries()) {
    const key = `${b.x + 0},${b.y + 0}`;
    const other = seen.get(key);
    if (other !== undefined) return { code: 'sameCentre', ball: i, other };
    seen.set(key, i);
  }
  return null;
}

/** Things a start does that the reader should be told, though they are allowed. */
export type StartNote =
  /** `ball` moves more than its diameter each frame, so it can pass through another ball. */
  | { code: 'tunnelling'; ball: number; speed: number; diameter: number; more: number }
  /** `ball` starts wholly inside `other`: more overlap than real balls can have. */
  | { code: 'inside'; ball: number; other: number; more: number }
  /** `ball` and `other` start overlapping by `depth` px (the deepest such pair; `more` others), one
   *  not wholly inside the other: a start that real balls cannot have, so it is said, not hidden. */
  | { code: 'overlap'; ball: number; other: number; depth: number; more: number };

export function startNotes(balls: readonly Ball[]): StartNote[] {
  const notes: StartNote[] = [];
  const fast = balls.flatMap((b, i) => (hypot(b.vx, b.vy) > 2 * b.radius ? [i] : []));
  const first = fast[0];
  if (first !== undefined) {
    const b = balls[first] as Ball;
    const speed = hypot(b.vx, b.vy);
    notes.push({ code: 'tunnelling', ball: first, speed, diameter: 2 * b.radius, more: fast.length - 1 });
  }
  const { nested, overlapping } = overlappingPairs(balls);
  const [pair] = nested;
  if (pair) notes.push({ code: 'inside', ball: pair[0], other: pair[1], more: nested.length - 1 });
  const deepest = overlapping.reduce<Overlap | undefined>(
    (a, b) => (a && a.depth >= b.depth ? a : b),
    undefined,
  );
  if (deepest) notes.push({ code: 'overlap', ...deepest, more: overlapping.length - 1 });
  return notes;
}

interface Overlap {
  ball: number;
  other: number;
  depth: number;
}

/** Pairs [inner, outer] where the inner ball lies wholly inside the outer one, and the other pairs
 *  that overlap (lower index first). A sweep along x, so a crowd of thousands costs about n log n
 *  plus the pairs close enough to overlap, not n². */
function overlappingPairs(balls: readonly Ball[]): { nested: [number, number][]; overlapping: Overlap[] } {
  const order = balls.map((_, i) => i).sort((i, j) => left(balls, i) - left(balls, j));
  const pairs: [number, number][] = [];
  const overlapping: Overlap[] = [];
  order.forEach((i, k) => {
    const a = balls[i] as Ball;
    for (let m = k + 1; m < order.length; m++) {
      const j = order[m] as number;
      const b = balls[j] as Ball;
      if (b.x - b.radius > a.x + a.radius) break; // every later ball starts right of a
      const [inner, outer] = a.radius <= b.radius ? [i, j] : [j, i];
      const small = Math.min(a.radius, b.radius);
      const big = Math.max(a.radius, b.radius);
      const distance = hypot(a.x - b.x, a.y - b.y);
      if (distance + small <= big) pairs.push([inner, outer]);
      else if (distance < a.radius + b.radius)
        overlapping.push({
          ball: Math.min(i, j),
          other: Math.max(i, j),
          depth: a.radius + b.radius - distance,
        });
    }
  });
  return { nested: pairs, overlapping };
}

const left = (balls: readonly Ball[], i: number) => {
  const b = balls[i] as Ball;
  return b.x - b.radius;
};
