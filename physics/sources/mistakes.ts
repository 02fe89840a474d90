// The mistakes of the source texts as running code, each written as the source wrote it, so a
// lesson can show the broken lines (<Listing region="mistake-…">) and run them next to the fix.
// Nothing in the site's physics uses these: every function in a region is wrong on purpose. They
// run in the chapter's frame through mistakeHarness.ts, re-exported at the end so the site imports
// the mistakes and their harness from one place.

import { type Ball, makeBall } from '../chapter/ball';
import { detect } from '../chapter/collide';
import type { Vec } from '../chapter/vector';
import { fdlibm } from '../math';
import type { CheckCollision, LineState } from './mistakeHarness';

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

/** The second ball's formula as the same prose prints it: again "/ mass1 + mass2". */
export function missingParentheses2(
  mass1: number,
  velocity1: number,
  mass2: number,
  velocity2: number,
): number {
  return ((mass2 - mass1) * velocity2 + 2 * mass1 * velocity1) / mass1 + mass2;
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
        velocityx: fdlibm.cos(tempRadians) * tempSpeed,
        velocityy: fdlibm.sin(tempRadians) * tempSpeed,
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

/** Source 002's velocities, then the chapter's naive push: each ball moves by its new speed along s. */
export const checkCollision002: CheckCollision = (ball0, ball1) => {
  const { dx, dy, dist, radiiSum } = detect(ball0, ball1);
  if (!(dist < radiiSum)) return false; // NaN never touches, as in the chapter
  const [v0, v1] = ballCollision002({ x: ball0.vx, y: ball0.vy }, { x: ball1.vx, y: ball1.vy }, ball0, ball1);
  const n = dist === 0 ? { x: 1, y: 0 } : { x: dx / dist, y: dy / dist };
  const along0 = v0.x * n.x + v0.y * n.y;
  const along1 = v1.x * n.x + v1.y * n.y;
  Object.assign(ball0, { x: ball0.x + along0 * n.x, y: ball0.y + along0 * n.y, vx: v0.x, vy: v0.y });
  Object.assign(ball1, { x: ball1.x + along1 * n.x, y: ball1.y + along1 * n.y, vx: v1.x, vy: v1.y });
  return true;
};

export {
  type CheckCollision,
  chapterFrame,
  collideWith,
  type FrameOptions,
  type LineState,
  type MistakeCollision,
  type MistakeMeasure,
  measure,
  type Swap,
} from './mistakeHarness';
