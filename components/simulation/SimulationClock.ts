// One clock for one or more worlds (a figure, or the panels of a comparison): play, pause, step
// forward, step back and reset act on every world together, so they always show the same frame.
// Plain TypeScript on FrameClock: React reads it through subscribe/version, the canvas through onFrame.
import { FrameClock } from '@/components/widget/FrameClock';
import type { CollisionEvent, World, WorldOptions } from '@/physics';
import { createWorld } from '@/physics';

/** Ledger rows kept per world; older collisions scroll away. */
export const LEDGER_LIMIT = 500;

/** Totals kept per world for the chart. */
export const HISTORY_FRAMES = 600;

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
  private rows: LedgerRow[][];
  private lastEvents: CollisionEvent[][];
  private history: Totals[][];
  /** Frames (ascending) where any world had a collision, as far back as step back reaches. */
  private collisionFrames: number[] = [];

  pauseAtCollisions = false;

  constructor(options: WorldOptions[]) {
    super();
    this.worldList = options.map((o) => createWorld(o));
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

  get canStepBack(): boolean {
    return this.worldList.every((w) => w.canStepBack);
  }

  override get earliestFrame(): number {
    return Math.max(...this.worldList.map((w) => w.frame - w.historyFrames));
  }

  /** Collisions of the frame on screen, per world (after a step back, as the ledger recorded them). */
  collisions(index = 0): readonly CollisionEvent[] {
    return this.lastEvents[index] ?? [];
  }

  ledger(index = 0): readonly LedgerRow[] {
    return this.rows[index] ?? [];
  }

  /** Momentum and kinetic energy of the last HISTORY_FRAMES frames, oldest first. */
  totals(index = 0): readonly Totals[] {
    return this.history[index] ?? [];
  }

  setPauseAtCollisions(on: boolean): void {
    this.pauseAtCollisions = on;
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
    this.worldList = options.map((o) => createWorld(o));
    this.reset();
  }

  /** Returns true when any world had a collision. */
  protected advance(): boolean {
    let collided = false;
    this.worldList.forEach((world, i) => {
      const report = world.step();
      this.lastEvents[i] = report.collisions;
      const rows = this.rows[i] as LedgerRow[];
      for (const event of report.collisions) rows.push({ ...event, frame: report.frame });
      if (rows.length > LEDGER_LIMIT) rows.splice(0, rows.length - LEDGER_LIMIT);
      const history = this.history[i] as Totals[];
      history.push(totalsOf(world));
      if (history.length > HISTORY_FRAMES) history.shift();
      collided ||= report.collisions.length > 0;
    });
    if (collided) this.collisionFrames.push(this.frame);
    const earliest = this.earliestFrame;
    while ((this.collisionFrames[0] ?? earliest) < earliest) this.collisionFrames.shift();
    if (collided && this.pauseAtCollisions) this.playing = false;
    return collided;
  }

  protected retreat(): void {
    for (const world of this.worldList) world.stepBack();
    const frame = this.frame;
    this.rows = this.rows.map((rows) => rows.filter((row) => row.frame <= frame));
    this.history = this.history.map((totals) => totals.filter((t) => t.frame <= frame));
    while ((this.collisionFrames.at(-1) ?? -1) > frame) this.collisionFrames.pop();
    // The frame looks as it did when it was first reached: its collisions come back from the ledger.
    this.lastEvents = this.rows.map((rows) => rows.filter((row) => row.frame === frame));
  }

  protected rewind(): void {
    for (const world of this.worldList) world.reset();
    this.rows = this.worldList.map(() => []);
    this.history = this.worldList.map((w) => [totalsOf(w)]);
    this.lastEvents = this.worldList.map(() => []);
    this.collisionFrames = [];
  }
}
