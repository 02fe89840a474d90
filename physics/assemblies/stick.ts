// Stick (issue 11): a perfectly inelastic meeting after which the two move on together as one body.
//
// How a stuck body behaves, decided here and described in physics/README.md:
// - Its members share one velocity and never spin (no ball of this site rotates), so a body only
//   translates: each member keeps its radius and its offset from the others for the rest of the run.
// - Walls: the body bounces as one. On each axis, when any member is past a wall, every member moves
//   back by that member's excess and the body's velocity on that axis is scaled by the wall bounce.
// - Another ball or body: they stick too, as two balls of the bodies' summed masses, so the joined
//   body takes the velocity of the centre of mass, (M_A·V_A + M_B·V_B) / (M_A + M_B). Momentum is
//   kept; the kinetic energy lost is ½μ|V_A − V_B|², which is ½μu² for a head-on meeting (u along
//   the line of centres): a body has no spin to keep the sliding along the tangent in.
// - Nothing is separated: the pair keeps the overlap the frame gave it, and its members are never
//   counted as overlapping pairs (they are one body, not the sticking problem of lesson 7).
// Stick runs on the plain engine only (world.ts forces it); exact contact refuses it (validate.ts).
import { type Collision, type CollisionSettings, detect } from '../chapter/collide';
import type { Box } from '../chapter/step';
import { checkWalls, keepInside } from '../chapter/walls';
import type { CollisionEvent } from '../engine/worldTypes';
import { apartOnAnAxis, collisionEvent } from '../lab/metrics';
import { type Ball, makeBall } from '../types';
import { touchingStages } from './touching';

/**
 * Two touching balls (or bodies, as balls of their summed masses) stuck together: the stages of a
 * touching pair (touching.ts) with both leaving at the centre of mass velocity instead of the solve.
 * Positions are kept to the last bit. Null when they do not touch.
 */
export function stickTogether(a: Ball, b: Ball, s: CollisionSettings): Collision | null {
  const centres = detect(a, b);
  if (centres.dist >= centres.radiiSum) return null;
  const stuck = touchingStages(a, b, centres, { ...s, restitution: 0 }, ({ vel0, vel1 }) => {
    const total = a.mass + b.mass;
    const common = {
      x: (a.mass * vel0.x + b.mass * vel1.x) / total,
      y: (a.mass * vel0.y + b.mass * vel1.y) / total,
    };
    const vxTotal = vel0.x - vel1.x;
    return { vxTotal, approaching: vxTotal > 0, vel0: common, vel1: { ...common } };
  });
  return { ...stuck, trace: { ...stuck.trace, stick: true } };
}

/**
 * One frame of a world whose balls stick: the chapter's order (chapter/step.ts), but the walls come
 * after every ball has moved, body by body, since a body bounces as one. Every pair meets its bodies.
 */
export function stickStep(
  balls: Ball[],
  box: Box,
  bodies: Bodies,
  meet: (i: number, j: number) => CollisionEvent | null,
): CollisionEvent[] {
  const { width, height, walls, bounce } = box;
  for (const ball of balls) {
    ball.x += ball.vx;
    ball.y += ball.vy;
  }
  if (walls) bodies.checkWalls(balls, width, height, bounce);
  const collisions: CollisionEvent[] = [];
  for (let i = 0; i < balls.length - 1; i++) {
    for (let j = i + 1; j < balls.length; j++) {
      const event = meet(i, j);
      if (event) collisions.push(event);
    }
  }
  if (walls) for (const ball of balls) keepInside(ball, width, height);
  return collisions;
}

/** Which body each ball belongs to, and the merges that made them, so a step back can undo them. */
export class Bodies {
  private readonly body: Int32Array; // the body of each ball: the lowest index among its members
  private merges: number[] = []; // frame, ball, ball of each merge, in the order they happened

  /** `joined`: pairs already one body at the start, kept as merges of frame −1 (no step back undoes them). */
  constructor(n: number, joined: ReadonlyArray<readonly [number, number]> = []) {
    this.body = new Int32Array(n);
    for (const [i, j] of joined) this.merges.push(-1, i, j);
    this.rebuild();
  }

  joined(i: number, j: number): boolean {
    return this.body[i] === this.body[j];
  }

  private members(i: number): number[] {
    const id = this.body[i];
    const found: number[] = [];
    this.body.forEach((b, k) => {
      if (b === id) found.push(k);
    });
    return found;
  }

  private join(i: number, j: number): void {
    const into = Math.min(this.body[i] as number, this.body[j] as number);
    const from = Math.max(this.body[i] as number, this.body[j] as number);
    this.body.forEach((b, k) => {
      if (b === from) this.body[k] = into;
    });
  }

  /**
   * Balls i and j meet in frame `frame`: when they touch and are not one body yet, both bodies stick
   * together with the velocity of their centre of mass. The event's totals are the two bodies'.
   */
  meet(balls: Ball[], i: number, j: number, frame: number, s: CollisionSettings): CollisionEvent | null {
    const a = balls[i] as Ball;
    const b = balls[j] as Ball;
    if (this.joined(i, j) || apartOnAnAxis(a, b)) return null;
    const first = this.members(i);
    const second = this.members(j);
    const massOf = (list: number[]) => list.reduce((sum, k) => sum + (balls[k] as Ball).mass, 0);
    const bodyA = makeBall(a.x, a.y, a.vx, a.vy, a.radius, massOf(first));
    const bodyB = makeBall(b.x, b.y, b.vx, b.vy, b.radius, massOf(second));
    const result = stickTogether(bodyA, bodyB, s);
    if (!result) return null;
    for (const k of [...first, ...second]) {
      const ball = balls[k] as Ball;
      ball.vx = result.a.vx;
      ball.vy = result.a.vy;
    }
    this.join(i, j);
    this.merges.push(frame, i, j);
    return collisionEvent(i, j, bodyA, bodyB, result);
  }

  /** The walls for every body: a lone ball by the chapter's checkWalls, a body as one (see the top). */
  checkWalls(balls: Ball[], width: number, height: number, bounce: number): void {
    const groups = new Map<number, Ball[]>();
    balls.forEach((ball, k) => {
      const id = this.body[k] as number;
      const group = groups.get(id);
      if (group) group.push(ball);
      else groups.set(id, [ball]);
    });
    for (const group of groups.values()) {
      if (group.length === 1) checkWalls(group[0] as Ball, width, height, bounce);
      else {
        bodyWall(group, 'x', 'vx', width, bounce);
        bodyWall(group, 'y', 'vy', height, bounce);
      }
    }
  }

  /** Back to the bodies at the start of frame `frame`: merges made in it or later are undone. */
  undoFrom(frame: number): void {
    let keep = 0;
    while (keep < this.merges.length && (this.merges[keep] as number) < frame) keep += 3;
    this.merges.length = keep;
    this.rebuild();
  }

  /** The pairs whose merges made the bodies so far: the same bodies when joined again in this order. */
  joinedPairs(): Array<[number, number]> {
    const pairs: Array<[number, number]> = [];
    for (let m = 0; m < this.merges.length; m += 3) {
      pairs.push([this.merges[m + 1] as number, this.merges[m + 2] as number]);
    }
    return pairs;
  }

  /** The merges so far (frame, ball, ball of each), for a snapshot. */
  merged(): readonly number[] {
    return this.merges;
  }

  /** The bodies a snapshot's merges made (none from a world whose balls did not stick). */
  restore(merges: ArrayLike<number>): void {
    this.merges = Array.from(merges);
    this.rebuild();
  }

  private rebuild(): void {
    this.body.forEach((_, k) => {
      this.body[k] = k;
    });
    for (let m = 0; m < this.merges.length; m += 3) {
      this.join(this.merges[m + 1] as number, this.merges[m + 2] as number);
    }
  }
}

/** One axis of a body's wall check: the member furthest past a wall brings the whole body back. */
function bodyWall(group: Ball[], axis: 'x' | 'y', v: 'vx' | 'vy', size: number, bounce: number): void {
  const high = Math.max(...group.map((ball) => ball[axis] + ball.radius));
  const low = Math.min(...group.map((ball) => ball[axis] - ball.radius));
  const shift = high > size ? size - high : low < 0 ? -low : 0;
  if (shift === 0) return;
  for (const ball of group) {
    ball[axis] += shift;
    ball[v] *= bounce;
  }
}
