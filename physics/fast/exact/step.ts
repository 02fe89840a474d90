// One frame of exact contact: find the earliest contact of any pair or any ball with a wall, move to
// that moment, bounce, and repeat for the rest of the frame, within a budget of work per frame (a cap
// on contacts and one on the balls asked about), so no start can freeze the page for a frame.
// Balls are moved lazily: each keeps the time its position was last brought up to date.
import type { CollisionSettings } from '../../chapter/collide';
import type { CollisionEvent, StepReport } from '../../worldTypes';
import type { BallArrays } from '../ballArrays';
import { CellList } from '../cellList';
import { bounceInPlace } from './bounce';
import { alwaysBounce, timeToContact, timeToWall } from './contact';
import { ContactLog } from './contactLog';
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
const WINDOW_TRAVEL = 1;
const MAX_WINDOWS = 64;

/**
 * The other half of a frame's budget, besides maxEventsPerFrame: the balls looked at, counted as each
 * ball a search of the grid returns, each ball a wide ball is asked about with, and each ball a new
 * window re-boxes. Time follows it where contacts are few and searches wide (a ball a million times
 * faster than the rest, 64 windows a frame): in Node 1,000,000 took 25 to 34 ms a frame of 5,000
 * balls on a busy machine, so the budget is half that. A frame of the site's 5,000-ball crowd looks
 * at about 21,000 balls (the bench's denser one at about 46,000): some 10 to 20 times below it.
 */
export const MAX_CHECKS_PER_FRAME = 500_000;

/**
 * A ball that crosses more than this many windows' worth of travel (WINDOW_TRAVEL largest diameters)
 * in its window is wide: only when MAX_WINDOWS keeps the window longer than the fastest ball allows,
 * never at the site's speeds. Were its box counted in how far the grid is asked, every ball would ask
 * the whole stage; instead the grid leaves wide balls out and each is asked about with every ball.
 */
const WIDE = 4;

export class ExactContacts {
  private readonly s: BallArrays;
  private readonly grid: CellList;
  private readonly settings: ExactSettings;
  private readonly solveAs: CollisionSettings;
  private readonly since: Float64Array; // time within the frame of each ball's position
  private readonly turns: Int32Array; // course changes of each ball this frame
  // each ball's box: its path from since to the end of the window, radius included
  private readonly boxes: Float64Array; // left, right, top and bottom of ball i at 4i …: one cache line
  private readonly queue = new EventQueue();
  private readonly log = new ContactLog();
  /** The moment of the frame reached: contacts are predicted from here. A field, not an argument: a
   * number that is not whole, passed to a function V8 does not inline, is boxed (allocated). */
  private now = 0;
  private begun = 0; // start of the current window
  private until = 0; // its end: only contacts up to then are queued
  // how far any box reaches from where its ball was when the window began, on each axis
  private reachX = 0;
  private reachY = 0;
  // balls too fast for the window (see WIDE): the grid leaves them out, they are asked about one by one
  private readonly wide: Int32Array; // the list, in the order they became wide
  private readonly widePlace: Int32Array; // 1 + a ball's place in that list, 0 when it is not wide
  private wideCount = 0;
  private allowed = 0; // a ball faster than this on an axis begins a new window
  private events = 0; // contacts resolved in the last frame
  private checks = 0; // balls looked at this frame (see MAX_CHECKS_PER_FRAME)
  private cutShort = false; // the last frame ran out of budget before its end

  constructor(s: BallArrays, settings: ExactSettings) {
    this.s = s;
    this.grid = new CellList(s, settings.width, settings.height);
    this.settings = settings;
    this.solveAs = alwaysBounce(settings);
    this.since = new Float64Array(s.n);
    this.turns = new Int32Array(s.n);
    this.boxes = new Float64Array(4 * s.n);
    this.wide = new Int32Array(s.n);
    this.widePlace = new Int32Array(s.n);
  }

  /**
   * Runs one frame. A frame that runs out of budget (maxEventsPerFrame contacts, or
   * MAX_CHECKS_PER_FRAME balls looked at) ends at its last contact and is reported cut short: the
   * rest of it is lost, but moving on without contacts would let balls overlap. (Inelastic balls
   * pressed together can meet ever more often, without end; a ball a million times faster than the
   * rest meets the walls and the others thousands of times a frame.)
   */
  frame(): void {
    const { queue, turns } = this;
    const cap = this.settings.maxEventsPerFrame;
    this.log.clear();
    this.since.fill(0);
    turns.fill(0);
    this.now = 0;
    this.checks = 0;
    this.cutShort = false;
    this.beginWindow();
    let events = 0;
    let finished = false;
    while (events < cap && this.checks < MAX_CHECKS_PER_FRAME) {
      if (!queue.pop()) {
        finished = this.until >= 1;
        if (finished) break;
        this.now = this.until;
        this.beginWindow();
        continue;
      }
      const { time, a, b, turnsA, turnsB } = queue.top;
      if (turns[a] !== turnsA || (b >= 0 && turns[b] !== turnsB)) continue; // a course changed since
      events += 1;
      this.now = time;
      if (b >= 0) this.meet(a, b);
      else this.hitWall(a, b);
    }
    this.cutShort = !finished; // out of budget: the frame ends at its last contact
    if (finished) this.now = 1;
    this.bringUpTo();
    this.events = events;
  }

  /**
   * The report of the frame just run, numbered `frame`: the contacts resolved (walls included), and
   * its collisions, built the first time they are read.
   */
  report(frame: number): StepReport {
    const build = this.log.take(this.s, this.settings, this.solveAs, this.turns, this.now);
    let collisions: CollisionEvent[] | undefined;
    return {
      frame,
      get collisions() {
        collisions ??= build();
        return collisions;
      },
      events: this.events,
      ...(this.cutShort ? { cutShort: true } : {}),
    };
  }

  /** Brings ball i up to now. */
  private moveTo(i: number): void {
    const { x, y, vx, vy } = this.s;
    const dt = this.now - (this.since[i] as number);
    x[i] = (x[i] as number) + (vx[i] as number) * dt;
    y[i] = (y[i] as number) + (vy[i] as number) * dt;
    this.since[i] = this.now;
  }

  private meet(i: number, j: number): void {
    const { s } = this;
    this.moveTo(i);
    this.moveTo(j);
    this.log.record(s, i, j, this.now, this.turns);
    bounceInPlace(s, i, j, this.settings.method, this.settings.restitution);
    this.turns[i] = (this.turns[i] as number) + 1;
    this.turns[j] = (this.turns[j] as number) + 1;
    if (this.faster(i) || this.faster(j)) {
      this.beginWindow();
      return;
    }
    this.makeBox(i);
    this.makeBox(j); // both boxes first, so each ball asks about the other's new path
    this.predict(i);
    this.predict(j);
  }

  private hitWall(i: number, wall: number): void {
    const { x, y, vx, vy, radius } = this.s;
    const { width, height, bounce } = this.settings;
    const r = radius[i] as number;
    this.moveTo(i);
    // put it exactly on the wall, as checkWalls does, so rounding never leaves it a hair outside
    if (wall === WALL_X) {
      x[i] = (vx[i] as number) > 0 ? width - r : r;
      vx[i] = (vx[i] as number) * bounce;
    } else {
      y[i] = (vy[i] as number) > 0 ? height - r : r;
      vy[i] = (vy[i] as number) * bounce;
    }
    this.turns[i] = (this.turns[i] as number) + 1;
    this.makeBox(i); // no faster than before: |bounce| ≤ 1
    this.predict(i);
  }

  /** True when ball i is too fast for the window. */
  private faster(i: number): boolean {
    return Math.max(Math.abs(this.s.vx[i] as number), Math.abs(this.s.vy[i] as number)) > this.allowed;
  }

  /**
   * Ball i's box from now (where it is now) to the end of the window, padded for rounding. Ball i has
   * moved at most its fastest speed times the time since the window began, and its box reaches at most
   * that speed times what is left: never further than its radius plus its fastest speed times the
   * window from where the window found it.
   */
  private makeBox(i: number): void {
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
    const { boxes } = this;
    boxes[4 * i] = Math.min(x0, x1) - padX;
    boxes[4 * i + 1] = Math.max(x0, x1) + padX;
    boxes[4 * i + 2] = Math.min(y0, y1) - padY;
    boxes[4 * i + 3] = Math.max(y0, y1) + padY;
    if (Math.max(Math.abs(vxi), Math.abs(vyi)) * window > WIDE * WINDOW_TRAVEL * 2 * this.s.maxRadius) {
      if (this.widePlace[i] === 0) {
        this.wide[this.wideCount++] = i;
        this.widePlace[i] = this.wideCount;
      }
      return;
    }
    this.reachX = Math.max(this.reachX, r + Math.abs(vxi) * window);
    this.reachY = Math.max(this.reachY, r + Math.abs(vyi) * window);
  }

  /**
   * Queues ball i's contacts, before the window ends, with every ball whose box meets its box (only
   * those placed after `after` in the cell list: at the start of a window each pair is asked about once).
   */
  private predictNear(i: number, after: number): void {
    if (this.widePlace[i] !== 0) {
      this.predictWide(i, -1);
      return;
    }
    const { grid, boxes, reachX, reachY, widePlace } = this;
    const l = boxes[4 * i] as number;
    const r = boxes[4 * i + 1] as number;
    const u = boxes[4 * i + 2] as number;
    const d = boxes[4 * i + 3] as number;
    const slackX = 1e-9 * (reachX + Math.abs(l) + Math.abs(r)); // rounding never drops a pair
    const slackY = 1e-9 * (reachY + Math.abs(u) + Math.abs(d));
    const { area } = grid;
    area[0] = l - reachX - slackX;
    area[1] = r + reachX + slackX;
    area[2] = u - reachY - slackY;
    area[3] = d + reachY + slackY;
    const found = grid.gather(after);
    this.checks += found;
    for (let c = 0; c < found; c++) {
      const j = grid.found[c] as number;
      if (
        j === i ||
        widePlace[j] !== 0 ||
        (boxes[4 * j] as number) > r ||
        (boxes[4 * j + 1] as number) < l ||
        (boxes[4 * j + 2] as number) > d ||
        (boxes[4 * j + 3] as number) < u
      )
        continue;
      this.predictPair(i, j);
    }
    // after a change of course, the wide balls too (at the start of a window they ask themselves)
    if (after < 0)
      for (let w = 0; w < this.wideCount; w++) this.predictIfBoxesMeet(this.wide[w] as number, i);
  }

  /**
   * Queues wide ball i's contacts with every ball whose box meets its box, except the wide balls up to
   * `upTo` in the list (at the start of a window, those already asked about i).
   */
  private predictWide(i: number, upTo: number): void {
    this.checks += this.s.n;
    for (let j = 0; j < this.s.n; j++) {
      const place = this.widePlace[j] as number;
      if (j !== i && (place === 0 || place - 1 > upTo)) this.predictIfBoxesMeet(i, j);
    }
  }

  private predictIfBoxesMeet(i: number, j: number): void {
    const { boxes } = this;
    if (
      (boxes[4 * j] as number) > (boxes[4 * i + 1] as number) ||
      (boxes[4 * j + 1] as number) < (boxes[4 * i] as number) ||
      (boxes[4 * j + 2] as number) > (boxes[4 * i + 3] as number) ||
      (boxes[4 * j + 3] as number) < (boxes[4 * i + 2] as number)
    )
      return;
    this.predictPair(i, j);
  }

  /** Queues ball i's next contacts with the walls and with every ball whose box meets its box. */
  private predict(i: number): void {
    this.predictNear(i, -1);
    this.predictWalls(i);
  }

  private predictPair(i: number, j: number): void {
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
    const when = t + timeToContact(dx, dy, dvx, dvy, (radius[i] as number) + (radius[j] as number));
    if (when <= this.until) this.queue.push(when, i, j, this.turns[i] as number, this.turns[j] as number);
  }

  private predictWalls(i: number): void {
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

  /**
   * From now: brings every ball up to date, sets the window, puts the balls in the grid where they
   * are now, makes every box and queues every contact afresh. Each loop is a method of its own: V8
   * compiles a long-running loop on its own while the code after it has not run yet, and code compiled
   * that way kept falling back to the interpreter, which allocates.
   */
  private beginWindow(): void {
    const t = this.now;
    this.checks += this.s.n;
    const fastest = this.bringUpTo();
    const window = fastest > 0 ? (WINDOW_TRAVEL * 2 * this.s.maxRadius) / fastest : 1;
    this.begun = t;
    this.until = Math.min(1, t + Math.max(window, 1 / MAX_WINDOWS));
    this.allowed = Math.max(2 * fastest, (2 * WINDOW_TRAVEL * 2 * this.s.maxRadius) / (this.until - t));
    this.grid.build();
    this.queue.clear();
    this.reachX = 0;
    this.reachY = 0;
    this.widePlace.fill(0);
    this.wideCount = 0;
    this.makeBoxes();
    this.predictPairs();
    this.predictAllWalls();
  }

  /** Moves every ball to now; returns the fastest speed of any ball along either axis. */
  private bringUpTo(): number {
    const { vx, vy } = this.s;
    let fastest = 0;
    for (let i = 0; i < this.s.n; i++) {
      this.moveTo(i);
      fastest = Math.max(fastest, Math.abs(vx[i] as number), Math.abs(vy[i] as number));
    }
    return fastest;
  }

  /** Makes every ball's box. */
  private makeBoxes(): void {
    for (let i = 0; i < this.s.n; i++) this.makeBox(i);
  }

  /** Queues every pair's contact, each pair once, asking about the balls in the order of the cell list. */
  private predictPairs(): void {
    const { order } = this.grid;
    for (let p = 0; p < this.s.n; p++) {
      const i = order[p] as number;
      if (this.widePlace[i] === 0) this.predictNear(i, p);
    }
    for (let w = 0; w < this.wideCount; w++) this.predictWide(this.wide[w] as number, w);
  }

  /** Queues every ball's next wall contacts. */
  private predictAllWalls(): void {
    for (let i = 0; i < this.s.n; i++) this.predictWalls(i);
  }
}
