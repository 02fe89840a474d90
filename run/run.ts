// A run: each world on its timeline (physics/engine/timeline.ts), what each has recorded (record.ts) and the
// frames marked by a collision (marks.ts), built from a start and the set-up changes made at their
// frames (setup.ts). A player decides when to go where; this goes there.
import type { FrameStart, StepReport, World, WorldOptions } from '@/physics';
import { createWorld, Timeline } from '@/physics';
import { CollisionMarks, type CollisionSnapshot, SNAPSHOT_BALLS } from './marks';
import { collisionCount, framesUpTo, RunRecord } from './record';
import { applyChange, type SetupChange } from './setup';

export class SimulationRun {
  readonly timelines: Timeline[];
  readonly records: RunRecord[];
  readonly marks = new CollisionMarks();

  /** A new run from `start` with `changes` made at their frames (what a link reopens). */
  constructor(
    private readonly start: readonly WorldOptions[],
    changes: readonly SetupChange[],
  ) {
    this.timelines = start.map((o) => new Timeline(createWorld(o)));
    this.records = this.timelines.map((t) => new RunRecord(t));
    for (const change of changes) {
      this.goTo(change.frame);
      this.apply(change);
    }
  }

  get frame(): number {
    return this.timelines[0]?.frame ?? 0;
  }

  /** From the frame on screen on, every world runs `change`; what came after is forgotten. */
  apply(change: SetupChange): void {
    const frame = this.frame;
    this.timelines.forEach((t, i) => {
      applyChange(t, this.start[i] as WorldOptions, change);
      this.records[i]?.forgetAfter(frame);
    });
    this.marks.forgetAfter(frame);
  }

  /**
   * The last frame at or before `at` (the one on screen) where world `index` collided, whole (its balls and
   * collisions), for a world of at most SNAPSHOT_BALLS balls: the same however the frame was reached.
   * A frame older than the kept ones is made again on the timeline, which comes back after.
   */
  lastCollisionFrame(index: number, at = this.frame): CollisionSnapshot | undefined {
    const timeline = this.timelines[index];
    const record = this.records[index];
    if (!timeline || !record || timeline.world.count > SNAPSHOT_BALLS) return undefined;
    const here = timeline.frame;
    const frames = this.marks.frames;
    let k = framesUpTo(frames, at) - 1;
    while (k >= 0 && record.countAt(frames[k] as number) === 0) k -= 1;
    const frame = frames[k];
    if (frame === undefined) return undefined;
    const kept = this.marks.snapshot(index, frame);
    if (kept) return kept;
    timeline.goTo(frame);
    const made = { frame, balls: timeline.world.balls(), collisions: record.at(frame) };
    timeline.goTo(here);
    return made;
  }

  /**
   * What `read` says of world `index` at `frame` (reached): read in place when the world is there,
   * else on the timeline taken there and back, exactly (a view rendering a snapshot the run has
   * moved on from). So it is the same at the same frame, however the run got there.
   */
  readAt<T>(index: number, frame: number, read: (world: World) => T): T | undefined {
    const timeline = this.timelines[index];
    if (!timeline) return undefined;
    const here = timeline.frame;
    if (here === frame) return read(timeline.world);
    timeline.goTo(frame);
    const value = read(timeline.world);
    timeline.goTo(here);
    return value;
  }

  /** World `index` as it was at the start of the frame on screen (a What if?), or null at frame 0. */
  frameStart(index: number): FrameStart | null {
    return this.timelines[index]?.frameStart() ?? null;
  }

  /** One frame forward for every world; returns true when any world had a collision. */
  step(): boolean {
    let collided = false;
    this.timelines.forEach((timeline, i) => {
      collided = this.noted(i, timeline.step()) || collided;
    });
    return collided;
  }

  /** Every world at `frame`, by its snapshots or a replay (which writes down the frames it reaches). */
  goTo(frame: number): void {
    this.timelines.forEach((timeline, i) => {
      timeline.goTo(frame, (report) => this.noted(i, report));
    });
  }

  /** Writes down a frame the first time a world reaches it; returns whether it had collisions. */
  private noted(index: number, report: StepReport): boolean {
    const world = this.timelines[index]?.world as World;
    const collided = collisionCount(report) > 0;
    if (collided) this.marks.collided(index, world, report);
    if (this.records[index]?.note(world, report) && collided) this.marks.mark(report.frame);
    return collided;
  }
}
