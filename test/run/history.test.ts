// Undo and redo as operations on values (run/history.ts): changes at frames and new starts made at
// frame 0 go back and come again exactly, and a new run has nothing to undo.
import { describe, expect, it } from 'vitest';
import { scenario } from '@/physics';
import { SetupHistory } from '@/run';

const first = [scenario('billiard3')];
const second = [{ ...scenario('billiard3'), restitution: 0.5 }];

describe('SetupHistory', () => {
  it('undoes a new start made at frame 0 and the changes made after it, one at a time', () => {
    const history = new SetupHistory(first);
    history.change(30, { method: 'projection' });
    history.restart(second);
    expect(history.start).toBe(second);
    expect(history.applied).toEqual([]);
    history.change(12, { walls: false });
    expect(history.undo()).toBe(12);
    expect(history.start).toBe(second);
    expect(history.undo()).toBe(0); // the new start, made at frame 0
    expect(history.start).toBe(first);
    expect(history.applied).toEqual([{ frame: 30, set: { method: 'projection' } }]);
    expect(history.redo()).toBe(0);
    expect(history.start).toBe(second);
    expect(history.redo()).toBe(12);
    expect(history.redo()).toBeUndefined();
  });

  it('forgets what was undone once another edit is made, and everything on a new run', () => {
    const history = new SetupHistory(first);
    history.restart(second);
    history.undo();
    history.change(5, { stick: true });
    expect(history.canRedo).toBe(false);
    history.begin(second);
    expect([history.canUndo, history.canRedo, history.undo()]).toEqual([false, false, undefined]);
  });
});
