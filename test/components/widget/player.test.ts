// What the player decides over every source: a step is a look at one frame, so it stops playing,
// whichever run it moves (a live one, a recording); speed scales the frames a tick advances.
import { describe, expect, it } from 'vitest';
import { mistakeClockOf } from '@/components/mistakes/MistakeClock';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import type { Player } from '@/run';

const FRAME_MS = 1000 / 60;
const world = {
  width: 400,
  height: 200,
  balls: [{ x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 }],
};

describe.each<[string, () => Player<unknown>]>([
  ['SimulationClock', () => new SimulationClock([world]).player],
  ['MistakeClock', () => mistakeClockOf('shortcut-sign').player],
])('%s', (_, make) => {
  it('stops playing when stepped, one frame on', () => {
    const clock = make();
    clock.play();
    clock.tick(FRAME_MS);
    expect(clock.frame).toBe(1);
    clock.step();
    expect(clock.playing).toBe(false);
    expect(clock.frame).toBe(2);
  });

  it('advances half as many frames at half speed', () => {
    const clock = make();
    clock.setSpeed(0.5);
    clock.play();
    for (let i = 0; i < 6; i++) clock.tick(FRAME_MS);
    expect(clock.frame).toBe(3);
  });
});
