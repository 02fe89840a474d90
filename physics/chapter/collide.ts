// The chapter's two-ball collision, stage by stage: detect, angle, rotate, solve, separate, rotate
// back. checkCollision runs the stages in order; each is a small function below it, and the trace
// keeps the numbers each stage computed, for the collision inspector.
// checkCollision is the assembly the chapter teaches. Five more outside the chapter, each for one
// reason, each tested to give checkCollision's numbers where it does not mean to differ
// (test/physics/assemblies.test.ts):
// - bounceAtContact (fast/exact/contact.ts): touching balls have nothing to separate, so no separate;
// - stickTogether (stick.ts): the same, with both leaving at the centre of mass velocity instead of the
//   solve (the two share touching.ts);
// - collideWith (sources/mistakeHarness.ts): a source's broken solve or separation swapped in;
// - bounceInPlace (fast/exact/bounce.ts): bounceAtContact's velocities hand-inlined on the typed arrays,
//   without the stages' objects, for speed (a fifth of a 2,000-ball crowd's time); the same bits,
//   tested (test/physics/fast/bounce.test.ts); the trace of such a bounce still comes from the stages;
// - collideInPlace (fast/inPlace.ts): checkCollision hand-inlined the same way, for a crowd's pair
//   loop (its events are made by checkCollision only when read); the solve and the separations are
//   called where they are, and both copies turn onto the line through one LineTurn (fast/lineTurn.ts).

import { fdlibm } from '../math';
import { type Ball, copyBall, type Method, makeBall, type Separation } from './ball';
import { restitution1DUnchecked } from './collide1d';
import { type LineFrame, lineFrame, type Polar } from './lineFrame';
import { type SeparationInput, separate } from './separations';
import type { Vec } from './vector';

export interface CollideOptions {
  method?: Method;
  separation?: Separation;
  restitution?: number;
}

export type CollisionSettings = Required<CollideOptions>;

export interface CollisionTrace {
  method: Method;
  separation: Separation;
  restitution: number;
  /** dx = b.x - a.x; overlap = radiiSum - |pos0.x - pos1.x|, measured along the line of centres. */
  detect: { dx: number; dy: number; dist: number; radiiSum: number; overlap: number };
  /**
   * The line of centres; for 'projection' taken from the unit normal (cos = nx, sin = ny). The angle
   * method also keeps the tangent's direction (cos(θ + π/2), sin(θ + π/2)) its rotate back uses.
   */
  angle: { angle: number; sin: number; cos: number; tangent?: Vec };
  /**
   * Positions relative to a, and velocities, with x along the line of centres and y along the tangent.
   * The angle method turns each vector as a speed and a direction: those are kept in `polar` (dx, dy
   * for pos1; a's and b's velocities), the numbers its toLine computed.
   */
  rotate: { pos0: Vec; pos1: Vec; vel0: Vec; vel1: Vec; polar?: { pos1: Polar; vel0: Polar; vel1: Polar } };
  /** New rotated velocities; the y (tangent) components are the ones from rotate. */
  solve: { vxTotal: number; approaching: boolean; vel0: Vec; vel1: Vec };
  /** Rotated positions after the separation step. */
  separate: { pos0: Vec; pos1: Vec };
  rotateBack: { a: Ball; b: Ball };
  /** Set when the pair stuck together (stick.ts): both left with the centre of mass velocity. */
  stick?: true;
}

export interface Collision {
  a: Ball;
  b: Ball;
  trace: CollisionTrace;
}

/** What detect measures: the offset from a to b, its length and the sum of the radii. */
export type Centres = Omit<CollisionTrace['detect'], 'overlap'>;
export type Rotated = CollisionTrace['rotate'];
export type Solved = CollisionTrace['solve'];
/** Positions and velocities on the line of centres, as the later stages read them. */
export type Positions = Pick<Rotated, 'pos0' | 'pos1'>;
export type Velocities = Pick<Rotated, 'vel0' | 'vel1'>;
/** The separated positions, and the overlap they were moved out of. */
export type Separated = CollisionTrace['separate'] & { overlap: number };

// checkCollision is collide() without the input checks, for the world, whose balls are checked when
// it is created. Each stage's region marks both its line here and its function below, so the
// inspector lights up both.
// #region collide
export function checkCollision(a: Ball, b: Ball, s: CollisionSettings): Collision | null {
  // #region detect
  const centres = detect(a, b);
  if (centres.dist >= centres.radiiSum) return null;
  // #endregion detect
  // #region angle
  const axes = lineFrame(s.method, centres.dx, centres.dy, centres.dist);
  // #endregion angle
  // #region rotate
  const rotated = rotateOntoLine(axes, centres, a, b);
  // #endregion rotate
  // #region solve
  const solved = solveOnLine(rotated, a, b, s);
  // #endregion solve
  // #region separate
  const separated = separateOnLine(rotated, solved, a, b, s);
  // #endregion separate
  // #region rotate-back
  const [a1, b1] = rotateBack(axes, separated, solved, a, b);
  // #endregion rotate-back
  return { a: a1, b: b1, trace: collisionTrace(s, { centres, axes, rotated, solved, separated }, a1, b1) };
}

// #region detect
/** Detect: the balls touch when their centres are closer than the sum of the radii. */
export function detect(a: Ball, b: Ball): Centres {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = fdlibm.hypot(dx, dy); // hypot: no underflow when the centres nearly coincide
  return { dx, dy, dist, radiiSum: a.radius + b.radius };
}
// #endregion detect

// #region rotate
/** Rotate: the positions relative to ball a, and both velocities, turned onto the line of centres. */
export function rotateOntoLine(axes: LineFrame, { dx, dy }: Centres, a: Ball, b: Ball): Rotated {
  const pos0 = { x: 0, y: 0 }; // ball a is the centre of the rotation
  const pos1 = axes.toLine(dx, dy);
  const vel0 = axes.toLine(a.vx, a.vy);
  const vel1 = axes.toLine(b.vx, b.vy);
  if (!axes.polar) return { pos0, pos1, vel0, vel1 };
  // the angle method: the speeds and directions toLine turned, for the trace
  const polar = { pos1: axes.polar(dx, dy), vel0: axes.polar(a.vx, a.vy), vel1: axes.polar(b.vx, b.vy) };
  return { pos0, pos1, vel0, vel1, polar };
}
// #endregion rotate

// #region solve
/** Solve: the one-axis collision along the line; nothing acts along the tangent. */
export function solveOnLine(r: Rotated, a: Ball, b: Ball, s: CollisionSettings): Solved {
  const vxTotal = r.vel0.x - r.vel1.x;
  const approaching = vxTotal > 0; // b is on the +x side, so a is catching up with b
  const [vx0, vx1] =
    s.separation === 'robust' && !approaching
      ? [r.vel0.x, r.vel1.x] // already moving apart: only separate them, no bounce
      : restitution1DUnchecked(a.mass, r.vel0.x, b.mass, r.vel1.x, s.restitution);
  return { vxTotal, approaching, vel0: { x: vx0, y: r.vel0.y }, vel1: { x: vx1, y: r.vel1.y } };
}
// #endregion solve

// #region separate
/** How deep the balls go into each other, measured along the line of centres. */
export const lineOverlap = ({ pos0, pos1 }: Positions, a: Ball, b: Ball) =>
  a.radius + b.radius - Math.abs(pos0.x - pos1.x);

/** Separate: move the balls out of their overlap along the line, the way the settings say. */
export function separateOnLine(r: Rotated, v: Velocities, a: Ball, b: Ball, s: CollisionSettings): Separated {
  const overlap = lineOverlap(r, a, b);
  const [x0, x1] = separate(s.separation, separationInput(r, v, overlap, a, b));
  return { overlap, pos0: { x: x0, y: r.pos0.y }, pos1: { x: x1, y: r.pos1.y } };
}
// #endregion separate

// #region rotate-back
/** Rotate back: positions and velocities turned back onto the table. */
export function rotateBack(axes: LineFrame, p: Positions, v: Velocities, a: Ball, b: Ball): [Ball, Ball] {
  const pos0F = axes.fromLine(p.pos0.x, p.pos0.y);
  const pos1F = axes.fromLine(p.pos1.x, p.pos1.y);
  const vel0F = axes.fromLine(v.vel0.x, v.vel0.y);
  const vel1F = axes.fromLine(v.vel1.x, v.vel1.y);
  // positions are relative to a's original position: place b first, then a, as the chapter does
  const b1 = makeBall(a.x + pos1F.x, a.y + pos1F.y, vel1F.x, vel1F.y, b.radius, b.mass);
  const a1 = makeBall(a.x + pos0F.x, a.y + pos0F.y, vel0F.x, vel0F.y, a.radius, a.mass);
  return [a1, b1];
}
// #endregion rotate-back
// #endregion collide

/** What a separation reads, written out as one literal: spread objects get hidden shapes that V8 handles slowly. */
function separationInput(r: Positions, v: Velocities, overlap: number, a: Ball, b: Ball): SeparationInput {
  return {
    pos0: r.pos0,
    pos1: r.pos1,
    vx0: v.vel0.x,
    vx1: v.vel1.x,
    overlap,
    r0: a.radius,
    r1: b.radius,
    m0: a.mass,
    m1: b.mass,
  };
}

/** What each stage computed, in the order they ran. */
export interface Stages {
  centres: Centres;
  axes: LineFrame;
  rotated: Rotated;
  solved: Solved;
  separated: Separated;
}

/** The trace of one collision, from the numbers its stages computed; a1 and b1 are the balls after it. */
export function collisionTrace(s: CollisionSettings, stages: Stages, a1: Ball, b1: Ball): CollisionTrace {
  const { centres, axes, rotated, solved, separated } = stages;
  return {
    method: s.method,
    separation: s.separation,
    restitution: s.restitution,
    detect: {
      dx: centres.dx,
      dy: centres.dy,
      dist: centres.dist,
      radiiSum: centres.radiiSum,
      overlap: separated.overlap,
    },
    angle: axes.tangent
      ? { angle: axes.angle, sin: axes.sin, cos: axes.cos, tangent: axes.tangent }
      : { angle: axes.angle, sin: axes.sin, cos: axes.cos },
    rotate: rotated,
    solve: solved,
    separate: { pos0: separated.pos0, pos1: separated.pos1 },
    rotateBack: { a: copyBall(a1), b: copyBall(b1) }, // copies: the world moves a1 and b1 on
  };
}
