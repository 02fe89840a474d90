// One clock for one or more worlds (a figure, or the panels of a comparison): play, pause, step
// forward, step back, jumps and reset act on every world together, so they always show the same frame.
// Each world runs on a timeline (physics/engine/timeline.ts), so every frame of the run stays reachable, and a
// record of the run (runRecord.ts) keeps its collisions and totals: simulationRun.ts holds them. Plain
// TypeScript on FrameClock: React reads it through subscribe/state, the canvas through onFrame.
import { FrameClock } from '@/components/widget/FrameClock';
import type { CollisionEvent, FrameStart, World, WorldOptions } from '@/physics';
import { allStopped } from '@/physics';
import {
  type BallChange,
  type CollisionSnapshot,
  type CutShortFrame,
  countUpTo,
  type LedgerRow,
  type Setup,
  type SetupChange,
  SetupHistory,
  SimulationRun,
  type Totals,
} from '@/run';

export {
  type CollisionSnapshot,
  type CutShortFrame,
  type LedgerRow,
  SNAPSHOT_BALLS,
  type Totals,
  totalsOf,
} from '@/run';

/** Frames the chart shows: the last thousand and the one on screen. */
export const HISTORY_FRAMES = 1001;

export class SimulationClock extends FrameClock {
  private run: SimulationRun;
  /** The set-up changes made at frames, and their undo (run/history.ts). */
  readonly edits: SetupHistory;

  private pausing = false;
  private restartSpeed: number | null = null;
  private restartCount = 0;
  private cut = false;
  private runs = 0;

  constructor(options: WorldOptions[]) {
    super();
    this.edits = new SetupHistory(options);
    this.run = new SimulationRun(options, []);
  }

  /** Which run the clock shows: a new number after each edit, undo, redo or new start. What any
   *  readout shows is a function of this and the frame (test/run/selectors.property.test.ts). */
  get runVersion(): number {
    return this.runs;
  }

  /** Whether playing stops on a frame with a collision (setPauseAtCollisions). */
  get pauseAtCollisions(): boolean {
    return this.pausing;
  }
  /** Source 004's restart: when every ball of every world is at most this fast on each axis (px per
   *  frame; physics/engine/restart.ts), the worlds start again from frame 0 and `restarts` counts it. */
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
    return this.run.timelines.map((t) => t.world);
  }

  get frame(): number {
    return this.run.frame;
  }

  get canStepBack(): boolean {
    return this.frame > 0;
  }

  /** Every frame the run has reached stays reachable. */
  override get earliestFrame(): number {
    return 0;
  }

  override get lastFrame(): number {
    return Math.min(...this.run.records.map((r) => r.end));
  }

  /** Collisions of the frame on screen, per world. */
  collisions(index = 0): readonly CollisionEvent[] {
    return this.run.records[index]?.at(this.frame) ?? [];
  }

  /** How many collisions(index) holds, without making them (a crowd's frame has hundreds). */
  collisionCount(index = 0): number {
    return this.run.records[index]?.countWholeAt(this.frame) ?? 0;
  }

  /** collisions(index)[k], made alone. */
  collisionAt(index: number, k: number): CollisionEvent | undefined {
    return this.run.records[index]?.rowAt(this.frame, k);
  }

  /** The world as it was at the start of the frame on screen, for a What if? replay (physics/lab/replay.ts). */
  frameStart(index = 0): FrameStart | null {
    return this.run.frameStart(index);
  }

  /** The latest collisions up to the frame on screen, oldest first (ledgerRows reaches every one).
   *  Each call after a step makes all of them: a readout wants lastCollision or collisionsAfter. */
  ledger(index = 0): readonly LedgerRow[] {
    return this.run.records[index]?.upTo(this.frame) ?? [];
  }

  /** The last of ledger(index), made alone. */
  lastCollision(index = 0): LedgerRow | undefined {
    return this.run.records[index]?.lastUpTo(this.frame);
  }

  /** The collisions of ledger(index) from the frames after `from`, oldest first. */
  collisionsAfter(index: number, from: number): LedgerRow[] {
    return this.run.records[index]?.after(from, this.frame) ?? [];
  }

  /** How many collisions world `index` has had up to the frame on screen. */
  ledgerCount(index = 0): number {
    return this.run.records[index]?.count(this.frame) ?? 0;
  }

  /** How many collisions every world has had together up to `frame` (a frame may hold several). */
  collisionsUpTo(frame: number): number {
    return this.run.records.reduce((sum, r) => sum + r.count(frame), 0);
  }

  /** Rows `from` to `to` (not included) of world `index`'s collisions, 0 its first; old ones replayed. */
  ledgerRows(index: number, from: number, to: number): readonly LedgerRow[] {
    return this.run.records[index]?.rowsFrom(from, to) ?? [];
  }

  /** Every collision of world `index` up to the frame on screen, in pieces (the CSV of a long run). */
  allLedgerRows(index = 0, frames?: number): Iterable<readonly LedgerRow[]> {
    return this.run.records[index]?.everyRow(this.frame, this.edits, index, frames) ?? [];
  }

  /** Every frame of the run with a collision in any world, ascending. */
  get markedFrames(): readonly number[] {
    return this.run.marks.frames;
  }

  /** Momentum and kinetic energy of the last HISTORY_FRAMES frames up to the one on screen, oldest first. */
  totals(index = 0): readonly Totals[] {
    return this.run.records[index]?.totals(this.frame - HISTORY_FRAMES + 1, this.frame) ?? [];
  }

  /** How many frames up to the one on screen ran out of exact contact's budget (cutShort's count, without the list). */
  get cutShortCount(): number {
    return this.run.records.reduce((sum, r) => sum + countUpTo(r.cuts, this.frame), 0);
  }

  /** How many frames up to the one on screen ran out of exact contact's budget, and the latest. */
  get cutShort(): { count: number; last: CutShortFrame | undefined } {
    const cuts = this.run.records
      .flatMap((r) => r.cuts.slice(0, countUpTo(r.cuts, this.frame)))
      .sort((a, b) => a.frame - b.frame);
    return { count: cuts.length, last: cuts.at(-1) };
  }

  /** The last frame with collisions, whole, in a world of at most SNAPSHOT_BALLS balls. */
  lastCollisionFrame(index = 0): CollisionSnapshot | undefined {
    return this.run.lastCollisionFrame(index);
  }

  setPauseAtCollisions(on: boolean): void {
    this.pausing = on;
    this.changed();
  }

  /** Forward to the next frame with a collision in any world: a known one directly, else by looking ahead. */
  nextCollision(limit?: number): boolean {
    const known = this.run.marks.after(this.frame);
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
    return this.run.marks.has(this.frame);
  }

  protected override previousMark(): number | undefined {
    return this.run.marks.before(this.frame);
  }

  /** One frame forward for every world. Returns true when any world had a collision. */
  override step(): boolean {
    super.step();
    return this.run.records.some((record) => record.countAt(this.frame) > 0);
  }

  /** Replace the worlds (new balls or options) and start again from frame 0, with a new run: an edit
   *  of the start (`edited`) is undone like any edit, another start (a new scenario) has no undo. */
  replace(options: WorldOptions[], edited = false): void {
    if (edited) this.edits.restart(options);
    else this.edits.begin(options);
    this.run = new SimulationRun(options, []);
    this.cut = false;
    this.runs += 1;
    this.reset();
  }

  /**
   * Changes the set-up of every world from the frame on screen on: the settings in `set`, the balls'
   * fields in `balls`. The frames before stay, the run after is the new set-up's, every other number
   * as it was. Undo (undoEdit) takes it back.
   */
  editSetup(set: Partial<Setup>, balls?: readonly BallChange[]): void {
    this.cut = this.lastFrame > this.frame;
    this.runs += 1;
    this.run.apply(this.edits.change(this.frame, set, balls));
    this.moved();
  }

  /** Whether the last edit forgot frames the run had reached after it (undo and a new run clear it). */
  get editCut(): boolean {
    return this.cut;
  }

  /**
   * The same start with these changes and nothing to undo (a link opened), shown at `frame` (by
   * default the last change's): the run is built again from frame 0.
   */
  adoptEdits(changes: readonly SetupChange[], frame = changes.at(-1)?.frame ?? 0): void {
    this.stopPlaying();
    this.edits.begin(this.edits.start, changes);
    this.run = new SimulationRun(this.edits.start, changes);
    this.cut = false;
    this.runs += 1;
    this.travel(frame);
    this.moved();
  }

  /** Takes back the last set-up edit (true), or does it again (redo); false when there is none. */
  undoEdit(redo = false): boolean {
    const frame = redo ? this.edits.redo() : this.edits.undo();
    if (frame === undefined) return false;
    this.stopPlaying();
    this.run = new SimulationRun(this.edits.start, this.edits.applied);
    this.cut = false;
    this.runs += 1;
    this.travel(frame);
    this.moved();
    return true;
  }

  /** One frame forward for every world; returns true when any world had a collision. */
  protected advance(): boolean {
    const collided = this.run.step();
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
    this.run.goTo(frame);
  }

  /** Back to frame 0; the run stays, every frame of it still reachable. */
  protected rewind(): void {
    this.travel(0);
  }
}
