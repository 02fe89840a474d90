// A simulation clock whose time is faked, for the tests of what a playing clock costs: its time moves
// only when the test plays frames, so nothing is timed.
import { SimulationClock } from '@/components/simulation/SimulationClock';
import type { WorldOptions } from '@/physics';

/** A clock of one start, and play(n): n ticks of a 60 Hz display, the clock's time moving with them. */
export function fakeTimeClock(start: WorldOptions) {
  const clock = new SimulationClock([start]);
  let time = 0;
  clock.player.now = () => time;
  const play = (frames: number) => {
    for (let tick = 0; tick < frames; tick++) {
      time += 1000 / 60;
      clock.player.tick(1000 / 60);
    }
  };
  return { clock, play };
}
