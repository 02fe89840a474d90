// Exact contact's predictions: which pairs and walls can meet before the window ends, and when; the
// contacts go into the queue, and the frame (step.ts) takes them from it earliest first. Split from the
// frame by job: this half holds the state both halves share (the balls' times and courses, the boxes,
// the queue) and asks the grid; step.ts moves, bounces and begins windows.
import type { CollisionSettings } from '../../chapter/collide';
import type { BallArrays } from '../ballArrays';
import { CellList } from '../cellList';
import type { OverlapList } from '../overlaps';
import { timeToContact, timeToWall } from './contact';
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
 * Which pairs can meet is decided from boxes: each ball's box holds its path from its last change of
 * course to the end of the window, radius included, and two balls can touch before then only if their
 * boxes meet. A ball that changes course gets a new box and asks again for the balls whose boxes meet
 * it; a pair that touches is found when the later of the two last changed course (or when the window
 * began). The grid holds the balls where they were when the window began; a box never reaches further
 * from there than the ball's radius plus its fastest speed along that axis (since then) times the
 * window, and the grid is asked as much further out as the furthest-reaching box.
 *
 * The frame is cut into windows short enough that the fastest ball moves about WINDOW_TRAVEL largest
 * diameters in one (one grid cell), so a world with a few very fast balls does not make every ball ask
 * the whole grid; a new window begins at once when a bounce makes a ball faster than twice what its window
 * was made for (at most MAX_WINDOWS a frame, so a ball a million times faster than the others cannot
 * stall the frame). In a crowd at the chapter's speeds the whole frame is one window.
 */
export const WINDOW_TRAVEL = 1;
export const MAX_WINDOWS = 64;

/**
 * A ball that crosses more than this many windows' worth of travel (WINDOW_TRAVEL largest diameters)
 * in its window is wide: only when MAX_WINDOWS keeps the window longer than the fastest ball allows,
 * never at the site's speeds. Were its box counted in how far the grid is asked, every ball would ask
 * the whole stage; instead the grid leaves wide balls out and each is asked about with every ball.
 */
const WIDE = 4;

/** A wide ball's box at its place in the grid's list: left of it is right of every box, and so on. */
const EMPTY_BOX = [
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/** The contacts that can come next, predicted into the queue; the frame itself is ExactContacts (step.ts). */
export class Predictions {
  protected readonly s: BallArrays;
  protected readonly grid: CellList;
  protected readonly settings: ExactSettings;
  protected readonly since: Float64Array; // time within the frame of each ball's position
  protected readonly turns: Int32Array; // course changes of each ball this frame
  /**
   * Each ball's box, its path from since to the end of the window, radius included: left, right, top
   * and bottom of the ball at place p of the grid's list at 4p …, so a run of the list reads its boxes
   * in sequence. A wide ball's box is at 4n + 4i … for ball i, and the one at its place is empty (left
   * of it right of everything), so no run meets it. See boxAt.
   */
  protected readonly boxes: Float64Array;
  protected readonly queue = new EventQueue();
  /** The moment of the frame reached: contacts are predicted from here. A field, not an argument: a
   * number that is not whole, passed to a function V8 does not inline, is boxed (allocated). */
  protected now = 0;
  protected begun = 0; // start of the current window
  protected until = 0; // its end: only contacts up to then are queued
  // how far any box reaches from where its ball was when the window began, on each axis
  protected reachX = 0;
  protected reachY = 0;
  // balls too fast for the window (see WIDE): the grid leaves them out, they are asked about one by one
  protected readonly wide: Int32Array; // the list, in the order they became wide
  protected readonly widePlace: Int32Array; // 1 + a ball's place in that list, 0 when it is not wide
  protected wideCount = 0;
  protected checks = 0; // balls looked at this frame (see MAX_CHECKS_PER_FRAME)
  /** Where the pairs asked about go to be checked for overlap, while prepare() (step.ts) asks. */
  protected overlaps: OverlapList | undefined;

  constructor(s: BallArrays, settings: ExactSettings) {
    this.s = s;
    this.grid = new CellList(s, settings.width, settings.height);
    this.settings = settings;
    this.since = new Float64Array(s.n);
    this.turns = new Int32Array(s.n);
    this.boxes = new Float64Array(8 * s.n);
    this.wide = new Int32Array(s.n);
    this.widePlace = new Int32Array(s.n);
  }

  /**
   * Ball i's box from now (where it is now) to the end of the window, padded for rounding. Ball i has
   * moved at most its fastest speed times the time since the window began, and its box reaches at most
   * that speed times what is left: never further than its radius plus its fastest speed times the
   * window from where the window found it.
   */
  protected makeBox(i: number): void {
    const { x, y, vx, vy, radius } = this.s;
    const rest = this.until - this.now;
    const window = this.until - this.begun;
    const r = radius[i] as number;
    const x0 = x[i] as number;
    const y0 = y[i] as number;
    const vxi = vx[i] as number;
    const vyi = vy[i] as number;
    const x1 = x0 + vxi * rest;
    const y1 = y0 + vyi * rest;
    const padX = r + 1e-9 * (r + Math.abs(x0) + Math.abs(x1));
    const padY = r + 1e-9 * (r + Math.abs(y0) + Math.abs(y1));
    if (Math.max(Math.abs(vxi), Math.abs(vyi)) * window > WIDE * WINDOW_TRAVEL * 2 * this.s.maxRadius) {
      if (this.widePlace[i] === 0) {
        this.wide[this.wideCount++] = i;
        this.widePlace[i] = this.wideCount;
        const place = 4 * (this.grid.place[i] as number);
        this.boxes.set(EMPTY_BOX, place);
      }
    } else {
      this.reachX = Math.max(this.reachX, r + Math.abs(vxi) * window);
      this.reachY = Math.max(this.reachY, r + Math.abs(vyi) * window);
    }
    const { boxes } = this;
    const at = this.boxAt(i);
    boxes[at] = Math.min(x0, x1) - padX;
    boxes[at + 1] = Math.max(x0, x1) + padX;
    boxes[at + 2] = Math.min(y0, y1) - padY;
    boxes[at + 3] = Math.max(y0, y1) + padY;
  }

  /** Where ball i's box begins in `boxes`: at its place in the grid's list, or past them if it is wide. */
  protected boxAt(i: number): number {
    return this.widePlace[i] === 0 ? 4 * (this.grid.place[i] as number) : 4 * (this.s.n + i);
  }

  /**
   * Queues ball i's contacts, before the window ends, with every ball whose box meets its box (only
   * those placed after `after` in the cell list: at the start of a window each pair is asked about once).
   */
  protected predictNear(i: number, after: number): void {
    if (this.widePlace[i] !== 0) {
      this.predictWide(i, -1);
      return;
    }
    const { grid, boxes, reachX, reachY } = this;
    const own = grid.place[i] as number;
    const l = boxes[4 * own] as number;
    const r = boxes[4 * own + 1] as number;
    const u = boxes[4 * own + 2] as number;
    const d = boxes[4 * own + 3] as number;
    const slackX = 1e-9 * (reachX + Math.abs(l) + Math.abs(r)); // rounding never drops a pair
    const slackY = 1e-9 * (reachY + Math.abs(u) + Math.abs(d));
    const { area } = grid;
    area[0] = l - reachX - slackX;
    area[1] = r + reachX + slackX;
    area[2] = u - reachY - slackY;
    area[3] = d + reachY + slackY;
    const { order, runFrom, runTo } = grid;
    const runs = grid.runs(after);
    for (let run = 0; run < runs; run++) {
      const end = runTo[run] as number;
      const from = runFrom[run] as number;
      if (end > from) this.checks += end - from;
      for (let k = from; k < end; k++) {
        if (
          k === own ||
          (boxes[4 * k] as number) > r ||
          (boxes[4 * k + 1] as number) < l ||
          (boxes[4 * k + 2] as number) > d ||
          (boxes[4 * k + 3] as number) < u
        )
          continue;
        this.predictPair(i, order[k] as number);
      }
    }
    // after a change of course, the wide balls too (at the start of a window they ask themselves)
    if (after < 0)
      for (let w = 0; w < this.wideCount; w++) this.predictIfBoxesMeet(this.wide[w] as number, i);
  }

  /**
   * Queues wide ball i's contacts with every ball whose box meets its box, except the wide balls up to
   * `upTo` in the list (at the start of a window, those already asked about i).
   */
  protected predictWide(i: number, upTo: number): void {
    this.checks += this.s.n;
    for (let j = 0; j < this.s.n; j++) {
      const place = this.widePlace[j] as number;
      if (j !== i && (place === 0 || place - 1 > upTo)) this.predictIfBoxesMeet(i, j);
    }
  }

  protected predictIfBoxesMeet(i: number, j: number): void {
    const { boxes } = this;
    const a = this.boxAt(i);
    const b = this.boxAt(j);
    if (
      (boxes[b] as number) > (boxes[a + 1] as number) ||
      (boxes[b + 1] as number) < (boxes[a] as number) ||
      (boxes[b + 2] as number) > (boxes[a + 3] as number) ||
      (boxes[b + 3] as number) < (boxes[a + 2] as number)
    )
      return;
    this.predictPair(i, j);
  }

  /** Queues ball i's next contacts with the walls and with every ball whose box meets its box. */
  protected predict(i: number): void {
    this.predictNear(i, -1);
    this.predictWalls(i);
  }

  protected predictPair(i: number, j: number): void {
    const { x, y, vx, vy, radius } = this.s;
    const { since, now: t } = this;
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
    if (this.overlaps) this.overlaps.check(i, j);
    const when = t + timeToContact(dx, dy, dvx, dvy, (radius[i] as number) + (radius[j] as number));
    if (when <= this.until) this.queue.push(when, i, j, this.turns[i] as number, this.turns[j] as number);
  }

  protected predictWalls(i: number): void {
    if (!this.settings.walls) return; // walls off: balls leave the stage
    const { x, y, vx, vy, radius } = this.s;
    const t = this.now;
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

  /** Makes every ball's box. */
  protected makeBoxes(): void {
    for (let i = 0; i < this.s.n; i++) this.makeBox(i);
  }

  /** Queues every pair's contact, each pair once, asking about the balls in the order of the cell list. */
  protected predictPairs(): void {
    const { order } = this.grid;
    for (let p = 0; p < this.s.n; p++) {
      const i = order[p] as number;
      if (this.widePlace[i] === 0) this.predictNear(i, p);
    }
    for (let w = 0; w < this.wideCount; w++) this.predictWide(this.wide[w] as number, w);
  }

  /** Queues every ball's next wall contacts. */
  protected predictAllWalls(): void {
    for (let i = 0; i < this.s.n; i++) this.predictWalls(i);
  }
}
