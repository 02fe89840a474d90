// The set-up of a run and its undo and redo, as plain operations on values: the set-up is a start
// (the options of frame 0) and the changes made from frames on (SetupChange, setup.ts). Each edit
// gives a new set-up, and Undo goes back to the one before it, so undone work comes back exactly. An
// edit at a frame replaces the changes after it, as the run after it changes; an edit at frame 0 of
// the start itself (a ball typed or dragged before the run) is a new start, undone the same way.
import type { WorldOptions } from '@/physics';
import { type BallChange, type Setup, type SetupChange, withChange } from './setup';

interface Entry {
  readonly start: readonly WorldOptions[];
  readonly changes: readonly SetupChange[];
  /** The frame the edit that made this entry was made at (0 for a start). */
  readonly frame: number;
}

export class SetupHistory {
  private now: Entry;
  private past: Entry[] = [];
  private future: Entry[] = [];

  constructor(start: readonly WorldOptions[]) {
    this.now = { start, changes: [], frame: 0 };
  }

  /** A new run: new start, these changes (none by default), nothing to undo. */
  begin(start: readonly WorldOptions[], changes: readonly SetupChange[] = []): void {
    this.now = { start, changes, frame: changes.at(-1)?.frame ?? 0 };
    this.past = [];
    this.future = [];
  }

  /** The options of frame 0, one per world. */
  get start(): readonly WorldOptions[] {
    return this.now.start;
  }

  /** The changes in effect, in frame order. */
  get applied(): readonly SetupChange[] {
    return this.now.changes;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** `set` and `balls` from `frame` on; returns the change now in effect at that frame. */
  change(frame: number, set: Partial<Setup>, balls?: readonly BallChange[]): SetupChange {
    this.push({ start: this.now.start, changes: withChange(this.now.changes, frame, set, balls), frame });
    return this.now.changes.at(-1) as SetupChange;
  }

  /** A new start made by an edit at frame 0: the changes go with the run they belonged to. */
  restart(start: readonly WorldOptions[]): void {
    this.push({ start, changes: [], frame: 0 });
  }

  /** Back to the set-up before the last edit; the frame it was made at, or undefined when none. */
  undo(): number | undefined {
    const before = this.past.pop();
    if (!before) return undefined;
    const { frame } = this.now;
    this.future.push(this.now);
    this.now = before;
    return frame;
  }

  /** The edit undo took back, again; its frame, or undefined when none. */
  redo(): number | undefined {
    const again = this.future.pop();
    if (!again) return undefined;
    this.past.push(this.now);
    this.now = again;
    return again.frame;
  }

  private push(next: Entry): void {
    this.past.push(this.now);
    this.now = next;
    this.future = [];
  }
}
