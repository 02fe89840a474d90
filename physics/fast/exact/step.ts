// One frame of exact contact: find the earliest contact of any pair or any ball with a wall, move to
// that moment, bounce, and repeat for the rest of the frame, within a budget of work per frame (a cap
// on contacts and one on the balls asked about), so no start can freeze the page for a frame.
// Balls are moved lazily: each keeps the time its position was last brought up to date. Which contacts
// can come next, and the boxes and windows that decide it, are predicted in predict.ts.
import type { CollisionSettings } from '../../chapter/collide';
import type { StepReport } from '../../engine/worldTypes';
import type { BallArrays } from '../ballArrays';
import type { OverlapList } from '../overlaps';
import { lazyReport } from '../pairLog';
import { bounceInPlace } from './bounce';
import { alwaysBounce } from './contact';
import { ContactLog } from './contactLog';
import { type ExactSettings, MAX_WINDOWS, Predictions, WINDOW_TRAVEL } from './predict';
import { WALL_X } from './queue';

export type { ExactSettings } from './predict';

/**
 * The other half of a frame's budget, besides maxEventsPerFrame: the balls looked at, counted as each
 * ball a search of the grid returns, each ball a wide ball is asked about with, and each ball a new
 * window re-boxes. Time follows it where contacts are few and searches wide (a ball a million times
 * faster than the rest, 64 windows a frame): in Node 1,000,000 took 25 to 34 ms a frame of 5,000
 * balls on a busy machine, so the budget is half that. A frame of the site's 5,000-ball crowd looks
 * at about 21,000 balls (the bench's denser one at about 46,000): some 10 to 20 times below it.
 */
export const MAX_CHECKS_PER_FRAME = 500_000;

export class ExactContacts extends Predictions {
  private readonly solveAs: CollisionSettings;
  private readonly log = new ContactLog();
  private allowed = 0; // a ball faster than this on an axis begins a new window
  private events = 0; // contacts resolved in the last frame
  private cutShort = false; // the last frame ran out of budget before its end
  private prepared = false; // the next frame's first window has begun (prepare)

  constructor(s: BallArrays, settings: ExactSettings) {
    super(s, settings);
    this.solveAs = alwaysBounce(settings);
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
    if (!this.prepared) this.firstWindow();
    this.prepared = false;
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
   * Begins the next frame's first window from where the balls are now, and notes the pairs that
   * overlap now in `overlaps`: the window asks about every pair whose boxes meet, which every
   * overlapping pair's do, so the books need not search for them again. The next frame starts from
   * it, unless forget() is called first (the balls were moved: step back, restore, reset).
   */
  prepare(overlaps: OverlapList): void {
    overlaps.clear();
    this.overlaps = overlaps;
    this.firstWindow();
    this.overlaps = undefined;
    this.prepared = true;
  }

  /** The balls were moved since prepare(): the next frame begins its own first window. */
  forget(): void {
    this.prepared = false;
  }

  /** The first window of a frame, from its start. */
  private firstWindow(): void {
    this.log.clear();
    this.since.fill(0);
    this.turns.fill(0);
    this.now = 0;
    this.checks = 0;
    this.cutShort = false;
    this.beginWindow();
  }

  /**
   * The report of the frame just run, numbered `frame`: the contacts resolved (walls included), and
   * its collisions, built the first time they are read.
   */
  report(frame: number): StepReport {
    const report = lazyReport(
      frame,
      this.log.take(this.s, this.settings, this.solveAs, this.turns, this.now),
    );
    report.events = this.events;
    if (this.cutShort) report.cutShort = true;
    return report;
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
}
