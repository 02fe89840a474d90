// What every clock of the site shares: play and pause, a speed, wall-clock ticks turned into frames,
// and the two kinds of listeners (React re-renders on changes, the canvas redraws on frames).
// Subclasses (SimulationClock, MistakeClock) say what one frame forward, one frame back and a reset
// mean for what they show; the commands themselves, and when they stop playing, are decided here.

export const SPEEDS = [0.25, 0.5, 1, 2] as const;
export type Speed = (typeof SPEEDS)[number];

/** The chapter's frame rate: one frame of a 60 fps animation. */
const FRAME_MS = 1000 / 60;
/** After a long pause of the browser (a hidden tab), do not try to catch up. */
const MAX_STEPS_PER_TICK = 8;
/** While playing, React re-reads the readouts at most this often; the canvas still draws every frame. */
const READOUT_INTERVAL_MS = 120;

export abstract class FrameClock {
  private listeners = new Set<() => void>();
  private frameListeners = new Set<() => void>();
  private pending = 0;
  private lastNotified = 0;
  private revision = 0;

  playing = false;
  /** Frames per frame of wall-clock time. */
  speed: Speed = 1;

  abstract readonly frame: number;
  abstract readonly canStepBack: boolean;

  /** False where there is nothing further to show (the end of a recording). */
  get canStepForward(): boolean {
    return true;
  }

  /** One frame forward, without notifying; may stop playing (a collision to pause at, the end). */
  protected abstract advance(): void;
  /** One frame back, without notifying; only called when canStepBack. */
  protected abstract retreat(): void;
  /** Back to frame 0, without notifying. */
  protected abstract rewind(): void;

  /** Changes React should re-render for (UI state, a step, a reset). */
  version = (): number => this.revision;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after every frame change, for drawing. */
  onFrame = (listener: () => void): (() => void) => {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  };

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

  /** One frame forward. A step is a deliberate look at one frame, so it also stops playing. */
  step(): void {
    this.playing = false;
    this.advance();
    this.moved();
  }

  /** One frame back, exactly; false (and nothing moves) at the start of history. */
  stepBack(): boolean {
    if (!this.canStepBack) return false;
    this.playing = false;
    this.retreat();
    this.moved();
    return true;
  }

  reset(): void {
    this.playing = false;
    this.rewind();
    this.moved();
  }

  /** Advance by wall-clock time while playing; called from requestAnimationFrame. */
  tick(elapsedMs: number): void {
    if (!this.playing) return;
    // requestAnimationFrame's first timestamp can be earlier than the moment play was pressed
    const elapsed = Math.max(0, Math.min(elapsedMs, FRAME_MS * MAX_STEPS_PER_TICK));
    this.pending += (elapsed / FRAME_MS) * this.speed;
    let steps = Math.floor(this.pending);
    if (steps === 0) return;
    this.pending -= steps;
    while (steps-- > 0 && this.playing) this.advance();
    this.drawn();
    // Readouts follow at a calmer rate than the canvas, except when the clock stopped itself.
    if (!this.playing || performance.now() - this.lastNotified >= READOUT_INTERVAL_MS) this.changed();
  }

  protected moved(): void {
    this.drawn();
    this.changed();
  }

  protected drawn(): void {
    for (const listener of this.frameListeners) listener();
  }

  protected changed(): void {
    this.revision += 1;
    this.lastNotified = performance.now();
    for (const listener of this.listeners) listener();
  }
}
