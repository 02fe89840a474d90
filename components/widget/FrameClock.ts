// What every clock of the site shares: play and pause, a speed, wall-clock ticks turned into frames
// (its listeners and the state they read are ClockSignals').
// Subclasses (SimulationClock, MistakeClock) say what one frame forward, one frame back and a reset
// mean for what they show, and which frames are marked (a simulation marks its collisions); the
// commands themselves, jumps between marks included, and when they stop playing, are decided here.
// While playing, the steps of one tick keep to a time budget (see Pace): a computer that cannot keep
// up sees the simulation slow down, never the frames come later and later.

import type { Speed } from '@/components/speeds';
import { FRAMES_PER_SECOND } from '@/physics';
import { ClockSignals, type ClockState } from './ClockSignals';
import { Pace, STEP_BUDGET_MS } from './Pace';

export type { ClockState };

/** One frame of the chapter's frame rate (60 frames a second). */
const FRAME_MS = 1000 / FRAMES_PER_SECOND;
/** After a long pause of the browser (a hidden tab), do not try to catch up. */
const MAX_STEPS_PER_TICK = 8;
/**
 * A jump to the next mark looks this many frames ahead at most; finding none, it says so and goes back
 * to where it was, exactly (a simulation keeps that many frames of history more than step back
 * promises, so the look-ahead never costs a frame step back could reach: SimulationClock).
 */
export const SEEK_LIMIT = 600;
/**
 * While playing, React re-reads the readouts at most this often (under 4 times a second); the canvas
 * still draws every frame. A readout's render, layout and paint cost several canvas frames at a 4×
 * CPU throttle (bench/results.md, issue 25), and numbers changing faster than this cannot be read.
 */
const READOUT_INTERVAL_MS = 250;
/**
 * ...and at most once in this many ticks (animation frames). At 60 frames a second the 250 ms decide
 * alone (7 frames are 117 ms); on a computer that paints fewer frames the readouts follow less
 * often, so they keep to about a seventh of its frames instead of taking a third of them
 * (bench/results.md: a readout costs React, layout and paint, several canvas frames' worth).
 */
const READOUT_TICKS = 7;

export abstract class FrameClock extends ClockSignals {
  private pending = 0;
  // Every field below changes only through a method that announces it (play, setSpeed, step, …).
  private isPlaying = false;
  private missedWay: 'next' | 'previous' | null = null;
  private lookedAheadFrames = 0;
  private lookedAheadToEnd = false;
  private currentSpeed: Speed = 1;

  get playing(): boolean {
    return this.isPlaying;
  }
  /** Set when the last jump found no marked frame that way (for a message); any other move clears it. */
  get missed(): 'next' | 'previous' | null {
    return this.missedWay;
  }
  /** How many frames the last seekNext looked at (for that message: the limit, or fewer at an end). */
  get lookedAhead(): number {
    return this.lookedAheadFrames;
  }
  /** Whether that look-ahead stopped at the end of what the clock can show (a recording's last frame). */
  get lookedToEnd(): boolean {
    return this.lookedAheadToEnd;
  }
  /** Frames per frame of wall-clock time. */
  get speed(): Speed {
    return this.currentSpeed;
  }
  /** Whether playing keeps up with real time (for a note to the reader). */
  readonly pace = new Pace();
  abstract readonly frame: number;
  abstract readonly canStepBack: boolean;

  /** The earliest frame step back can still reach, exactly. */
  get earliestFrame(): number {
    return this.canStepBack ? 0 : this.frame;
  }

  /** Whether a look-ahead of seekNext can still be undone one frame: canStepBack unless the clock keeps more. */
  protected get canUndoLookAhead(): boolean {
    return this.canStepBack;
  }

  /** Called as a look-ahead begins, then before each further frame: false stops it (see SimulationClock). */
  protected startLookAhead(): void {}
  protected canLookFurther(_taken: number): boolean {
    return true;
  }

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

  /** True when the frame on screen is marked (for a simulation: it has collisions). None by default. */
  protected atMark(): boolean {
    return false;
  }

  /** The latest marked frame before this one, if the clock knows of one. None by default. */
  protected previousMark(): number | undefined {
    return undefined;
  }

  protected capture(version: number): ClockState {
    return Object.freeze({
      version,
      frame: this.frame,
      playing: this.isPlaying,
      speed: this.currentSpeed,
      missed: this.missedWay,
      lookedAhead: this.lookedAheadFrames,
      lookedToEnd: this.lookedAheadToEnd,
      canStepBack: this.canStepBack,
      canStepForward: this.canStepForward,
      earliestFrame: this.earliestFrame,
      lastFrame: this.lastFrame,
    });
  }

  /** Stops playing from inside a frame step (a collision to pause at, the end); the command or tick
   *  that took the step announces it. */
  protected stopPlaying(): void {
    this.isPlaying = false;
  }

  play(): void {
    this.isPlaying = true;
    this.missedWay = null;
    this.pending = 0;
    this.pace.restart();
    this.changed();
  }

  pause(): void {
    this.isPlaying = false;
    this.changed();
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  setSpeed(speed: Speed): void {
    this.currentSpeed = speed;
    this.pace.restart();
    this.changed();
  }

  /** One frame forward. A step is a deliberate look at one frame, so it also stops playing. */
  step(): void {
    this.isPlaying = false;
    this.missedWay = null;
    this.advance();
    this.moved();
  }

  /** One frame back, exactly; false (and nothing moves) at the start of history. */
  stepBack(): boolean {
    if (!this.canStepBack) return false;
    this.isPlaying = false;
    this.missedWay = null;
    this.retreat();
    this.moved();
    return true;
  }

  /**
   * Forward to the next marked frame, frame by frame (a jump is the same frames as stepping). Looks at
   * most `limit` frames ahead; when none of them is marked it returns false, says so (`missed`) and
   * steps back to the frame it started from, exactly: a reader is never stranded past the last mark.
   * It also looks no further than the end (of a recording) or than it could come back from. A clock that jumps by itself on the way
   * (source 004's restart) stops where it jumped to: that is the frame the reader should see next.
   */
  seekNext(limit = SEEK_LIMIT): boolean {
    this.isPlaying = false;
    const from = this.frame;
    let taken = 0;
    let found = false;
    this.startLookAhead();
    while (taken < limit && this.canStepForward && !found && this.canLookFurther(taken)) {
      this.advance();
      taken += 1;
      if (this.frame !== from + taken) break; // it started over: that is where the reader looks now
      found = this.atMark();
    }
    const jumped = !found && this.frame !== from + taken;
    this.lookedAheadFrames = taken;
    this.lookedAheadToEnd = !found && !jumped && !this.canStepForward;
    if (!found && !jumped) while (this.frame > from && this.canUndoLookAhead) this.retreat();
    this.missedWay = found || jumped ? null : 'next';
    this.moved();
    return found;
  }

  /** Back to the latest earlier marked frame, exactly; false (nothing moves) when none is in reach. */
  seekPrevious(): boolean {
    const target = this.previousMark();
    if (target !== undefined && this.backTo(target)) return true;
    this.missedWay = 'previous';
    this.changed();
    return false;
  }

  /** Back to an earlier frame, exactly; false (nothing moves) when out of reach. */
  backTo(frame: number): boolean {
    return frame < this.frame && this.goTo(frame);
  }

  /** To any frame from earliestFrame to lastFrame, exactly; false (nothing moves) out of reach. */
  goTo(frame: number): boolean {
    if (!Number.isInteger(frame) || frame === this.frame) return false;
    if (frame < this.earliestFrame || frame > this.lastFrame) return false;
    this.isPlaying = false;
    this.missedWay = null;
    this.travel(frame);
    this.moved();
    return true;
  }

  /** The furthest frame goTo reaches: the one on screen unless the clock keeps a run (SimulationClock). */
  get lastFrame(): number {
    return this.frame;
  }

  /** To a frame within reach, without notifying: frame by frame unless the clock knows a quicker way. */
  protected travel(frame: number): void {
    while (this.frame > frame && this.canStepBack) this.retreat();
    while (this.frame < frame && this.canStepForward) this.advance();
  }

  reset(): void {
    this.isPlaying = false;
    this.missedWay = null;
    this.rewind();
    this.moved();
  }

  /**
   * Advance by wall-clock time while playing; called from requestAnimationFrame. When the steps due
   * take longer than STEP_BUDGET_MS, the rest of them are dropped (the simulation runs slower than
   * real time, and the pace says so) rather than carried into the next tick, which would then be later
   * still. A tick with a frame due always takes one step, so even a slow computer moves on.
   */
  tick(elapsedMs: number): void {
    if (!this.playing) return;
    // requestAnimationFrame's first timestamp can be earlier than the moment play was pressed
    const elapsed = Math.max(0, Math.min(elapsedMs, FRAME_MS * MAX_STEPS_PER_TICK));
    const due = (elapsed / FRAME_MS) * this.speed;
    this.pending += due;
    const steps = Math.floor(this.pending);
    this.pending -= steps;
    const start = this.now();
    let done = 0;
    while (done < steps && this.playing) {
      if (done > 0 && this.now() - start >= STEP_BUDGET_MS) {
        this.pending = 0; // the backlog is dropped, not caught up
        break;
      }
      this.advance();
      done += 1;
    }
    const paceChanged = this.playing && this.pace.record(elapsed, due, done);
    this.ticksSinceNotified += 1;
    if (done === 0 && !paceChanged) return;
    if (done > 0) this.drawn();
    // Readouts follow at a calmer rate than the canvas, except when the clock stopped itself.
    const readoutDue =
      this.now() - this.lastNotified >= READOUT_INTERVAL_MS && this.ticksSinceNotified >= READOUT_TICKS;
    if (paceChanged || !this.playing) this.changed();
    else if (readoutDue) this.changed(true);
  }
}
