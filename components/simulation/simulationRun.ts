// The run a SimulationClock shows: each world on its timeline (physics/timeline.ts), what each has
// recorded (runRecord.ts) and the frames marked by a collision (collisionMarks.ts), built from a start
// and the set-up edits applied at their frames. The clock decides when to go where; this goes there.
import type { SetupEdit } from '@/components/setupEdit';
import type { StepReport, World, WorldOptions } from '@/physics';
import { createWorld, Timeline } from '@/physics';
import { CollisionMarks } from './collisionMarks';
import { collisionCount, RunRecord } from './runRecord';

export class SimulationRun {
  readonly timelines: Timeline[];
  readonly records: RunRecord[];
  readonly marks = new CollisionMarks();

  /** A new run from `start` with `edits` applied at their frames (what a link reopens). */
  constructor(start: readonly WorldOptions[], edits: readonly SetupEdit[]) {
    this.timelines = start.map((o) => new Timeline(createWorld(o)));
    this.records = this.timelines.map((t) => new RunRecord(t));
    for (const edit of edits) {
      this.goTo(edit.frame);
      this.apply(edit);
    }
  }

  get frame(): number {
    return this.timelines[0]?.frame ?? 0;
  }

  /** From the edit's frame on, every world runs with the edit's options; what came after is forgotten. */
  apply({ frame, options }: SetupEdit): void {
    this.timelines.forEach((t, i) => {
      t.edit(createWorld(options[i] as WorldOptions));
      this.records[i]?.forgetAfter(frame);
    });
    this.marks.forgetAfter(frame);
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
    this.marks.wentBackTo(frame);
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
