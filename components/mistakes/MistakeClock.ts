// One clock for the two sides of a mistake demo. SimulationClock drives worlds of the site's physics
// only; here one side runs broken code, so both sides are recorded frame by frame and the clock just
// moves a frame index: play, step, step back and reset always show both sides at the same frame.
import { type MistakeCase, type MistakeName, mistakeCase, type Row, type Verdict } from './cases';
import { type FrameRecord, Track } from './recording';

const FRAME_MS = 1000 / 60;
const MAX_STEPS_PER_TICK = 8;
const READOUT_INTERVAL_MS = 120;

export class MistakeClock {
  readonly sides: readonly [Track, Track];
  readonly width: number;
  readonly height: number;
  readonly limit: number;
  readonly rows: readonly Row[];
  readonly verdict: Verdict;
  frame = 0;
  playing = false;
  private pending = 0;
  private revision = 0;
  private lastNotified = 0;
  private listeners = new Set<() => void>();
  private frameListeners = new Set<() => void>();

  constructor(setup: MistakeCase) {
    this.width = setup.width;
    this.height = setup.height;
    this.limit = setup.frames;
    this.rows = setup.rows;
    this.verdict = setup.verdict;
    this.sides = [
      new Track(setup.broken, setup.width, setup.height),
      new Track(setup.fixed, setup.width, setup.height),
    ];
  }

  static of(name: MistakeName, seed?: number): MistakeClock {
    return new MistakeClock(mistakeCase(name, seed));
  }

  record(side: 0 | 1): FrameRecord {
    return this.sides[side].record(this.frame);
  }

  get atEnd(): boolean {
    return this.frame >= this.limit;
  }

  version = (): number => this.revision;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onFrame(listener: () => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  play(): void {
    if (this.atEnd) this.frame = 0; // playing again from the end starts over
    this.playing = true;
    this.pending = 0;
    this.moved();
  }

  pause(): void {
    this.playing = false;
    this.moved();
  }

  step(): void {
    this.playing = false;
    this.goTo(this.frame + 1);
  }

  stepBack(): void {
    this.playing = false;
    this.goTo(this.frame - 1);
  }

  reset(): void {
    this.playing = false;
    this.goTo(0);
  }

  /** Advance by wall-clock time while playing; called from requestAnimationFrame. */
  tick(elapsedMs: number): void {
    if (!this.playing) return;
    // requestAnimationFrame's first timestamp can be earlier than the moment play was pressed
    this.pending += Math.max(0, Math.min(elapsedMs, FRAME_MS * MAX_STEPS_PER_TICK)) / FRAME_MS;
    const steps = Math.floor(this.pending);
    if (steps === 0) return;
    this.pending -= steps;
    this.frame = Math.min(this.limit, this.frame + steps);
    if (this.atEnd) this.playing = false;
    this.drawn();
    if (!this.playing || performance.now() - this.lastNotified >= READOUT_INTERVAL_MS) this.changed();
  }

  private goTo(frame: number): void {
    this.frame = Math.max(0, Math.min(this.limit, frame));
    this.moved();
  }

  private moved(): void {
    this.drawn();
    this.changed();
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
