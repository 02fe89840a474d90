// The fast engine gives exactly the frames of the chapter's plain loop: every number of every ball,
// every collision with its trace, the metrics and the stuck pairs, frame by frame, for every
// scenario with every method and separation, and after steps back and resets.
import { describe, expect, it } from 'vitest';
import { createWorld, METHODS, SCENARIOS, SEPARATIONS, scenario } from '@/physics';
import { compareEngines, everything, firstDifference } from './fastCompare';

describe('the fast engine repeats the plain loop bit for bit', () => {
  for (const name of SCENARIOS) {
    it(`${name}: every method and separation, 300 frames, with steps back`, () => {
      for (const method of METHODS) {
        for (const separation of SEPARATIONS) {
          const options = { ...scenario(name), method, separation };
          const plan = { frames: 300, backEvery: 97, back: 3 };
          expect(compareEngines(options, plan), `${method}, ${separation}`).toBeUndefined();
        }
      }
    }, 60_000);
  }

  for (const separation of SEPARATIONS) {
    it(`crowds of 300 and 600 balls (twenty-large starts overlapped), ${separation}, 200 frames`, () => {
      const crowds = [
        scenario('twenty-large', 7, { count: 300 }),
        scenario('two-hundred', 7, { count: 600 }),
      ];
      for (const options of crowds) {
        expect(
          compareEngines({ ...options, separation }, { frames: 200, backEvery: 50, back: 2 }),
        ).toBeUndefined();
      }
    }, 60_000);
  }

  it('reset and stepping again give the same frames as a new world', () => {
    const options = { ...scenario('twenty-large', 3, { count: 100 }), engine: 'fast' as const };
    const w = createWorld(options);
    const start = everything(w);
    for (let f = 0; f < 40; f++) w.step();
    w.reset();
    expect(firstDifference(everything(w), start)).toBeUndefined();
    const fresh = createWorld(options);
    for (let f = 0; f < 40; f++) expect(firstDifference(w.step(), fresh.step())).toBeUndefined();
  });

  it('steps back to the start exactly, and no further', () => {
    const w = createWorld({ ...scenario('two-hundred'), engine: 'fast' });
    const start = everything(w);
    for (let f = 0; f < 25; f++) w.step();
    for (let f = 0; f < 25; f++) expect(w.stepBack()).toBe(true);
    expect(w.stepBack()).toBe(false);
    expect(firstDifference(everything(w), start)).toBeUndefined();
  });
});
