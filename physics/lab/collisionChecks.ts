// What a collision made with a reader's piece of the chapter (the turn onto the line and back, a
// separation) must keep, checked on the two balls before and after it: every number a number,
// momentum kept on each axis, kinetic energy changed only as the restitution says (nothing at e = 1),
// the part of each velocity along the tangent unchanged, a closing pair moving apart afterwards, and
// (for a separation) no overlap left. The line of centres is the one the balls met on (before).
// Also: the stuck pairs of a run, to set the reader's separation beside the chapter's.
import { type Ball, makeBall } from '../chapter/ball';
import { unit, type Vec } from '../chapter/vector';
import { fdlibm } from '../math';
import { hypot } from '../math/hypot';
import { mulberry32 } from '../setup/random';
import { bounceEnergyChange } from './energy';
import { OVERLAP_TOLERANCE, STUCK_FRAMES, tallyOverlaps, totalKineticEnergy, totalMomentum } from './metrics';

export type CollisionCheck =
  | 'number'
  | 'momentum-x'
  | 'momentum-y'
  | 'energy'
  | 'tangent'
  | 'apart'
  | 'separated';

/** The checks of a turn (every quantity a bounce keeps) and of a separation (numbers and the gap). */
export const TURN_CHECKS: readonly CollisionCheck[] = [
  'number',
  'momentum-x',
  'momentum-y',
  'energy',
  'tangent',
  'apart',
];
export const SEPARATION_CHECKS: readonly CollisionCheck[] = ['number', 'separated', 'apart'];

/**
 * One check a collision failed: the quantity before and after, and what `after` should have been.
 * For `tangent`, which ball (0 or 1); for `apart`, the closing speed along the line; for
 * `separated`, the overlap left (before: the overlap the balls met with).
 */
export interface CollisionProblem {
  check: CollisionCheck;
  before: number;
  after: number;
  expected: number;
  ball?: 0 | 1;
}

/** Differences smaller than this share of the collision's own size are rounding, not a mistake. */
const RELATIVE = 1e-9;

const along = (v: Vec, d: Vec) => v.x * d.x + v.y * d.y;
const velocity = (b: Ball): Vec => ({ x: b.vx, y: b.vy });
const finite = (b: Ball) => [b.x, b.y, b.vx, b.vy].every(Number.isFinite);
const gap = (a: Ball, b: Ball) => a.radius + b.radius - hypot(b.x - a.x, b.y - a.y);

/** Every check in `checks` this collision fails; only `number` when a result is not a number. */
export function collisionProblems(
  before: readonly [Ball, Ball],
  after: readonly [Ball, Ball],
  checks: readonly CollisionCheck[],
  e = 1,
): CollisionProblem[] {
  const [a, b] = before;
  const [a1, b1] = after;
  if (!(finite(a1) && finite(b1))) {
    const bad = [a1.x, a1.y, a1.vx, a1.vy, b1.x, b1.y, b1.vx, b1.vy].find(
      (x) => !Number.isFinite(x),
    ) as number;
    return checks.includes('number') ? [{ check: 'number', before: 0, after: bad, expected: 0 }] : [];
  }
  const problems: CollisionProblem[] = [];
  const add = (check: CollisionCheck, problem: Omit<CollisionProblem, 'check'>) => {
    if (checks.includes(check)) problems.push({ check, ...problem });
  };
  const p = totalMomentum(before);
  const p1 = totalMomentum(after);
  const scale = a.mass * hypot(a.vx, a.vy) + b.mass * hypot(b.vx, b.vy);
  if (Math.abs(p1.x - p.x) > RELATIVE * scale) add('momentum-x', { before: p.x, after: p1.x, expected: p.x });
  if (Math.abs(p1.y - p.y) > RELATIVE * scale) add('momentum-y', { before: p.y, after: p1.y, expected: p.y });
  const n = b.x === a.x && b.y === a.y ? { x: 1, y: 0 } : unit(b.x - a.x, b.y - a.y); // coincident: as the chapter
  const t = { x: -n.y, y: n.x };
  const closing = along(velocity(a), n) - along(velocity(b), n);
  const ke = totalKineticEnergy(before);
  const ke1 = totalKineticEnergy(after);
  const keExpected = ke + bounceEnergyChange(e, a.mass, b.mass, closing);
  if (Math.abs(ke1 - keExpected) > RELATIVE * ke)
    add('energy', { before: ke, after: ke1, expected: keExpected });
  const speeds = hypot(a.vx, a.vy) + hypot(b.vx, b.vy); // the pair's: a ball at rest has a tolerance too
  const sides: Array<[Ball, Ball]> = [
    [a, a1],
    [b, b1],
  ];
  for (const [ball, [x, x1]] of sides.entries()) {
    const [w, w1] = [along(velocity(x), t), along(velocity(x1), t)];
    if (Math.abs(w1 - w) > RELATIVE * speeds)
      add('tangent', { before: w, after: w1, expected: w, ball: ball as 0 | 1 });
  }
  const closingAfter = along(velocity(a1), n) - along(velocity(b1), n);
  if (closing > 0 && closingAfter > RELATIVE * closing)
    add('apart', { before: closing, after: closingAfter, expected: -e * closing });
  const left = gap(a1, b1);
  if (left > OVERLAP_TOLERANCE) add('separated', { before: gap(a, b), after: left, expected: 0 });
  return problems;
}

/** The stuck pairs of a run: how many pairs were ever stuck, and the first to be, at which frame. */
export interface Stuck {
  pairs: number;
  first: { frame: number; i: number; j: number } | null;
}

/** Reads the overlapping pairs [i, j] of frames 0 to `frames` of a run of `n` balls. */
export function stuckInRun(
  overlapping: (frame: number) => ReadonlyArray<readonly [number, number]>,
  frames: number,
  n: number,
): Stuck {
  let counts = new Map<number, number>();
  const ever = new Set<number>();
  let first: Stuck['first'] = null;
  for (let frame = 0; frame <= frames; frame++) {
    counts = tallyOverlaps(
      counts,
      overlapping(frame).map(([i, j]) => ({ i, j })),
      n,
    );
    for (const [key, count] of counts) {
      if (count < STUCK_FRAMES || ever.has(key)) continue;
      ever.add(key);
      first ??= { frame, i: Math.floor(key / n), j: key % n };
    }
  }
  return { pairs: ever.size, first };
}

/**
 * `count` pairs that touch and close, for a turn or a separation to be checked on: seeded, so every
 * reader's version meets the same ones. The first few are the lessons' cases: head-on along x,
 * lesson 4's 45° hit, a vertical line of centres, ball b on the left, and an overlap deeper than the
 * closing speed (lesson 7: the naive push leaves 10 px of it).
 */
export function generatedPairs(seed: number, count: number): Array<[Ball, Ball]> {
  const limits: Array<[Ball, Ball]> = [
    [makeBall(100, 100, 3, 0, 20, 1), makeBall(139, 100, -1, 0, 20, 1)],
    [makeBall(100, 100, 4, 0, 20, 1), makeBall(127, 127, 0, 0, 20, 1)],
    [makeBall(100, 100, 0, 2, 20, 2), makeBall(100, 135, 1, -2, 20, 1)],
    [makeBall(100, 100, -3, 1, 20, 1), makeBall(70, 100, 1, 0, 20, 3)],
    [makeBall(100, 100, 1, 0, 30, 1), makeBall(148, 100, -1, 0, 30, 1)],
  ];
  const random = mulberry32(seed);
  const draw = (low: number, high: number) => Math.round((low + (high - low) * random()) * 100) / 100;
  const pairs = limits.slice(0, count);
  while (pairs.length < count) {
    const [r0, r1, angle] = [draw(10, 40), draw(10, 40), draw(0, 6.28)];
    const dist = (r0 + r1) * draw(0.6, 0.98);
    const [dx, dy] = [dist * fdlibm.cos(angle), dist * fdlibm.sin(angle)];
    let [u0, w0, u1, w1] = [draw(-5, 5), draw(-5, 5), draw(-5, 5), draw(-5, 5)];
    const closing = (u0 - u1) * dx + (w0 - w1) * dy;
    if (closing === 0) continue;
    if (closing < 0) [u0, w0, u1, w1] = [-u0, -w0, -u1, -w1]; // the same pair, closing
    pairs.push([
      makeBall(200, 200, u0, w0, r0, draw(0.5, 10)),
      makeBall(200 + dx, 200 + dy, u1, w1, r1, draw(0.5, 10)),
    ]);
  }
  return pairs;
}
