// Issue 23 item 6: a set-up changed at a frame applies from there. The frames before stay as they were,
// undo brings back the old set-up and its run, redo the new one, and the same edits adopted by a fresh
// clock (what a link reopens) give the same frames bit for bit.
import { describe, expect, it } from 'vitest';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { scenario, type WorldOptions } from '@/physics';
import { select } from '@/run';
import { firstDifference } from '@/test/physics/support/sameBits';

const start: WorldOptions = { ...scenario('eight-balls'), engine: 'plain' };
const soft = { restitution: 0.5, separation: 'robust' } as const;

/** Every ball of the first world at each frame from 0 to `to`, stepping past the run's end (the clock left at `to`). */
function framesOf(clock: SimulationClock, to: number) {
  const seen = [];
  for (let f = 0; f <= to; f++) {
    if (f > clock.player.snapshot().lastFrame) clock.step();
    else clock.player.goTo(f);
    seen.push(clock.worlds[0]?.balls());
  }
  return seen;
}

describe('SimulationClock.editSetup', () => {
  it('keeps the frames before the edit, runs the new set-up after it; undo, redo and a fresh clock agree', () => {
    const original = framesOf(new SimulationClock([start]), 600);
    const clock = new SimulationClock([start]);
    clock.player.goTo(0);
    for (let f = 0; f < 600; f++) clock.step();
    clock.player.goTo(250);
    clock.editSetup(soft);
    expect(clock.player.frame).toBe(250);
    expect(clock.worlds[0]?.options.restitution).toBe(0.5);
    for (let f = 250; f < 600; f++) clock.step();
    const edited = framesOf(clock, 600);
    expect(firstDifference(edited.slice(0, 251), original.slice(0, 251))).toBeUndefined();
    expect(firstDifference(edited.slice(251), original.slice(251))).toBeDefined();
    expect(
      select
        .ledgerWhole(clock.player.snapshot())
        .every((row) => row.frame <= 250 || row.trace.restitution === 0.5),
    ).toBe(true);

    expect(clock.undoEdit()).toBe(true);
    expect(clock.player.frame).toBe(250);
    expect(clock.worlds[0]?.options.restitution).toBe(1);
    expect(firstDifference(framesOf(clock, 600), original)).toBeUndefined();
    expect(clock.undoEdit()).toBe(false);

    expect(clock.undoEdit(true)).toBe(true);
    expect(firstDifference(framesOf(clock, 600), edited)).toBeUndefined();

    const reopened = new SimulationClock([start]);
    reopened.adoptEdits(clock.edits.applied);
    expect(reopened.player.frame).toBe(250);
    expect(firstDifference(framesOf(reopened, 600), edited)).toBeUndefined();
  });

  it('an edit at an earlier frame replaces the later ones; undo brings them back', () => {
    const clock = new SimulationClock([start]);
    clock.player.goTo(0);
    for (let f = 0; f < 300; f++) clock.step();
    clock.player.goTo(200);
    clock.editSetup(soft);
    clock.player.goTo(100);
    clock.editSetup({ walls: false });
    expect(clock.edits.applied.map((e) => e.frame)).toEqual([100]);
    clock.undoEdit();
    expect(clock.edits.applied.map((e) => e.frame)).toEqual([200]);
    expect(clock.player.frame).toBe(100);
  });
});
