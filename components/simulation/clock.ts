// One clock for one or more worlds (a figure, or the panels of a comparison): play, pause, step
// forward, step back and reset act on every world together, so they always show the same frame.
// Plain TypeScript: React reads it through subscribe/version, the canvas through onFrame.
import type { CollisionEvent, World, WorldOptions } from '@/physics';
import { createWorld, kineticEnergy, momentum } from '@/physics';

export const SPEEDS = [0.25, 0.5, 1, 2] as const;
export type Speed = (typeof SPEEDS)[number];

/** The chapter's frame rate: one step() is one frame of a 60 fps animation. */
const FRAME_MS = 1000 / 60;
/** After a long pause of the browser (a hidden tab), do not try to catch up. */
const MAX_STEPS_PER_TICK = 8;
/** While playing, React re-reads the readouts at most this often; the canvas still draws every frame. */
const READOUT_INTERVAL_MS = 120;
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

export function totalsOf(world: World): Totals {
  const balls = world.balls();
  const p = momentum(balls);
  return { frame: world.frame, momentumX: p.x, momentumY: p.y, kineticEnergy: kineticEnergy(balls) };
}

export class SimulationClock {
  private worldList: World[];
  private rows: LedgerRow[][];
  private lastEvents: CollisionEvent[][];
  private history: Totals[][];
  private listeners = new Set<() => void>();
  private frameListeners = new Set<() => void>();
  private pending = 0;
  private lastNotified = 0;
  private revision = 0;

  playing = false;
  speed: Speed = 1;
  pauseAtCollisions = false;

  constructor(options: WorldOptions[]) {
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

  /** Collisions of the frame on screen, per world (empty after a step back or reset). */
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

  /** Changes React should re-render for (UI state, a step, a reset). */
  version = (): number => this.revision;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after every frame change, for drawing. */
  onFrame(listener: () => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  play(): void {
    this.playing = true;
    this.pending = 0;
    this.changed();
  }

  pause(): void {
    this.playing = false;
    this.changed();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
    this.changed();
  }

  setPauseAtCollisions(on: boolean): void {
    this.pauseAtCollisions = on;
    this.changed();
  }

  /** One frame forward for every world. Returns true when any world had a collision. */
  step(): boolean {
    const collided = this.advance();
    this.drawn();
    this.changed();
    return collided;
  }

  /** Many frames at once without drawing or re-rendering in between (skipping ahead, and the
   *  browser tests' ten-minute runs). Stops early when a collision pauses the clock. */
  fastForward(frames: number): void {
    for (let i = 0; i < frames; i++) {
      if (this.advance() && this.pauseAtCollisions) break;
    }
    this.drawn();
    this.changed();
  }

  /** One frame back for every world, exactly; false (and nothing moves) at the start of history. */
  stepBack(): boolean {
    if (!this.canStepBack) return false;
    this.playing = false;
    for (const world of this.worldList) world.stepBack();
    const frame = this.frame;
    this.rows = this.rows.map((rows) => rows.filter((row) => row.frame <= frame));
    this.history = this.history.map((totals) => totals.filter((t) => t.frame <= frame));
    this.lastEvents = this.lastEvents.map(() => []);
    this.drawn();
    this.changed();
    return true;
  }

  reset(): void {
    this.playing = false;
    for (const world of this.worldList) world.reset();
    this.rows = this.worldList.map(() => []);
    this.history = this.worldList.map((w) => [totalsOf(w)]);
    this.lastEvents = this.worldList.map(() => []);
    this.drawn();
    this.changed();
  }

  /** Replace the worlds (new balls or options) and start again from frame 0. */
  replace(options: WorldOptions[]): void {
    this.worldList = options.map((o) => createWorld(o));
    this.reset();
  }

  /** Advance by wall-clock time while playing; called from requestAnimationFrame. */
  tick(elapsedMs: number): void {
    if (!this.playing) return;
    this.pending += (Math.min(elapsedMs, FRAME_MS * MAX_STEPS_PER_TICK) / FRAME_MS) * this.speed;
    let steps = Math.floor(this.pending);
    if (steps === 0) return;
    this.pending -= steps;
    while (steps-- > 0 && this.playing) this.advance();
    this.drawn();
    // Readouts follow at a calmer rate than the canvas, except when a collision paused the clock.
    if (!this.playing || performance.now() - this.lastNotified >= READOUT_INTERVAL_MS) this.changed();
  }

  private advance(): boolean {
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
    if (collided && this.pauseAtCollisions) this.playing = false;
    return collided;
  }

  private drawn(): void {
    for (const listener of this.frameListeners) listener();
  }

  private changed(): void {
    this.revision += 1;
    this.lastNotified = performance.now();
    for (const listener of this.listeners) listener();
  }
}
