// A player: play and pause, a speed, wall-clock ticks turned into frames, steps, jumps and seeks, over
// any source that says what one frame forward, one frame back and a frame to go to mean (a live run,
// a recording). It owns no frames itself; it only decides when to move the source, and announces
// each change as a frozen Snapshot (signals.ts) that every view reads. While playing, the steps of one
// tick keep to a time budget (pace.ts): a computer that cannot keep up sees the run slow down, never
// the frames come later and later.
import { FRAMES_PER_SECOND } from '@/physics';
import { Pace, STEP_BUDGET_MS } from './pace';
import { Signals, type Snapshot } from './signals';
import type { Speed } from './speeds';

/** What a player moves: a cursor over frames, and what a snapshot shows of it beside the cursor. */
export interface PlayerSource<V> {
  readonly frame: number;
  readonly canStepBack: boolean;
  /** False where there is nothing further to show (the end of a recording). */
  readonly canStepForward: boolean;
  /** The earliest frame goTo reaches, exactly. */
  readonly earliestFrame: number;
  /** The furthest frame goTo reaches (a scrubber's end). */
  readonly lastFrame: number;
  /** One frame forward; calls `stop` to stop playing (a collision to pause at, the end). */
  advance(stop: () => void): void;
  /** One frame back; only called when canStepBack. */
  retreat(): void;
  /** Back to frame 0. */
  rewind(): void;
  /** To a frame within reach (the player checked it). */
  travel(frame: number): void;
  /** True when the frame on screen is marked (for a run: it has collisions). */
  atMark(): boolean;
  /** The latest marked frame before this one, if known. */
  previousMark(): number | undefined;
  /** What a snapshot shows beside the cursor, captured at an announcement. */
  capture(): V;
  /** Called as play is pressed: true when the source moved (a recording at its end starts over). */
  startOver?(): boolean;
}

/** One frame of the chapter's frame rate (60 frames a second). */
const FRAME_MS = 1000 / FRAMES_PER_SECOND;
/** After a long pause of the browser (a hidden tab), do not try to catch up. */
const MAX_STEPS_PER_TICK = 8;
/**
 * A jump to the next mark looks this many frames ahead at most; finding none, it says so and goes back
 * to where it was, exactly (a run keeps every frame it reached, so coming back costs nothing).
 */
export const SEEK_LIMIT = 600;
/**
 * While playing, views re-read at most this often (under 4 times a second); the canvas still draws
 * every frame. A readout's render, layout and paint cost several canvas frames at a 4× CPU throttle
 * (bench/results.md, issue 25), and numbers changing faster than this cannot be read.
 */
const READOUT_INTERVAL_MS = 250;
/**
 * ...and at most once in this many ticks (animation frames): on a computer that paints fewer frames
 * the readouts follow less often, about a seventh of its frames instead of a third.
 */
const READOUT_TICKS = 7;

export class Player<V = undefined> {
  /** The listeners and the frozen snapshot they read. */
  readonly signals: Signals<V>;
  /** Whether playing keeps up with real time (for a note to the reader). */
  readonly pace = new Pace();
  private pending = 0;
  // Every field below changes only through a command that announces it (play, setSpeed, step, …).
  private isPlaying = false;
  private missedWay: 'next' | 'previous' | null = null;
  private lookedAheadFrames = 0;
  private lookedAheadToEnd = false;
  private currentSpeed: Speed = 1;

  constructor(readonly source: PlayerSource<V>) {
    this.signals = new Signals((version) =>
      Object.freeze({
        version,
        frame: source.frame,
        playing: this.isPlaying,
        speed: this.currentSpeed,
        missed: this.missedWay,
        lookedAhead: this.lookedAheadFrames,
        lookedToEnd: this.lookedAheadToEnd,
        canStepBack: source.canStepBack,
        canStepForward: source.canStepForward,
        earliestFrame: source.earliestFrame,
        lastFrame: source.lastFrame,
        behind: this.pace.behind,
        rate: this.pace.rate,
        view: source.capture(),
      }),
    );
  }

  /** What the player showed at its last announcement, the same frozen object until the next one. */
  snapshot = (): Snapshot<V> => this.signals.snapshot();
  subscribe = (listener: () => void): (() => void) => this.signals.subscribe(listener);
  /** Called after every frame change, for drawing. */
  onFrame = (listener: () => void): (() => void) => this.signals.onFrame(listener);

  /** A new number at each announcement (snapshot().version). */
  version = (): number => this.signals.version();
  /** Whether the announcement being heard only moves a playing player's readouts (Signals.calm). */
  get calm(): boolean {
    return this.signals.calm;
  }
  /** The time source of the step budget and the views' rate; tests give their own. */
  get now(): () => number {
    return this.signals.now;
  }
  set now(now: () => number) {
    this.signals.now = now;
  }

  // Live reads, for commands and the canvas; a view renders from snapshot() instead.
  get frame(): number {
    return this.source.frame;
  }
  get playing(): boolean {
    return this.isPlaying;
  }
  get speed(): Speed {
    return this.currentSpeed;
  }

  /** Stops playing from inside a frame step or an owner's command; the command announces it. */
  readonly stop = (): void => {
    this.isPlaying = false;
  };

  /** Announces a change made by the source's owner (an edit, a new run): drawn and re-read. */
  moved(): void {
    this.signals.moved();
  }

  /** Announces a change of what the snapshot shows beside the frame (a setting of the source). */
  changed(): void {
    this.signals.changed();
  }

  play(): void {
    if (this.source.startOver?.()) this.signals.drawn();
    this.isPlaying = true;
    this.missedWay = null;
    this.pending = 0;
    this.pace.restart();
    this.signals.changed();
  }

  pause(): void {
    this.isPlaying = false;
    this.signals.changed();
  }

  toggle(): void {
    if (this.isPlaying) this.pause();
    else this.play();
  }

  setSpeed(speed: Speed): void {
    this.currentSpeed = speed;
    this.pace.restart();
    this.signals.changed();
  }

  /** One frame forward. A step is a deliberate look at one frame, so it also stops playing. */
  step(): void {
    this.isPlaying = false;
    this.missedWay = null;
    this.source.advance(this.stop);
    this.signals.moved();
  }

  /** One frame back, exactly; false (and nothing moves) at the start of history. */
  stepBack(): boolean {
    if (!this.source.canStepBack) return false;
    this.isPlaying = false;
    this.missedWay = null;
    this.source.retreat();
    this.signals.moved();
    return true;
  }

  /**
   * Forward to the next marked frame, frame by frame (a jump is the same frames as stepping). Looks at
   * most `limit` frames ahead; when none of them is marked it returns false, says so (`missed`) and
   * steps back to the frame it started from, exactly: a reader is never stranded past the last mark.
   * It looks no further than the end (of a recording). A source that jumps by itself on the way
   * (source 004's restart) stops where it jumped to: that is the frame the reader should see next.
   */
  seekNext(limit = SEEK_LIMIT): boolean {
    const source = this.source;
    this.isPlaying = false;
    const from = source.frame;
    let taken = 0;
    let found = false;
    while (taken < limit && source.canStepForward && !found) {
      source.advance(this.stop);
      taken += 1;
      if (source.frame !== from + taken) break; // it started over: that is where the reader looks now
      found = source.atMark();
    }
    const jumped = !found && source.frame !== from + taken;
    this.lookedAheadFrames = taken;
    this.lookedAheadToEnd = !found && !jumped && !source.canStepForward;
    if (!found && !jumped) while (source.frame > from && source.canStepBack) source.retreat();
    this.missedWay = found || jumped ? null : 'next';
    this.signals.moved();
    return found;
  }

  /** Back to the latest earlier marked frame, exactly; false (nothing moves) when none is in reach. */
  seekPrevious(): boolean {
    const target = this.source.previousMark();
    if (target !== undefined && this.backTo(target)) return true;
    this.missedWay = 'previous';
    this.signals.changed();
    return false;
  }

  /** Back to an earlier frame, exactly; false (nothing moves) when out of reach. */
  backTo(frame: number): boolean {
    return frame < this.source.frame && this.goTo(frame);
  }

  /** To any frame from earliestFrame to lastFrame, exactly; false (nothing moves) out of reach. */
  goTo(frame: number): boolean {
    const source = this.source;
    if (!Number.isInteger(frame) || frame === source.frame) return false;
    if (frame < source.earliestFrame || frame > source.lastFrame) return false;
    this.isPlaying = false;
    this.missedWay = null;
    source.travel(frame);
    this.signals.moved();
    return true;
  }

  reset(): void {
    this.isPlaying = false;
    this.missedWay = null;
    this.source.rewind();
    this.signals.moved();
  }

  /** `frames` frames forward at once, announced once (the browser tests' long runs); stops early where
   *  a frame stops playing (a collision to pause at). */
  fastForward(frames: number): void {
    let stopped = false;
    const stop = () => {
      stopped = true;
      this.isPlaying = false;
    };
    for (let i = 0; i < frames && !stopped; i++) this.source.advance(stop);
    this.signals.moved();
  }

  /**
   * Advance by wall-clock time while playing; called from requestAnimationFrame. When the steps due
   * take longer than STEP_BUDGET_MS, the rest of them are dropped (the run plays slower than real
   * time, and the pace says so) rather than carried into the next tick, which would then be later
   * still. A tick with a frame due always takes one step, so even a slow computer moves on.
   */
  tick(elapsedMs: number): void {
    if (!this.isPlaying) return;
    const signals = this.signals;
    // requestAnimationFrame's first timestamp can be earlier than the moment play was pressed
    const elapsed = Math.max(0, Math.min(elapsedMs, FRAME_MS * MAX_STEPS_PER_TICK));
    const due = (elapsed / FRAME_MS) * this.currentSpeed;
    this.pending += due;
    const steps = Math.floor(this.pending);
    this.pending -= steps;
    const start = signals.now();
    let done = 0;
    while (done < steps && this.isPlaying) {
      if (done > 0 && signals.now() - start >= STEP_BUDGET_MS) {
        this.pending = 0; // the backlog is dropped, not caught up
        break;
      }
      this.source.advance(this.stop);
      done += 1;
    }
    const paceChanged = this.isPlaying && this.pace.record(elapsed, due, done);
    signals.ticksSinceNotified += 1;
    if (done === 0 && !paceChanged) return;
    if (done > 0) signals.drawn();
    // Views follow at a calmer rate than the canvas, except when the player stopped itself.
    const readoutDue =
      signals.now() - signals.lastNotified >= READOUT_INTERVAL_MS &&
      signals.ticksSinceNotified >= READOUT_TICKS;
    if (paceChanged || !this.isPlaying) signals.changed();
    else if (readoutDue) signals.changed(true);
  }
}
