// The mistakes of the source texts as running code, each written as the source wrote it, so a
// lesson can show the broken lines (<Listing region="mistake-…">) and run them next to the fix.
// Nothing in the site's physics uses these: every function in a region is wrong on purpose.
import { collide } from './collide';
import { elastic1DShortcut } from './collide1d';
import { OVERLAP_TOLERANCE, totalKineticEnergy, totalMomentum } from './metrics';
import { type Ball, copyBall, type Method, makeBall } from './types';
import { rotate, type Vec } from './vector';
import { checkWalls } from './walls';

// #region mistake-moves-y
/** Source 001's one-axis listing. The push that should separate the balls moves ball1 down. */
export function oneAxisMovesY(ball0: Ball, ball1: Ball): boolean {
  const dist = ball1.x - ball0.x;
  if (Math.abs(dist) < ball0.radius + ball1.radius) {
    const vx0Final =
      ((ball0.mass - ball1.mass) * ball0.vx + 2 * ball1.mass * ball1.vx) / (ball0.mass + ball1.mass);
    const vx1Final =
      ((ball1.mass - ball0.mass) * ball1.vx + 2 * ball0.mass * ball0.vx) / (ball0.mass + ball1.mass);
    ball0.vx = vx0Final;
    ball1.vx = vx1Final;
    ball0.x += ball0.vx;
    ball1.y += ball1.vx; // the mistake: y, where it should be x
    return true;
  }
  return false;
}
// #endregion mistake-moves-y

// #region mistake-shortcut-sign
/** Source 001's shortcut: the relative velocity taken the wrong way round. */
export function shortcutWrongSign(m0: number, v0: number, m1: number, v1: number): [number, number] {
  const vxTotal = v1 - v0; // the mistake: v0 - v1 is what an elastic bounce reverses
  const v0Final = ((m0 - m1) * v0 + 2 * m1 * v1) / (m0 + m1);
  const v1Final = vxTotal + v0Final;
  return [v0Final, v1Final];
}
// #endregion mistake-shortcut-sign

/** The chapter's names in the rotated frame: positions relative to ball0, x along the line of centres. */
export interface LineState {
  ball0: Ball;
  ball1: Ball;
  pos0: Vec;
  pos1: Vec;
  /** Velocities after the one-axis solve. */
  vel0: Vec;
  vel1: Vec;
}

// #region mistake-radisu
/** Source 001's copy of the absV fix, with one letter swapped in "radius". */
export function separateRadisu({ ball0, ball1, pos0, pos1, vel0, vel1 }: LineState): void {
  const absV = Math.abs(vel0.x) + Math.abs(vel1.x);
  // @ts-expect-error: a ball has no radisu. JavaScript reads undefined, and a number + undefined is NaN.
  const overlap = ball0.radius + ball1.radisu - Math.abs(pos0.x - pos1.x);
  pos0.x += (vel0.x / absV) * overlap;
  pos1.x += (vel1.x / absV) * overlap;
}
// #endregion mistake-radisu

// #region mistake-projection-002
/**
 * Source 002: the response by projecting on s (the line of centres) and t (its tangent). The
 * formula was simplified with m1 = m2 = 1, so the speeds along s simply swap, whatever the masses.
 * (For ball 2 the source writes s2x and s2y, which do not exist; here they are s1x and s1y.)
 */
export function ballCollision002(v1a: Vec, v2a: Vec, m1: Vec, m2: Vec): [Vec, Vec] {
  const sx = m1.x - m2.x;
  const sy = m1.y - m2.y;
  const s1x = sx / Math.sqrt(sx * sx + sy * sy);
  const s1y = sy / Math.sqrt(sx * sx + sy * sy);
  const t1x = -s1y;
  const t1y = s1x;
  const v1s = v1a.x * s1x + v1a.y * s1y;
  const v1t = v1a.x * t1x + v1a.y * t1y;
  const v2s = v2a.x * s1x + v2a.y * s1y;
  const v2t = v2a.x * t1x + v2a.y * t1y;
  const v1sf = v2s; // the mistake: true only when both masses are equal
  const v2sf = v1s;
  const v1f = { x: v1sf * s1x + v1t * t1x, y: v1sf * s1y + v1t * t1y };
  const v2f = { x: v2sf * s1x + v2t * t1x, y: v2sf * s1y + v2t * t1y };
  return [v1f, v2f];
}
// #endregion mistake-projection-002

// #region mistake-missing-parentheses
/** Source 003's formula as its prose prints it: the division binds before the last "+ mass2". */
export function missingParentheses(
  mass1: number,
  velocity1: number,
  mass2: number,
  velocity2: number,
): number {
  return ((mass1 - mass2) * velocity1 + 2 * mass2 * velocity2) / mass1 + mass2;
}
// #endregion mistake-missing-parentheses

// #region mistake-walls-else-if
/** Source 003's testWalls: one if / else if chain over both axes, so only one wall per frame. */
export function testWalls003(ball: Ball, width: number, height: number): void {
  if (ball.x + ball.radius > width) {
    ball.vx = ball.vx * -1;
    ball.x = width - ball.radius;
  } else if (ball.x - ball.radius < 0) {
    ball.vx = ball.vx * -1;
    ball.x = ball.radius;
  } else if (ball.y + ball.radius > height) {
    ball.vy = ball.vy * -1;
    ball.y = height - ball.radius;
  } else if (ball.y - ball.radius < 0) {
    ball.vy = ball.vy * -1;
    ball.y = ball.radius;
  }
}
// #endregion mistake-walls-else-if

/** A ball as source 003 builds it while placing: the predicted position is spelled nextX, nextY. */
export interface TempBall003 {
  x: number;
  y: number;
  nextX: number;
  nextY: number;
  radius: number;
  velocityx: number;
  velocityy: number;
  mass: number;
}

// #region mistake-next-x
/** Source 003's overlap test while placing balls: it reads nextx, but the balls only have nextX. */
export function hitTestCircle003(ball1: TempBall003, ball2: TempBall003): boolean {
  let retval = false;
  // @ts-expect-error: nextx is undefined on these balls, and undefined - undefined is NaN
  const dx = ball1.nextx - ball2.nextx;
  // @ts-expect-error: the same for nexty
  const dy = ball1.nexty - ball2.nexty;
  const distance = dx * dx + dy * dy;
  if (distance <= (ball1.radius + ball2.radius) * (ball1.radius + ball2.radius)) {
    retval = true; // never reached: every comparison with NaN is false
  }
  return retval;
}

export function canStartHere003(ball: TempBall003, balls: readonly TempBall003[]): boolean {
  let retval = true;
  for (const other of balls) {
    if (hitTestCircle003(ball, other)) retval = false;
  }
  return retval;
}
// #endregion mistake-next-x

// #region mistake-start-position
/** Source 003's random start on one axis: the margin is added and taken away again. */
export function startPosition003(random: () => number, size: number, tempRadius: number): number {
  return tempRadius * 3 + (Math.floor(random() * size) - tempRadius * 3); // = floor(random * size)
}
// #endregion mistake-start-position

/** Source 003's placement loop (200 balls of radius 5 at speed 4), with both of its mistakes. */
export function placeBalls003(
  count: number,
  width: number,
  height: number,
  random: () => number,
  tempRadius = 5,
  tempSpeed = 4,
): Ball[] {
  const balls: TempBall003[] = [];
  for (let i = 0; i < count; i++) {
    let placeOK = false;
    let tempBall: TempBall003 | undefined;
    while (!placeOK) {
      const tempX = startPosition003(random, width, tempRadius);
      const tempY = startPosition003(random, height, tempRadius);
      const tempRadians = (Math.floor(random() * 360) * Math.PI) / 180;
      tempBall = {
        x: tempX,
        y: tempY,
        nextX: tempX,
        nextY: tempY,
        radius: tempRadius,
        velocityx: Math.cos(tempRadians) * tempSpeed,
        velocityy: Math.sin(tempRadians) * tempSpeed,
        mass: tempRadius,
      };
      placeOK = canStartHere003(tempBall, balls);
    }
    if (tempBall) balls.push(tempBall);
  }
  return balls.map((b) => makeBall(b.x, b.y, b.velocityx, b.velocityy, b.radius, b.mass));
}

// #region mistake-absv
/** The chapter's fix for sticking (sources 000 and 001), exactly as printed. */
export function separateAbsV({ ball0, ball1, pos0, pos1, vel0, vel1 }: LineState): void {
  const absV = Math.abs(vel0.x) + Math.abs(vel1.x); // 0 when neither ball moves along the line
  const overlap = ball0.radius + ball1.radius - Math.abs(pos0.x - pos1.x);
  pos0.x += (vel0.x / absV) * overlap; // both move the same way when vel0.x and vel1.x share a sign
  pos1.x += (vel1.x / absV) * overlap;
}
// #endregion mistake-absv

// #region mistake-radius-split
/** Source 004: split the overlap by the radii, so the larger (and heavier) ball moves further. */
export function separateByRadius004({ ball0: ballA, ball1: ballB, pos0, pos1 }: LineState): void {
  const sumRadius = ballA.radius + ballB.radius;
  const overlap = sumRadius - Math.abs(pos0.x - pos1.x);
  const aRadio = ballA.radius / sumRadius;
  const bRadio = ballB.radius / sumRadius;
  if (overlap > 0) {
    if (pos0.x > pos1.x) {
      pos0.x += overlap * aRadio;
      pos1.x -= overlap * bRadio;
    } else {
      pos0.x -= overlap * aRadio;
      pos1.x += overlap * bRadio;
    }
  }
}
// #endregion mistake-radius-split

// Running the mistakes: the chapter's collision and frame with one piece swapped for a broken one.

/** A pair check as the chapter writes it: changes both balls in place, true when they collided. */
export type CheckCollision = (ball0: Ball, ball1: Ball) => boolean;

export interface Swap {
  /** The one-axis solve along the line of centres (default: the chapter's shortcut, fixed). */
  solve?: (m0: number, v0: number, m1: number, v1: number) => [number, number];
  /** Moves pos0.x and pos1.x in place (default: the chapter's naive push, pos.x += vel.x). */
  separate?: (state: LineState) => void;
  method?: Method;
}

/** NaN positions never touch, as in the chapter, where every comparison with NaN is false. */
function touching(a: Ball, b: Ball): boolean {
  return Math.hypot(b.x - a.x, b.y - a.y) < a.radius + b.radius;
}

/**
 * The chapter's checkCollision with the solve or the separation replaced. Detect, angle and rotate
 * come from the site's collide(); the rest is the chapter's rotate-back, applied to the broken values.
 */
export function collideWith(swap: Swap): CheckCollision {
  const solve = swap.solve ?? elastic1DShortcut;
  const separate =
    swap.separate ??
    (({ pos0, pos1, vel0, vel1 }: LineState) => {
      pos0.x += vel0.x;
      pos1.x += vel1.x;
    });
  return (ball0, ball1) => {
    if (!touching(ball0, ball1)) return false;
    const trace = collide(ball0, ball1, { method: swap.method ?? 'rotation' })?.trace;
    if (!trace) return false;
    const { sin, cos } = trace.angle;
    const { rotate: r } = trace;
    const [vx0, vx1] = solve(ball0.mass, r.vel0.x, ball1.mass, r.vel1.x);
    const state: LineState = {
      ball0,
      ball1,
      pos0: { ...r.pos0 },
      pos1: { ...r.pos1 },
      vel0: { x: vx0, y: r.vel0.y },
      vel1: { x: vx1, y: r.vel1.y },
    };
    separate(state);
    const pos0F = rotate(state.pos0.x, state.pos0.y, sin, cos, false);
    const pos1F = rotate(state.pos1.x, state.pos1.y, sin, cos, false);
    const vel0F = rotate(state.vel0.x, state.vel0.y, sin, cos, false);
    const vel1F = rotate(state.vel1.x, state.vel1.y, sin, cos, false);
    Object.assign(ball1, { x: ball0.x + pos1F.x, y: ball0.y + pos1F.y, vx: vel1F.x, vy: vel1F.y });
    Object.assign(ball0, { x: ball0.x + pos0F.x, y: ball0.y + pos0F.y, vx: vel0F.x, vy: vel0F.y });
    return true;
  };
}

/** Source 002's velocities, then the chapter's naive push: each ball moves by its new speed along s. */
export const checkCollision002: CheckCollision = (ball0, ball1) => {
  if (!touching(ball0, ball1)) return false;
  const [v0, v1] = ballCollision002({ x: ball0.vx, y: ball0.vy }, { x: ball1.vx, y: ball1.vy }, ball0, ball1);
  const dist = Math.hypot(ball1.x - ball0.x, ball1.y - ball0.y);
  const n = dist === 0 ? { x: 1, y: 0 } : { x: (ball1.x - ball0.x) / dist, y: (ball1.y - ball0.y) / dist };
  const along0 = v0.x * n.x + v0.y * n.y;
  const along1 = v1.x * n.x + v1.y * n.y;
  Object.assign(ball0, { x: ball0.x + along0 * n.x, y: ball0.y + along0 * n.y, vx: v0.x, vy: v0.y });
  Object.assign(ball1, { x: ball1.x + along1 * n.x, y: ball1.y + along1 * n.y, vx: v1.x, vy: v1.y });
  return true;
};

export interface PairTotals {
  momentum: Vec;
  kineticEnergy: number;
}

export interface MistakeCollision {
  i: number;
  j: number;
  before: PairTotals;
  after: PairTotals;
}

export interface FrameOptions {
  width: number;
  height: number;
  checkCollision: CheckCollision;
  /** Default: the site's walls, each axis on its own, bounce -1. */
  checkWalls?: (ball: Ball, width: number, height: number) => void;
}

const pairTotals = (a: Ball, b: Ball): PairTotals => ({
  momentum: totalMomentum([a, b]),
  kineticEnergy: totalKineticEnergy([a, b]),
});

/**
 * One frame in the chapter's order (move every ball, walls, then every pair once), with a broken
 * piece plugged in. Returns new balls; nothing keeps them inside the box afterwards, as in the sources.
 */
export function chapterFrame(
  balls: readonly Ball[],
  options: FrameOptions,
): { balls: Ball[]; collisions: MistakeCollision[] } {
  const { width, height, checkCollision } = options;
  const walls = options.checkWalls ?? ((ball: Ball, w: number, h: number) => checkWalls(ball, w, h, -1));
  const next = balls.map(copyBall);
  for (const ball of next) {
    ball.x += ball.vx;
    ball.y += ball.vy;
    walls(ball, width, height);
  }
  const collisions: MistakeCollision[] = [];
  for (let i = 0; i < next.length - 1; i++) {
    for (let j = i + 1; j < next.length; j++) {
      const a = next[i] as Ball;
      const b = next[j] as Ball;
      const before = pairTotals(a, b);
      if (checkCollision(a, b)) collisions.push({ i, j, before, after: pairTotals(a, b) });
    }
  }
  return { balls: next, collisions };
}

export interface MistakeMeasure {
  momentum: Vec;
  kineticEnergy: number;
  centreOfMass: Vec;
  overlappingPairs: number;
  /** The overlapping pairs [i, j], i < j. */
  overlapping: Array<[number, number]>;
  /** Deepest overlap in pixels, 0 when none. */
  maxPenetration: number;
  /** Balls not wholly inside the box, and how far the worst one reaches past a wall. */
  outside: number;
  maxOutside: number;
  /** Balls whose position or velocity is no longer a number. */
  notANumber: number;
}

/** The evidence, measured without the input checks, so NaN shows up as NaN instead of an error. */
export function measure(balls: readonly Ball[], width: number, height: number): MistakeMeasure {
  let mass = 0;
  let cx = 0;
  let cy = 0;
  let outside = 0;
  let maxOutside = 0;
  let notANumber = 0;
  for (const b of balls) {
    mass += b.mass;
    cx += b.mass * b.x;
    cy += b.mass * b.y;
    if (![b.x, b.y, b.vx, b.vy].every(Number.isFinite)) notANumber += 1;
    const past = Math.max(b.radius - b.x, b.x + b.radius - width, b.radius - b.y, b.y + b.radius - height);
    if (past > OVERLAP_TOLERANCE) {
      outside += 1;
      maxOutside = Math.max(maxOutside, past);
    }
  }
  const overlapping: Array<[number, number]> = [];
  let maxPenetration = 0;
  for (let i = 0; i < balls.length - 1; i++) {
    for (let j = i + 1; j < balls.length; j++) {
      const a = balls[i] as Ball;
      const b = balls[j] as Ball;
      const penetration = a.radius + b.radius - Math.hypot(b.x - a.x, b.y - a.y);
      if (penetration > OVERLAP_TOLERANCE) {
        overlapping.push([i, j]);
        maxPenetration = Math.max(maxPenetration, penetration);
      }
    }
  }
  return {
    momentum: totalMomentum(balls),
    kineticEnergy: totalKineticEnergy(balls),
    centreOfMass: mass > 0 ? { x: cx / mass, y: cy / mass } : { x: 0, y: 0 },
    overlappingPairs: overlapping.length,
    overlapping,
    maxPenetration,
    outside,
    maxOutside,
    notANumber,
  };
}
