// The set-up changes of a run, each from the frame it was made at (SimulationClock.editSetup), with
// undo and redo. An edit at a frame replaces the edits at or after it, as the run after it changes.
import type { SetupEdit } from '@/components/setupEdit';
import type { WorldOptions } from '@/physics';

export class SetupEdits {
  private first: readonly WorldOptions[];
  private now: readonly SetupEdit[] = [];
  private past: (readonly SetupEdit[])[] = [];
  private future: (readonly SetupEdit[])[] = [];

  constructor(start: readonly WorldOptions[]) {
    this.first = start;
  }

  /** A new run: new start, these edits (none by default), nothing to undo. */
  begin(start: readonly WorldOptions[], edits: readonly SetupEdit[] = []): void {
    this.first = start;
    this.now = edits;
    this.past = [];
    this.future = [];
  }

  get start(): readonly WorldOptions[] {
    return this.first;
  }

  /** The edits in effect, in frame order. */
  get applied(): readonly SetupEdit[] {
    return this.now;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  push(edit: SetupEdit): void {
    this.past.push(this.now);
    this.now = [...this.now.filter((e) => e.frame < edit.frame), edit];
    this.future = [];
  }

  /** Back to the edits before the last change; the edit taken back (for its frame), if any. */
  undo(): SetupEdit | undefined {
    const before = this.past.pop();
    if (!before) return undefined;
    const taken = this.now.at(-1);
    this.future.push(this.now);
    this.now = before;
    return taken;
  }

  /** The change undo took back, again; the edit, if any. */
  redo(): SetupEdit | undefined {
    const again = this.future.pop();
    if (!again) return undefined;
    this.past.push(this.now);
    this.now = again;
    return again.at(-1);
  }
}
