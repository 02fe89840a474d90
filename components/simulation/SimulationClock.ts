// One clock for one or more worlds (a figure, or the panels of a comparison): play, pause, step
// forward, step back and reset act on every world together, so they always show the same frame.
// Plain TypeScript on FrameClock: React reads it through subscribe/version, the canvas through onFrame.
import { FrameClock, SEEK_LIMIT } from '@/components/widget/FrameClock';
import type { Ball, CollisionEvent, World, WorldOptions } from '@/physics';
import { allStopped, createWorld, DEFAULT_HISTORY_LIMIT, type FrameStart, frameStart } from '@/physics';

/** Ledger rows kept per world; older collisions scroll away. */
export const LEDGER_LIMIT = 500;

/**
 * Frames the chart shows: every frame step back reaches (the world's history, DEFAULT_HISTORY_LIMIT)
 * and the one on screen, so the chart and step back always agree on what is reachable.
 */
export const HISTORY_FRAMES = DEFAULT_HISTORY_LIMIT + 1;

/**
 * The frames step back promises for a world made from `options`: its history limit. The world keeps
 * SEEK_LIMIT frames more, so that a look-ahead for the next collision that finds none can go back to
 * where it started without forgetting any frame step back could reach (memory permitting: a large
 * world's history is cut by its memory budget, and `earliestFrame` then says what is left).
 */
const reachOf = (options: WorldOptions) => options.historyLimit ?? DEFAULT_HISTORY_LIMIT;
const withLookAhead = (options: WorldOptions): WorldOptions => ({
  ...options,
  historyLimit: reachOf(options) + SEEK_LIMIT,
});

/** Worlds up to this many balls keep the balls of their last collision frame (the momenta diagram). */
export const SNAPSHOT_BALLS = 12;

/** Every ball at the end of a frame that had collisions, and that frame's collisions. */
export interface CollisionSnapshot {
  frame: number;
  balls: Ball[];
  collisions: readonly CollisionEvent[];
}

/** A frame of exact contact that ran out of its budget of work (StepReport.cutShort). */
export interface CutShortFrame {
  frame: number;
  /** Contacts resolved in it. */
  events: number;
}

export interface LedgerRow extends CollisionEvent {
  frame: number;
}

export interface Totals {
  frame: number;
  momentumX: number;
  momentumY: number;
  kineticEnergy: number;
}

/** O(n) and without copying the balls: this runs every frame, also for thousands of balls. */
export function totalsOf(world: World): Totals {
  const { momentum, kineticEnergy } = world.totals();
  return { frame: world.frame, momentumX: momentum.x, momentumY: momentum.y, kineticEnergy };
}

export class SimulationClock extends FrameClock {
  private worldList: World[];
  private reach: number[];
  private rows: LedgerRow[][];
  private lastEvents: CollisionEvent[][];
  private history: Totals[][];
  /** Frames (ascending) where any world had a collision, as far back as step back reaches. */
  private collisionFrames: number[] = [];
  private snapshots: (CollisionSnapshot | undefined)[] = [];
  /** Frames cut short within the history (any world), oldest first, and how many fell out of it. */
  private cutFrames: CutShortFrame[] = [];
  private cutForgotten = 0;
  /** Each world's history when a look-ahead began. */
  private lookFrom: number[] = [];

  private pausing = false;
  private restartSpeed: number | null = null;
  private restartCount = 0;

  /** Whether playing stops on a frame with a collision (setPauseAtCollisions). */
  get pauseAtCollisions(): boolean {
    return this.pausing;
  }
  /**
   * Source 004's restart: when set, and every ball of every world is at most this fast on each axis
   * (px per frame; see physics/restart.ts), the worlds start again from frame 0 and `restarts` counts it.
   */
  get restartBelow(): number | null {
    return this.restartSpeed;
  }
  /** How many times the worlds started again by themselves (restartBelow). */
  get restarts(): number {
    return this.restartCount;
  }

  setRestartBelow(speed: number | null): void {
    this.restartSpeed = speed;
    this.changed();
  }

  constructor(options: WorldOptions[]) {
    super();
    this.worldList = options.map((o) => createWorld(withLookAhead(o)));
    this.reach = options.map(reachOf);
    this.rows = this.worldList.map(() => []);
    this.lastEvents = this.worldList.map(() => []);
    this.history = this.worldList.map((w) => [totalsOf(w)]);
  }

  get worlds(): readonly World[] {
    return this.worldList;
  }

  get frame(): number {
    return this.worldList[0]?.frame ?? 0;
  }

  /** Within what step back promises (see reachOf), not the look-ahead's extra frames. */
  get canStepBack(): boolean {
    return this.frame > this.earliestFrame && this.canUndoLookAhead;
  }

  protected override startLookAhead(): void {
    this.lookFrom = this.worldList.map((w) => w.historyFrames);
  }

  /**
   * A large world's history is cut by memory, not frames: once it forgets frames as it goes, the
   * look-ahead stops while it can still come back (a new frame may push out one or two older ones).
   */
  protected override canLookFurther(taken: number): boolean {
    return this.worldList.every(
      (w, i) => w.historyFrames === (this.lookFrom[i] ?? 0) + taken || w.historyFrames >= taken + 2,
    );
  }

  protected override get canUndoLookAhead(): boolean {
    return this.worldList.every((w) => w.canStepBack);
  }

  override get earliestFrame(): number {
    return Math.max(...this.worldList.map((w, i) => w.frame - Math.min(w.historyFrames, this.reach[i] ?? 0)));
  }

  /** Collisions of the frame on screen, per world (after a step back, as the ledger recorded them). */
  collisions(index = 0): readonly CollisionEvent[] {
    return this.lastEvents[index] ?? [];
  }

  /** The world as it was at the start of the frame on screen, for a What if? replay (physics/replay.ts). */
  frameStart(index = 0): FrameStart | null {
    const world = this.worldList[index];
    return world ? frameStart(world) : null;
  }

  ledger(index = 0): readonly LedgerRow[] {
    return this.rows[index] ?? [];
  }

  /** Momentum and kinetic energy of every frame from earliestFrame to the one on screen, oldest first. */
  totals(index = 0): readonly Totals[] {
    const history = this.history[index] ?? [];
    const earliest = this.earliestFrame;
    const first = history.findIndex((t) => t.frame >= earliest);
    return first <= 0 ? history : history.slice(first);
  }

  /** How many frames so far ran out of exact contact's budget, and the latest of them (for a note). */
  get cutShort(): { count: number; last: CutShortFrame | undefined } {
    return { count: this.cutForgotten + this.cutFrames.length, last: this.cutFrames.at(-1) };
  }

  /** The last frame with collisions, whole, in a world of at most SNAPSHOT_BALLS balls. */
  lastCollisionFrame(index = 0): CollisionSnapshot | undefined {
    return this.snapshots[index];
  }

  setPauseAtCollisions(on: boolean): void {
    this.pausing = on;
    this.changed();
  }

  /** Forward to the next frame with a collision in any world (see FrameClock.seekNext). */
  nextCollision(limit?: number): boolean {
    return this.seekNext(limit);
  }

  /** Back to the latest earlier frame with a collision, exactly (see FrameClock.seekPrevious). */
  previousCollision(): boolean {
    return this.seekPrevious();
  }

  /** Whether a recorded collision's frame can be shown again: earlier, and within the history. */
  canGoBackTo(frame: number): boolean {
    return frame < this.frame && frame >= this.earliestFrame;
  }

  protected override atMark(): boolean {
    return this.collisionFrames.at(-1) === this.frame;
  }

  protected override previousMark(): number | undefined {
    return this.collisionFrames.findLast((frame) => frame < this.frame);
  }

  /** One frame forward for every world. Returns true when any world had a collision. */
  override step(): boolean {
    super.step();
    return this.lastEvents.some((events) => events.length > 0);
  }

  /** Replace the worlds (new balls or options) and start again from frame 0. */
  replace(options: WorldOptions[]): void {
    this.worldList = options.map((o) => createWorld(withLookAhead(o)));
    this.reach = options.map(reachOf);
    this.reset();
  }

  /** Returns true when any world had a collision. */
  protected advance(): boolean {
    let collided = false;
    let cut: CutShortFrame | undefined;
    this.worldList.forEach((world, i) => {
      const report = world.step();
      if (report.cutShort)
        cut = { frame: report.frame, events: Math.max(cut?.events ?? 0, report.events ?? 0) };
      this.lastEvents[i] = report.collisions;
      const rows = this.rows[i] as LedgerRow[];
      for (const event of report.collisions) rows.push({ ...event, frame: report.frame });
      if (rows.length > LEDGER_LIMIT) rows.splice(0, rows.length - LEDGER_LIMIT);
      const history = this.history[i] as Totals[];
      history.push(totalsOf(world));
      // as many as the world's history holds: a look-ahead that goes back finds them all again
      if (history.length > HISTORY_FRAMES + SEEK_LIMIT) history.shift();
      collided ||= report.collisions.length > 0;
      if (report.collisions.length > 0 && world.count <= SNAPSHOT_BALLS)
        this.snapshots[i] = { frame: report.frame, balls: world.balls(), collisions: report.collisions };
    });
    if (collided) this.collisionFrames.push(this.frame);
    if (cut) this.cutFrames.push(cut);
    // Forget what no step back can reach again, even after a look-ahead has gone back (SEEK_LIMIT).
    const kept = this.earliestFrame - SEEK_LIMIT;
    while ((this.collisionFrames[0] ?? kept) < kept) this.collisionFrames.shift();
    while ((this.cutFrames[0]?.frame ?? kept) < kept) {
      this.cutFrames.shift();
      this.cutForgotten += 1;
    }
    if (collided && this.pauseAtCollisions) this.stopPlaying();
    if (
      this.restartBelow !== null &&
      this.worldList.every((w) => allStopped(w.balls(), this.restartBelow ?? 0))
    ) {
      this.rewind();
      this.restartCount += 1;
    }
    return collided;
  }

  protected retreat(): void {
    for (const world of this.worldList) world.stepBack();
    const frame = this.frame;
    const later = (list: { frame: number }[]) => {
      while ((list.at(-1)?.frame ?? -1) > frame) list.pop();
    };
    this.rows.forEach(later);
    this.history.forEach(later);
    later(this.cutFrames);
    while ((this.collisionFrames.at(-1) ?? -1) > frame) this.collisionFrames.pop();
    // The frame looks as it did when it was first reached: its collisions come back from the ledger.
    this.lastEvents = this.rows.map((rows) => rows.filter((row) => row.frame === frame));
    // A frame stepped back over is gone; an earlier collision frame is not kept, so none is shown.
    this.snapshots = this.snapshots.map((s) => (s && s.frame <= frame ? s : undefined));
  }

  protected rewind(): void {
    for (const world of this.worldList) world.reset();
    this.rows = this.worldList.map(() => []);
    this.history = this.worldList.map((w) => [totalsOf(w)]);
    this.lastEvents = this.worldList.map(() => []);
    this.collisionFrames = [];
    this.snapshots = [];
    this.cutFrames = [];
    this.cutForgotten = 0;
  }
}
