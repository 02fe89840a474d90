// One clock for one or more worlds (a figure, or the panels of a comparison): play, pause, step
// forward, step back, jumps and reset act on every world together, so they always show the same frame.
// Each world runs on a timeline (physics/timeline.ts), so every frame of the run stays reachable, and a
// record of the run (runRecord.ts) keeps its collisions and totals. Plain TypeScript on FrameClock:
// React reads it through subscribe/state, the canvas through onFrame.

import type { SetupEdit } from '@/components/setupEdit';
import { FrameClock } from '@/components/widget/FrameClock';
import type { Ball, CollisionEvent, StepReport, World, WorldOptions } from '@/physics';
import { allStopped, createWorld, type FrameStart, frameStart, Timeline } from '@/physics';
import type { CutShortFrame, LedgerRow, Totals } from './runRecord';
import { collisionCount, countUpTo, framesUpTo, RunRecord } from './runRecord';
import { SetupEdits } from './setupEdits';

export { type CutShortFrame, type LedgerRow, type Totals, totalsOf } from './runRecord';

/** Frames the chart shows: the last thousand and the one on screen. */
export const HISTORY_FRAMES = 1001;

/** Worlds up to this many balls keep the balls of their last collision frame (the momenta diagram). */
export const SNAPSHOT_BALLS = 12;

/** Every ball at the end of a frame that had collisions, and that frame's collisions. */
export interface CollisionSnapshot {
  frame: number;
  balls: Ball[];
  collisions: readonly CollisionEvent[];
}

export class SimulationClock extends FrameClock {
  private timelines: Timeline[] = [];
  private records: RunRecord[] = [];
  /** Frames (ascending) where any world had a collision, over the whole run recorded. */
  private collisionFrames: number[] = [];
  private snapshots: (CollisionSnapshot | undefined)[] = [];
  /** The set-up changes made while paused, and their undo (setupEdits.ts). */
  readonly edits: SetupEdits;

  private pausing = false;
  private restartSpeed: number | null = null;
  private restartCount = 0;

  constructor(options: WorldOptions[]) {
    super();
    this.edits = new SetupEdits(options);
    this.build(options, []);
  }

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

  get worlds(): readonly World[] {
    return this.timelines.map((t) => t.world);
  }

  get frame(): number {
    return this.timelines[0]?.frame ?? 0;
  }

  get canStepBack(): boolean {
    return this.frame > 0;
  }

  /** Every frame the run has reached stays reachable. */
  override get earliestFrame(): number {
    return 0;
  }

  override get lastFrame(): number {
    return Math.min(...this.records.map((r) => r.end));
  }

  /** Collisions of the frame on screen, per world. */
  collisions(index = 0): readonly CollisionEvent[] {
    return this.records[index]?.at(this.frame) ?? [];
  }

  /** How many collisions(index) holds, without making them (a crowd's frame has hundreds). */
  collisionCount(index = 0): number {
    return this.records[index]?.countWholeAt(this.frame) ?? 0;
  }

  /** collisions(index)[k], made alone. */
  collisionAt(index: number, k: number): CollisionEvent | undefined {
    return this.records[index]?.rowAt(this.frame, k);
  }

  /**
   * The world as it was at the start of the frame on screen, for a What if? replay (physics/replay.ts).
   * A frame just reached by a replay from a checkpoint has no step back in its world yet: going one
   * frame back and forth on the timeline gives it one.
   */
  frameStart(index = 0): FrameStart | null {
    const timeline = this.timelines[index];
    if (!timeline) return null;
    const frame = timeline.frame;
    if (!timeline.world.canStepBack && frame > 0) {
      timeline.goTo(frame - 1);
      timeline.goTo(frame);
    }
    return frameStart(timeline.world);
  }

  /** The latest collisions up to the frame on screen, oldest first (ledgerRows reaches every one).
   *  Each call after a step makes all of them: a readout wants lastCollision or collisionsAfter. */
  ledger(index = 0): readonly LedgerRow[] {
    return this.records[index]?.upTo(this.frame) ?? [];
  }

  /** The last of ledger(index), made alone. */
  lastCollision(index = 0): LedgerRow | undefined {
    return this.records[index]?.lastUpTo(this.frame);
  }

  /** The collisions of ledger(index) from the frames after `from`, oldest first. */
  collisionsAfter(index: number, from: number): LedgerRow[] {
    return this.records[index]?.after(from, this.frame) ?? [];
  }

  /** How many collisions world `index` has had up to the frame on screen. */
  ledgerCount(index = 0): number {
    return this.records[index]?.count(this.frame) ?? 0;
  }

  /** Rows `from` to `to` (not included) of world `index`'s collisions, 0 its first; old ones replayed. */
  ledgerRows(index: number, from: number, to: number): readonly LedgerRow[] {
    return this.records[index]?.rowsFrom(from, to) ?? [];
  }

  /** Every collision of world `index` up to the frame on screen, in pieces (the CSV of a long run). */
  allLedgerRows(index = 0, frames?: number): Iterable<readonly LedgerRow[]> {
    return this.records[index]?.everyRow(this.frame, this.edits, index, frames) ?? [];
  }

  /** Every frame of the run with a collision in any world, ascending. */
  get markedFrames(): readonly number[] {
    return this.collisionFrames;
  }

  /** Momentum and kinetic energy of the last HISTORY_FRAMES frames up to the one on screen, oldest first. */
  totals(index = 0): readonly Totals[] {
    return this.records[index]?.totals(this.frame - HISTORY_FRAMES + 1, this.frame) ?? [];
  }

  /** How many frames up to the one on screen ran out of exact contact's budget (cutShort's count, without the list). */
  get cutShortCount(): number {
    return this.records.reduce((sum, r) => sum + countUpTo(r.cuts, this.frame), 0);
  }

  /** How many frames up to the one on screen ran out of exact contact's budget, and the latest. */
  get cutShort(): { count: number; last: CutShortFrame | undefined } {
    const cuts = this.records
      .flatMap((r) => r.cuts.slice(0, countUpTo(r.cuts, this.frame)))
      .sort((a, b) => a.frame - b.frame);
    return { count: cuts.length, last: cuts.at(-1) };
  }

  /** The last frame with collisions, whole, in a world of at most SNAPSHOT_BALLS balls. */
  lastCollisionFrame(index = 0): CollisionSnapshot | undefined {
    return this.snapshots[index];
  }

  setPauseAtCollisions(on: boolean): void {
    this.pausing = on;
    this.changed();
  }

  /** Forward to the next frame with a collision in any world: a known one directly, else by looking ahead. */
  nextCollision(limit?: number): boolean {
    const known = this.collisionFrames[framesUpTo(this.collisionFrames, this.frame)];
    if (known !== undefined) return this.goTo(known);
    return this.seekNext(limit);
  }

  /** Back to the latest earlier frame with a collision, exactly (see FrameClock.seekPrevious). */
  previousCollision(): boolean {
    return this.seekPrevious();
  }

  /** Whether a recorded frame can be shown: any frame of the run but the one on screen. */
  canGoTo(frame: number): boolean {
    return frame !== this.frame && frame >= 0 && frame <= this.lastFrame;
  }

  protected override atMark(): boolean {
    const i = framesUpTo(this.collisionFrames, this.frame) - 1;
    return this.collisionFrames[i] === this.frame;
  }

  protected override previousMark(): number | undefined {
    return this.collisionFrames[framesUpTo(this.collisionFrames, this.frame - 1) - 1];
  }

  /** One frame forward for every world. Returns true when any world had a collision. */
  override step(): boolean {
    super.step();
    return this.records.some((record) => record.countAt(this.frame) > 0);
  }

  /** Replace the worlds (new balls or options) and start again from frame 0, with a new run. */
  replace(options: WorldOptions[]): void {
    this.edits.begin(options);
    this.build(options, []);
    this.reset();
  }

  /**
   * Changes the set-up of every world from the frame on screen on (options other than the balls): the
   * frames before stay, the run after is the new set-up's. Undo (undoEdit) takes it back.
   */
  editSetup(options: readonly WorldOptions[], tag?: unknown): void {
    const edit = { frame: this.frame, options, tag };
    this.edits.push(edit);
    this.applyEdit(edit);
    this.moved();
  }

  /**
   * The same start with these edits and nothing to undo (a link opened), shown at `frame` (by
   * default the last edit's): the run is built again from frame 0.
   */
  adoptEdits(edits: readonly SetupEdit[], frame = edits.at(-1)?.frame ?? 0): void {
    this.stopPlaying();
    this.edits.begin(this.edits.start, edits);
    this.build(this.edits.start, edits);
    this.travel(frame);
    this.moved();
  }

  /** Takes back the last set-up edit (true), or does it again (redo); false when there is none. */
  undoEdit(redo = false): boolean {
    const change = redo ? this.edits.redo() : this.edits.undo();
    if (!change) return false;
    this.stopPlaying();
    this.build(this.edits.start, this.edits.applied);
    this.travel(change.frame);
    this.moved();
    return true;
  }

  /** A new run from `start` with `edits` applied at their frames (what a link reopens). */
  private build(start: readonly WorldOptions[], edits: readonly SetupEdit[]): void {
    this.timelines = start.map((o) => new Timeline(createWorld(o)));
    this.records = this.timelines.map((t) => new RunRecord(t));
    this.collisionFrames = [];
    this.snapshots = [];
    for (const edit of edits) {
      this.travel(edit.frame);
      this.applyEdit(edit);
    }
  }

  private applyEdit({ frame, options }: SetupEdit): void {
    this.timelines.forEach((t, i) => {
      t.edit(createWorld(options[i] as WorldOptions));
      this.records[i]?.forgetAfter(frame);
    });
    this.collisionFrames.length = framesUpTo(this.collisionFrames, frame);
  }

  /** Writes down a frame the first time a world reaches it; returns whether it had collisions. */
  private noted(index: number, report: StepReport): boolean {
    const world = this.timelines[index]?.world as World;
    const collided = collisionCount(report) > 0;
    if (collided && world.count <= SNAPSHOT_BALLS)
      this.snapshots[index] = { frame: report.frame, balls: world.balls(), collisions: report.collisions };
    if (this.records[index]?.note(world, report) && collided) {
      const at = framesUpTo(this.collisionFrames, report.frame);
      if (this.collisionFrames[at - 1] !== report.frame) this.collisionFrames.splice(at, 0, report.frame);
    }
    return collided;
  }

  /** One frame forward for every world; returns true when any world had a collision. */
  protected advance(): boolean {
    let collided = false;
    this.timelines.forEach((timeline, i) => {
      collided = this.noted(i, timeline.step()) || collided;
    });
    if (collided && this.pauseAtCollisions) this.stopPlaying();
    if (
      this.restartBelow !== null &&
      this.worlds.every((w) => allStopped(w.balls(), this.restartBelow ?? 0))
    ) {
      this.rewind();
      this.restartCount += 1;
    }
    return collided;
  }

  protected retreat(): void {
    this.travel(this.frame - 1);
  }

  protected override travel(frame: number): void {
    this.timelines.forEach((timeline, i) => {
      timeline.goTo(frame, (report) => this.noted(i, report));
    });
    // A frame gone back over is no longer the last collision seen; a replay set it again if it passed one.
    this.snapshots = this.snapshots.map((s) => (s && s.frame <= frame ? s : undefined));
  }

  /** Back to frame 0; the run stays, every frame of it still reachable. */
  protected rewind(): void {
    this.travel(0);
  }
}
