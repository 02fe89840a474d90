// How a clock tells the page about itself: the two kinds of listeners (React re-renders on changes,
// the canvas redraws on frames) and the frozen state every panel reads at one announcement. FrameClock
// says what the state holds and when it changes; this part only keeps the listeners and the state.

import type { Speed } from '@/components/speeds';

/**
 * What a clock shows, captured when it announces a change and never changed after: every panel that
 * re-renders for that change reads the same frame from it, even when React renders them in slices
 * between animation frames while the clock moves on (see useClock).
 */
export interface ClockState {
  /** Which announcement this is (the clock's version when it was captured). */
  readonly version: number;
  readonly frame: number;
  readonly playing: boolean;
  readonly speed: Speed;
  readonly missed: 'next' | 'previous' | null;
  readonly lookedAhead: number;
  readonly lookedToEnd: boolean;
  readonly canStepBack: boolean;
  readonly canStepForward: boolean;
  readonly earliestFrame: number;
  /** The furthest frame of the run the clock can go to (a scrubber's end). */
  readonly lastFrame: number;
}

export abstract class ClockSignals {
  private listeners = new Set<() => void>();
  private frameListeners = new Set<() => void>();
  private revision = 0;
  private calmChange = false;
  private captured: ClockState | undefined;
  /** When the last change was announced, and how many ticks ago (the readouts' rate, FrameClock.tick). */
  protected lastNotified = 0;
  protected ticksSinceNotified = 0;

  /** The time source of the step budget and the readouts' rate; tests give their own. */
  now: () => number = () => performance.now();

  /** Every field of the state as it is now (called when a change is announced). */
  protected abstract capture(version: number): ClockState;

  /** Changes React should re-render for (UI state, a step, a reset). */
  version = (): number => this.revision;

  /** What the clock showed at its last announcement, the same object until the next one (ClockState). */
  state = (): ClockState => {
    if (this.captured?.version !== this.revision) this.captured = this.capture(this.revision);
    return this.captured;
  };

  /**
   * True while listeners hear of a change that only moves the readouts of a playing clock: React may
   * render it between animation frames (a transition) instead of before the next one. Commands, and
   * the clock stopping or changing pace, are not calm.
   */
  get calm(): boolean {
    return this.calmChange;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after every frame change, for drawing. */
  onFrame = (listener: () => void): (() => void) => {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  };

  protected moved(): void {
    this.drawn();
    this.changed();
  }

  protected drawn(): void {
    for (const listener of this.frameListeners) listener();
  }

  protected changed(calm = false): void {
    this.revision += 1;
    this.captured = this.capture(this.revision); // now, before the clock moves on: what every listener will read
    this.lastNotified = this.now();
    this.ticksSinceNotified = 0;
    this.calmChange = calm;
    try {
      for (const listener of this.listeners) listener();
    } finally {
      this.calmChange = false;
    }
  }
}
