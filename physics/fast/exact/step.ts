// One frame of exact contact: find the earliest contact of any pair or any ball with a wall, move to
// that moment, bounce, and repeat for the rest of the frame, up to a cap of events per frame.
// Balls are moved lazily: each keeps the time its position was last brought up to date.
import type { CollisionSettings } from '../../collide';
import { collisionEvent } from '../../metrics';
import type { CollisionEvent } from '../../worldTypes';
import { type BallArrays, load, store } from '../ballArrays';
import { Grid } from '../grid';
import { alwaysBounce, bounceAtContact, contactMoment, timeToContact, timeToWall } from './contact';
import { Neighbours } from './neighbours';
import { EventQueue, WALL_X, WALL_Y } from './queue';

export interface ExactSettings extends CollisionSettings {
  width: number;
  height: number;
  bounce: number;
  /** false: no wall contacts, balls leave the stage. */
  walls: boolean;
  maxEventsPerFrame: number;
}

/**
 * Which pairs can meet is decided from a speed limit: while no ball is faster than `limit`, two balls
 * further apart on an axis than their radii plus 2·limit·(time left) cannot touch. The limit is 1.5
 * times the fastest ball; when a bounce makes a ball faster still, the pairs are found again from
 * that moment. Measured on 2,000 balls, 1.5 needs that about once in 500 frames.
 *
 * The frame is cut into windows short enough that the fastest ball moves about WINDOW_TRAVEL of the
 * largest radius in one: a long window would make every ball a neighbour of every other in a world
 * with a few very fast balls. The pairs are found again at the start of each window (at most
 * MAX_WINDOWS a frame, so a ball a million times faster than the others cannot stall the frame).
 */
const LIMIT_FACTOR = 1.5;
const WINDOW_TRAVEL = 1;
const MAX_WINDOWS = 64;

export class ExactContacts {
  private readonly s: BallArrays;
  private readonly grid: Grid;
  private readonly settings: ExactSettings;
  private readonly solveAs: CollisionSettings;
  private readonly since: Float64Array; // time within the frame of each ball's position
  private readonly turns: Int32Array; // course changes of each ball this frame
  private readonly queue = new EventQueue();
  private readonly near: Neighbours;
  private limit = 0;
  private until = 0; // end of the current window: only contacts up to then are queued

  constructor(s: BallArrays, settings: ExactSettings) {
    this.s = s;
    this.grid = new Grid(s, settings.width, settings.height); // its own: its margin is how far balls may travel
    this.settings = settings;
    this.solveAs = alwaysBounce(settings);
    this.since = new Float64Array(s.n);
    this.turns = new Int32Array(s.n);
    this.near = new Neighbours(s.n);
  }

  /**
   * Runs one frame; returns the number of contacts resolved (walls included). A frame that reaches the
   * cap ends at its last contact: the rest of it is lost, but moving on without contacts would let
   * balls overlap. (Inelastic balls pressed together can meet ever more often, without end.)
   */
  frame(collisions: CollisionEvent[]): number {
    const { queue, turns } = this;
    const cap = this.settings.maxEventsPerFrame;
    this.since.fill(0);
    turns.fill(0);
    this.findPairs(0);
    let events = 0;
    let now = 0;
    while (events < cap) {
      if (!queue.pop()) {
        if (this.until >= 1) break;
        this.findPairs(this.until); // the next window
        continue;
      }
      const { time, a, b, turnsA, turnsB } = queue.top;
      if (turns[a] !== turnsA || (b >= 0 && turns[b] !== turnsB)) continue; // a course changed since
      events += 1;
      now = time;
      if (b >= 0) this.meet(a, b, time, collisions);
      else this.hitWall(a, b, time);
    }
    this.bringUpTo(events < cap ? 1 : now);
    return events;
  }

  private moveTo(i: number, t: number): void {
    const { x, y, vx, vy } = this.s;
    const dt = t - (this.since[i] as number);
    x[i] = (x[i] as number) + (vx[i] as number) * dt;
    y[i] = (y[i] as number) + (vy[i] as number) * dt;
    this.since[i] = t;
  }

  private meet(i: number, j: number, t: number, collisions: CollisionEvent[]): void {
    this.moveTo(i, t);
    this.moveTo(j, t);
    const a = load(this.s, i);
    const b = load(this.s, j);
    const result = bounceAtContact(a, b, this.settings, this.solveAs);
    store(this.s, i, result.a);
    store(this.s, j, result.b);
    collisions.push({ ...collisionEvent(i, j, a, b, result), contact: contactMoment(a, b, t) });
    this.turns[i] = (this.turns[i] as number) + 1;
    this.turns[j] = (this.turns[j] as number) + 1;
    if (this.speed(i) > this.limit || this.speed(j) > this.limit) {
      this.findPairs(t);
    } else {
      this.predict(i, t);
      this.predict(j, t);
    }
  }

  private hitWall(i: number, wall: number, t: number): void {
    const { x, y, vx, vy, radius } = this.s;
    const { width, height, bounce } = this.settings;
    const r = radius[i] as number;
    this.moveTo(i, t);
    // put it exactly on the wall, as checkWalls does, so rounding never leaves it a hair outside
    if (wall === WALL_X) {
      x[i] = (vx[i] as number) > 0 ? width - r : r;
      vx[i] = (vx[i] as number) * bounce;
    } else {
      y[i] = (vy[i] as number) > 0 ? height - r : r;
      vy[i] = (vy[i] as number) * bounce;
    }
    this.turns[i] = (this.turns[i] as number) + 1;
    this.predict(i, t);
  }

  private speed(i: number): number {
    const vx = this.s.vx[i] as number;
    const vy = this.s.vy[i] as number;
    return Math.sqrt(vx * vx + vy * vy); // not Math.hypot: V8 boxes its arguments, allocating every call
  }

  /** Queues ball i's next wall contacts and its contacts with every neighbour before the window ends. */
  private predict(i: number, t: number): void {
    const { near } = this;
    for (let k = near.first(i); k < near.end(i); k++) this.predictPair(i, near.at(k), t);
    this.predictWalls(i, t);
  }

  private predictPair(i: number, j: number, t: number): void {
    const { x, y, vx, vy, radius } = this.s;
    const { since } = this;
    const dx =
      (x[j] as number) +
      (vx[j] as number) * (t - (since[j] as number)) -
      (x[i] as number) -
      (vx[i] as number) * (t - (since[i] as number));
    const dy =
      (y[j] as number) +
      (vy[j] as number) * (t - (since[j] as number)) -
      (y[i] as number) -
      (vy[i] as number) * (t - (since[i] as number));
    const dvx = (vx[j] as number) - (vx[i] as number);
    const dvy = (vy[j] as number) - (vy[i] as number);
    const when = t + timeToContact(dx, dy, dvx, dvy, (radius[i] as number) + (radius[j] as number));
    if (when <= this.until) this.queue.push(when, i, j, this.turns[i] as number, this.turns[j] as number);
  }

  private predictWalls(i: number, t: number): void {
    if (!this.settings.walls) return; // walls off: balls leave the stage
    const { x, y, vx, vy, radius } = this.s;
    const dt = t - (this.since[i] as number);
    const r = radius[i] as number;
    const vxi = vx[i] as number;
    const vyi = vy[i] as number;
    const whenX = t + timeToWall((x[i] as number) + vxi * dt, vxi, r, this.settings.width);
    const whenY = t + timeToWall((y[i] as number) + vyi * dt, vyi, r, this.settings.height);
    const turns = this.turns[i] as number;
    if (whenX <= this.until) this.queue.push(whenX, i, WALL_X, turns, 0);
    if (whenY <= this.until) this.queue.push(whenY, i, WALL_Y, turns, 0);
  }

  /**
   * From time t: brings every ball up to date, sets the speed limit and the window, lists for each ball
   * the balls it could meet before the window ends, and queues every contact among them afresh. Each loop is a
   * method of its own: V8 compiles a long-running loop on its own while the code after it has not run
   * yet, and code compiled that way kept falling back to the interpreter, which allocates.
   */
  private findPairs(t: number): void {
    this.limit = LIMIT_FACTOR * this.bringUpTo(t);
    const window = this.limit > 0 ? (WINDOW_TRAVEL * this.s.maxRadius) / this.limit : 1;
    this.until = Math.min(1, t + Math.max(window, 1 / MAX_WINDOWS));
    this.grid.build();
    this.grid.margin = 2 * this.limit * (this.until - t); // both balls of a pair, each at most at the limit
    this.queue.clear();
    this.listPairs(t);
    for (let i = 0; i < this.s.n; i++) this.predictWalls(i, t);
  }

  /** Moves every ball to time t; returns the speed of the fastest. */
  private bringUpTo(t: number): number {
    let fastest = 0;
    for (let i = 0; i < this.s.n; i++) {
      this.moveTo(i, t);
      fastest = Math.max(fastest, this.speed(i));
    }
    return fastest;
  }

  /** Finds the pairs within reach of each other, lists them as neighbours and queues their contacts. */
  private listPairs(t: number): void {
    const { n, x, y, radius } = this.s;
    const { grid, near } = this;
    const travel = grid.margin;
    near.clear();
    for (let i = 0; i < n - 1; i++) {
      const xi = x[i] as number;
      const yi = y[i] as number;
      const found = grid.gather(i, i);
      for (let c = 0; c < found; c++) {
        const j = grid.found[c] as number;
        const reach = (radius[i] as number) + (radius[j] as number) + travel;
        const slack = 1e-9 * (reach + Math.abs(xi) + Math.abs(yi)); // rounding never drops a pair
        const apart =
          Math.abs((x[j] as number) - xi) > reach + slack || Math.abs((y[j] as number) - yi) > reach + slack;
        if (apart) continue;
        near.add(i, j);
        this.predictPair(i, j, t);
      }
    }
    near.finish();
  }
}
