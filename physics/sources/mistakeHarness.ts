// Runs the sources' broken code (mistakes.ts) as the chapter would: its collision with one stage
// swapped for a broken one, and its frame with a broken piece plugged in. The collision reuses the
// chapter's stages (chapter/collide.ts); the frame keeps its own ten-line loop, because the chapter's
// step (chapter/step.ts) is the listing lesson 6 shows, with one seam (the pair), and a broken frame
// also swaps the walls and must not put balls back inside the box or check their numbers.

import { type Ball, copyBall, type Method } from '../chapter/ball';
import {
  type CollisionSettings,
  detect,
  lineOverlap,
  rotateBack,
  rotateOntoLine,
  separateOnLine,
} from '../chapter/collide';
import { elastic1DShortcutUnchecked } from '../chapter/collide1d';
import { type LineFrame, lineFrame } from '../chapter/lineFrame';
import type { SeparationInput } from '../chapter/separations';
import type { Vec } from '../chapter/vector';
import { checkWalls } from '../chapter/walls';
import type { CollisionEvent } from '../engine/worldTypes';
import {
  OVERLAP_TOLERANCE,
  overlaps,
  pairTotals,
  totalCentreOfMass,
  totalKineticEnergy,
  totalMomentum,
} from '../lab/metrics';
import { validateBall, validateOneAxis } from '../setup/validate';

/** The chapter's names on the line of centres: positions relative to ball0, x along the line. */
export interface LineState {
  ball0: Ball;
  ball1: Ball;
  pos0: Vec;
  pos1: Vec;
  /** Velocities after the one-axis solve. */
  vel0: Vec;
  vel1: Vec;
}

/** A pair check as the chapter writes it: changes both balls in place, true when they collided. */
export type CheckCollision = (ball0: Ball, ball1: Ball) => boolean;

export interface Swap {
  /** The one-axis solve along the line of centres (default: the chapter's shortcut, fixed). */
  solve?: (m0: number, v0: number, m1: number, v1: number) => [number, number];
  /** Moves pos0.x and pos1.x in place (default: the chapter's naive push, pos.x += vel.x). */
  separate?: (state: LineState) => void;
  /** A separation as the chapter's are written: the new x of both balls from the SeparationInput. */
  separation?: (input: SeparationInput) => [number, number];
  /** Billiard4's rotate(x, y, sin, cos, reverse) in place of the chapter's, for the rotation method. */
  rotate?: (x: number, y: number, sin: number, cos: number, reverse: boolean) => Vec;
  method?: Method;
}

/** The line frame with another rotate(): the same angle, sine and cosine, turned by that function. */
function turnedBy(axes: LineFrame, rotate: NonNullable<Swap['rotate']>): LineFrame {
  const turn = (reverse: boolean) => (x: number, y: number) => rotate(x, y, axes.sin, axes.cos, reverse);
  return { ...axes, toLine: turn(true), fromLine: turn(false) };
}

/** The separation's input as the chapter's separateOnLine builds it, so the same code gives the same bits. */
function separatedWith(
  separation: NonNullable<Swap['separation']>,
  r: Pick<LineState, 'pos0' | 'pos1' | 'vel0' | 'vel1'>,
  a: Ball,
  b: Ball,
) {
  const overlap = lineOverlap(r, a, b);
  const [x0, x1] = separation({
    pos0: r.pos0,
    pos1: r.pos1,
    vx0: r.vel0.x,
    vx1: r.vel1.x,
    overlap,
    r0: a.radius,
    r1: b.radius,
    m0: a.mass,
    m1: b.mass,
  });
  return { overlap, pos0: { x: x0, y: r.pos0.y }, pos1: { x: x1, y: r.pos1.y } };
}

/** Copies a ball's position and velocity onto another, in place, as the chapter's code assigns them. */
function moveOnto(ball: Ball, from: Ball): void {
  ball.x = from.x;
  ball.y = from.y;
  ball.vx = from.vx;
  ball.vy = from.vy;
}

function separatedBy(separate: (state: LineState) => void, state: LineState): LineState {
  separate(state);
  return state;
}

/** The chapter's shortcut with the site's checks (as elastic1DShortcut), so broken numbers stop the demo. */
function checkedShortcut(m0: number, v0: number, m1: number, v1: number): [number, number] {
  validateOneAxis(m0, v0, m1, v1);
  return elastic1DShortcutUnchecked(m0, v0, m1, v1);
}

/**
 * The chapter's checkCollision with the solve or the separation replaced: detect, angle, rotate,
 * rotate back (and the naive separation when none is swapped in) are the site's own stages. The
 * balls are checked as collide() checks them, so broken numbers past the limits stop the demo.
 */
export function collideWith(swap: Swap): CheckCollision {
  const solve = swap.solve ?? checkedShortcut;
  const naive: CollisionSettings = { method: swap.method ?? 'rotation', separation: 'naive', restitution: 1 };
  return (ball0, ball1) => {
    const centres = detect(ball0, ball1);
    if (!(centres.dist < centres.radiiSum)) return false; // NaN never touches, as in the chapter
    validateBall(ball0, 'ball a');
    validateBall(ball1, 'ball b');
    const chapters = lineFrame(naive.method, centres.dx, centres.dy, centres.dist);
    const axes = swap.rotate ? turnedBy(chapters, swap.rotate) : chapters;
    const rotated = rotateOntoLine(axes, centres, ball0, ball1);
    const [vx0, vx1] = solve(ball0.mass, rotated.vel0.x, ball1.mass, rotated.vel1.x);
    const solved = { vel0: { x: vx0, y: rotated.vel0.y }, vel1: { x: vx1, y: rotated.vel1.y } };
    const separated = swap.separation
      ? separatedWith(swap.separation, { ...rotated, ...solved }, ball0, ball1)
      : swap.separate
        ? separatedBy(swap.separate, {
            ball0,
            ball1,
            pos0: { ...rotated.pos0 },
            pos1: { ...rotated.pos1 },
            ...solved,
          })
        : separateOnLine(rotated, solved, ball0, ball1, naive);
    const [a1, b1] = rotateBack(axes, separated, solved, ball0, ball1);
    moveOnto(ball0, a1);
    moveOnto(ball1, b1);
    return true;
  };
}

/** A collision of a broken frame: the world's event without the trace. */
export type MistakeCollision = Pick<CollisionEvent, 'i' | 'j' | 'before' | 'after'>;

export interface FrameOptions {
  width: number;
  height: number;
  checkCollision: CheckCollision;
  /** Default: the site's walls, each axis on its own, bounce -1. */
  checkWalls?: (ball: Ball, width: number, height: number) => void;
}

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
  let outside = 0;
  let maxOutside = 0;
  let notANumber = 0;
  for (const b of balls) {
    if (![b.x, b.y, b.vx, b.vy].every(Number.isFinite)) notANumber += 1;
    const past = Math.max(b.radius - b.x, b.x + b.radius - width, b.radius - b.y, b.y + b.radius - height);
    if (past > OVERLAP_TOLERANCE) {
      outside += 1;
      maxOutside = Math.max(maxOutside, past);
    }
  }
  const found = overlaps(balls);
  return {
    momentum: totalMomentum(balls),
    kineticEnergy: totalKineticEnergy(balls),
    centreOfMass: balls.length > 0 ? totalCentreOfMass(balls) : { x: 0, y: 0 },
    overlappingPairs: found.length,
    overlapping: found.map(({ i, j }): [number, number] => [i, j]),
    maxPenetration: found.reduce((deepest, o) => Math.max(deepest, o.penetration), 0),
    outside,
    maxOutside,
    notANumber,
  };
}
