// The set-up changes of a run and their undo and redo, as plain operations on lists: each change made
// (SetupChange, setup.ts) gives a new list, and Undo goes back to the list before it, so undone work
// comes back exactly. An edit at a frame replaces the changes after it, as the run after it changes.
import type { WorldOptions } from '@/physics';
import { type BallChange, type Setup, type SetupChange, withChange } from './setup';

export class SetupHistory {
  private first: readonly WorldOptions[];
  private now: readonly SetupChange[] = [];
  private past: (readonly SetupChange[])[] = [];
  private future: (readonly SetupChange[])[] = [];

  constructor(start: readonly WorldOptions[]) {
    this.first = start;
  }

  /** A new run: new start, these changes (none by default), nothing to undo. */
  begin(start: readonly WorldOptions[], changes: readonly SetupChange[] = []): void {
    this.first = start;
    this.now = changes;
    this.past = [];
    this.future = [];
  }

  /** The options of frame 0, one per world. */
  get start(): readonly WorldOptions[] {
    return this.first;
  }

  /** The changes in effect, in frame order. */
  get applied(): readonly SetupChange[] {
    return this.now;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** `set` and `balls` from `frame` on; returns the change now in effect at that frame. */
  change(frame: number, set: Partial<Setup>, balls?: readonly BallChange[]): SetupChange {
    this.past.push(this.now);
    this.now = withChange(this.now, frame, set, balls);
    this.future = [];
    return this.now.at(-1) as SetupChange;
  }

  /** Back to the changes before the last one; the frame it was made at, or undefined when none. */
  undo(): number | undefined {
    const before = this.past.pop();
    if (!before) return undefined;
    const frame = this.now.at(-1)?.frame ?? 0; // a change made is always the list's last
    this.future.push(this.now);
    this.now = before;
    return frame;
  }

  /** The change undo took back, again; its frame, or undefined when none. */
  redo(): number | undefined {
    const again = this.future.pop();
    if (!again) return undefined;
    const frame = again.at(-1)?.frame ?? 0;
    this.past.push(this.now);
    this.now = again;
    return frame;
  }
}
