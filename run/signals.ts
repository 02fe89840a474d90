// How a player tells the page about itself: the two kinds of listeners (views re-select on changes,
// the canvas redraws on frames) and the frozen snapshot every view reads at one announcement. The
// player says what the snapshot holds and when it changes; this part only keeps the listeners.
import type { Speed } from './speeds';

/**
 * What a player shows, captured when it announces a change and never changed after: every view that
 * re-renders for that change reads the same frame from it, even when React renders them in slices
 * between animation frames while the player moves on (components/widget/useRun).
 */
export interface Snapshot<V = unknown> {
  /** Which announcement this is (the player's version when it was captured). */
  readonly version: number;
  readonly frame: number;
  readonly playing: boolean;
  readonly speed: Speed;
  /** Set when the last jump found no marked frame that way (for a message); any other move clears it. */
  readonly missed: 'next' | 'previous' | null;
  /** How many frames the last seekNext looked at (the limit, or fewer at an end). */
  readonly lookedAhead: number;
  /** Whether that look-ahead stopped at the end of what the source can show (a recording's last frame). */
  readonly lookedToEnd: boolean;
  readonly canStepBack: boolean;
  readonly canStepForward: boolean;
  readonly earliestFrame: number;
  /** The furthest frame of the run the player can go to (a scrubber's end). */
  readonly lastFrame: number;
  /** Whether playing falls behind real time, and at what share of the chosen speed (pace.ts). */
  readonly behind: boolean;
  readonly rate: number;
  /** What the source shows beside the cursor (a live run: selectors.ts). */
  readonly view: V;
}

export class Signals<V> {
  private listeners = new Set<() => void>();
  private frameListeners = new Set<() => void>();
  private revision = 0;
  private calmChange = false;
  private captured: Snapshot<V> | undefined;
  /** When the last change was announced, and how many ticks ago (the views' rate, Player.tick). */
  lastNotified = 0;
  ticksSinceNotified = 0;

  /** The time source of the step budget and the views' rate; tests give their own. */
  now: () => number = () => performance.now();

  constructor(private readonly capture: (version: number) => Snapshot<V>) {}

  /** Changes views should re-select for (UI state, a step, a reset). */
  version = (): number => this.revision;

  snapshot = (): Snapshot<V> => {
    if (this.captured?.version !== this.revision) this.captured = this.capture(this.revision);
    return this.captured;
  };

  /**
   * True while listeners hear of a change that only moves the readouts of a playing player: React may
   * render it between animation frames (a transition) instead of before the next one. Commands, and
   * the player stopping or changing pace, are not calm.
   */
  get calm(): boolean {
    return this.calmChange;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onFrame = (listener: () => void): (() => void) => {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  };

  moved(): void {
    this.drawn();
    this.changed();
  }

  drawn(): void {
    for (const listener of this.frameListeners) listener();
  }

  changed(calm = false): void {
    this.revision += 1;
    this.captured = this.capture(this.revision); // now, before the player moves on: what every listener reads
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
