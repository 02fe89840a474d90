// One live run of one or more worlds (a figure, or the panels of a comparison) and the player that
// moves it: play, pause, step forward, step back, jumps and reset act on every world together, so
// they always show the same frame. The run (run/run.ts) keeps every frame it reached, its collisions
// and totals; the set-up's changes and their undo are run/history.ts's. Composed, not inherited: the
// player (run/player.ts) moves this run as its source and publishes a frozen snapshot (RunView) that
// views read through useRun and run/selectors.ts; commands are this class's and the player's.
import type { CollisionEvent, FrameStart, World, WorldOptions } from '@/physics';
import { allStopped } from '@/physics';
import {
  type BallChange,
  type LedgerRow,
  Player,
  type PlayerSource,
  type RunSnapshot,
  type RunView,
  type Setup,
  type SetupChange,
  SetupHistory,
  SimulationRun,
  select,
} from '@/run';

export {
  type CollisionSnapshot,
  type CutShortFrame,
  HISTORY_FRAMES,
  type LedgerRow,
  type Totals,
} from '@/run';

/** A world's total mass, read in place (balls() would copy every ball of a crowd). */
function massOf(world: World): number {
  let mass = 0;
  world.forEachBall((_x, _y, _vx, _vy, _radius, m) => {
    mass += m;
  });
  return mass;
}

export class SimulationClock {
  /** The set-up changes made at frames, and their undo (run/history.ts). */
  readonly edits: SetupHistory;
  /** Play, pause, speed, steps and jumps over this run; its snapshots are what views read. */
  readonly player: Player<RunView>;
  private run: SimulationRun;
  private pausing = false;
  private restartSpeed: number | null = null;
  private restartCount = 0;
  private cut = false;
  private runs = 0;

  constructor(options: WorldOptions[]) {
    this.edits = new SetupHistory(options);
    this.run = new SimulationRun(options, []);
    this.player = new Player(this.source());
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
  /** Whether the last edit forgot frames the run had reached after it (undo and a new run clear it). */
  get editCut(): boolean {
    return this.cut;
  }

  /** The worlds as they are now: for the canvas's drawing loop and for commands, not for a render. */
  get worlds(): readonly World[] {
    return this.run.timelines.map((t) => t.world);
  }

  /** The run as the player sees it: a cursor over the frames reached, and what a snapshot shows. */
  private source(): PlayerSource<RunView> {
    const clock = this;
    return {
      get frame() {
        return clock.run.frame;
      },
      get canStepBack() {
        return clock.run.frame > 0;
      },
      canStepForward: true,
      // every frame the run has reached stays reachable
      earliestFrame: 0,
      get lastFrame() {
        return Math.min(...clock.run.records.map((r) => r.end));
      },
      advance: (stop) => this.advance(stop),
      retreat: () => this.run.goTo(this.run.frame - 1),
      rewind: () => this.run.goTo(0),
      travel: (frame) => this.run.goTo(frame),
      atMark: () => this.run.marks.has(this.run.frame),
      previousMark: () => this.run.marks.before(this.run.frame),
      capture: () => this.capture(),
    };
  }

  private capture(): RunView {
    const { edits } = this;
    return Object.freeze({
      run: this.run,
      runVersion: this.runs,
      pauseAtCollisions: this.pausing,
      restartBelow: this.restartSpeed,
      restarts: this.restartCount,
      editCut: this.cut,
      canUndo: edits.canUndo,
      canRedo: edits.canRedo,
      editFrames: edits.applied.map((c) => c.frame),
      worlds: this.worlds.map((w) => ({
        count: w.count,
        width: w.width,
        height: w.height,
        restitution: w.options.restitution ?? 1,
        contact: w.contact,
        mass: massOf(w),
      })),
    });
  }

  /** One frame forward for every world; stops playing at a collision when asked to, and starts
   *  again from frame 0 when every ball is slower than restartBelow. */
  private advance(stop: () => void): void {
    const collided = this.run.step();
    if (collided && this.pausing) stop();
    const below = this.restartSpeed;
    if (below !== null && this.worlds.every((w) => allStopped(w.balls(), below))) {
      this.run.goTo(0);
      this.restartCount += 1;
    }
  }

  setRestartBelow(speed: number | null): void {
    this.restartSpeed = speed;
    this.player.changed();
  }

  setPauseAtCollisions(on: boolean): void {
    this.pausing = on;
    this.player.changed();
  }

  /** One frame forward for every world. Returns true when any world had a collision. */
  step(): boolean {
    this.player.step();
    const frame = this.run.frame;
    return this.run.records.some((record) => record.countAt(frame) > 0);
  }

  /** Forward to the next frame with a collision in any world: a known one directly, else by looking ahead. */
  nextCollision(limit?: number): boolean {
    const known = this.run.marks.after(this.run.frame);
    if (known !== undefined) return this.player.goTo(known);
    return this.player.seekNext(limit);
  }

  /** Back to the latest earlier frame with a collision, exactly (see Player.seekPrevious). */
  previousCollision(): boolean {
    return this.player.seekPrevious();
  }

  // What Inspect reads (InspectCollision): the collisions of a snapshot's frame, and a world's size.
  collisions(s: RunSnapshot, world = 0): readonly CollisionEvent[] {
    return select.collisionsNow(s, world);
  }
  collisionCount(s: RunSnapshot, world = 0): number {
    return select.collisionCountNow(s, world);
  }
  collisionAt(s: RunSnapshot, world: number, k: number): CollisionEvent | undefined {
    return s.view.run.records[world]?.rowAt(s.frame, k);
  }
  ballCount(s: RunSnapshot, world: number): number {
    return s.view.worlds[world]?.count ?? 0;
  }

  /** The collisions of `frame` and of the frames after `from` up to it, for the canvas's drawing loop,
   *  which draws the frame the worlds are at (live, between announcements; views read snapshots). */
  drawnCollisions(world: number, frame: number): readonly CollisionEvent[] {
    return this.run.records[world]?.at(frame) ?? [];
  }
  drawnCollisionsAfter(world: number, from: number, frame: number): readonly LedgerRow[] {
    return this.run.records[world]?.after(from, frame) ?? [];
  }

  /** The world as it was at the start of the frame on screen, for a What if? replay (physics/lab/replay.ts). */
  frameStart(index = 0): FrameStart | null {
    return this.run.frameStart(index);
  }

  /** Every collision of world `index` up to the frame on screen, in pieces (the CSV of a long run). */
  allLedgerRows(index = 0, frames?: number): Iterable<readonly LedgerRow[]> {
    return this.run.records[index]?.everyRow(this.run.frame, this.edits, index, frames) ?? [];
  }

  /** Replace the worlds (new balls or options) and start again from frame 0, with a new run: an edit
   *  of the start (`edited`) is undone like any edit, another start (a new scenario) has no undo. */
  replace(options: WorldOptions[], edited = false): void {
    if (edited) this.edits.restart(options);
    else this.edits.begin(options);
    this.run = new SimulationRun(options, []);
    this.cut = false;
    this.runs += 1;
    this.player.reset();
  }

  /**
   * Changes the set-up of every world from the frame on screen on: the settings in `set`, the balls'
   * fields in `balls`. The frames before stay, the run after is the new set-up's, every other number
   * as it was. Undo (undoEdit) takes it back.
   */
  editSetup(set: Partial<Setup>, balls?: readonly BallChange[]): void {
    const frame = this.run.frame;
    this.cut = this.player.source.lastFrame > frame;
    this.runs += 1;
    this.run.apply(this.edits.change(frame, set, balls));
    this.player.moved();
  }

  /**
   * The same start with these changes and nothing to undo (a link opened), shown at `frame` (by
   * default the last change's): the run is built again from frame 0.
   */
  adoptEdits(changes: readonly SetupChange[], frame = changes.at(-1)?.frame ?? 0): void {
    this.edits.begin(this.edits.start, changes);
    this.rebuild(frame);
  }

  /** Takes back the last set-up edit (true), or does it again (redo); false when there is none. */
  undoEdit(redo = false): boolean {
    const frame = redo ? this.edits.redo() : this.edits.undo();
    if (frame === undefined) return false;
    this.rebuild(frame);
    return true;
  }

  /** The run of the set-up's start and changes, from frame 0, shown at `frame`; playing stops. */
  private rebuild(frame: number): void {
    this.player.stop();
    this.run = new SimulationRun(this.edits.start, this.edits.applied);
    this.cut = false;
    this.runs += 1;
    this.run.goTo(frame);
    this.player.moved();
  }
}
