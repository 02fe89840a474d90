// Every <MistakeDemo> tells its two sides apart: the broken side's verdict turns bad within the
// frames it records, the fixed side's never does, and both sides step back to exactly what they showed.
import { describe, expect, it } from 'vitest';
import { MISTAKES, type MistakeName, mistakeCase } from '@/components/mistakes/cases';
import { mistakeClockOf } from '@/components/mistakes/MistakeClock';
import { judge } from '@/components/mistakes/verdict';
import { en } from '@/content/messages/en';

/** The frame by which each broken side has shown its mistake. */
const SHOWN_BY: Record<MistakeName, number> = {
  'moves-y': 40,
  'shortcut-sign': 40,
  radisu: 40,
  'projection-equal-mass': 60,
  'missing-parentheses': 60,
  'walls-else-if': 19,
  'start-positions': 0,
  'absv-zero': 1,
  'absv-same-sign': 1,
  'absv-separating': 1,
  'radius-split': 1,
};

// Each case records its whole run (thousands of frames): a busy 2-core machine once took 6 s over
// Vitest's default 5 s, so these get room. This is a ceiling against hangs, not a speed check.
describe.each(MISTAKES)('%s', { timeout: 30_000 }, (name) => {
  it('the broken side goes wrong and the fixed side does not', () => {
    const clock = mistakeClockOf(name);
    for (let f = 0; f < SHOWN_BY[name]; f++) clock.player.step();
    const at = clock.player.frame;
    expect(judge(clock, 0, at, en.mistakes).state, judge(clock, 0, at, en.mistakes).text).toBe('bad');
    for (let f = 0; f <= clock.limit; f += 25) {
      const frame = Math.min(f, clock.limit);
      expect(judge(clock, 1, frame, en.mistakes).state, `frame ${frame}`).not.toBe('bad');
    }
  });

  it('runs its whole recording without an error, and steps back to the same numbers', () => {
    const clock = mistakeClockOf(name);
    clock.player.step();
    clock.player.step();
    const shown = [clock.sides[0].balls(2), clock.sides[1].balls(2)];
    clock.sides[0].record(clock.limit);
    clock.sides[1].record(clock.limit);
    clock.player.step();
    clock.player.stepBack();
    expect(clock.player.frame).toBe(2);
    expect([clock.sides[0].balls(2), clock.sides[1].balls(2)]).toEqual(shown);
  });

  it('both sides start from the same balls (the placement demo aside)', () => {
    const setup = mistakeCase(name);
    if (name === 'start-positions') expect(setup.broken.start).not.toEqual(setup.fixed.start);
    else expect(setup.broken.start).toEqual(setup.fixed.start);
  });
});

describe('the clock', () => {
  it('never goes below frame 0 or past its limit, and playing from the end starts over', () => {
    const clock = mistakeClockOf('radius-split');
    clock.player.stepBack();
    expect(clock.player.frame).toBe(0);
    for (let f = 0; f < clock.limit + 5; f++) clock.player.step();
    expect(clock.player.frame).toBe(clock.limit);
    expect(clock.player.snapshot().canStepForward).toBe(false); // at the end
    clock.player.play();
    expect(clock.player.frame).toBe(0);
    clock.player.tick(1000 / 60);
    expect(clock.player.frame).toBe(1);
    clock.player.pause();
    clock.player.reset();
    expect(clock.player.frame).toBe(0);
  });
});

describe('the clock while playing', () => {
  it('ignores a negative elapsed time (a first animation frame stamped before play was pressed)', () => {
    const clock = mistakeClockOf('shortcut-sign');
    clock.player.play();
    clock.player.tick(-5);
    expect(clock.player.frame).toBe(0);
    clock.player.tick(1000 / 60 + 1);
    expect(clock.player.frame).toBe(1);
    clock.player.tick(10_000); // a long pause of the tab: at most 8 frames at once
    expect(clock.player.frame).toBe(9);
  });
});

describe('missing-parentheses', () => {
  it('runs both printed formulas: the momentum of the pair goes from 0 to 50 at the first collision', () => {
    const clock = mistakeClockOf('missing-parentheses');
    for (let f = 0; f < 60; f++) clock.player.step();
    const first = clock.sides[0].record(clock.player.frame).evidence.first;
    expect(first?.before.momentum.x).toBeCloseTo(0, 9);
    expect(first?.after.momentum.x).toBeCloseTo(50, 9);
    expect(clock.sides[1].record(clock.player.frame).evidence.first?.after.momentum.x).toBeCloseTo(0, 9);
  });
});
