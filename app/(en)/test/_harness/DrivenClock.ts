// The browser tests' handle on a figure's clock: what they read and do (play, step back, many frames
// at once without drawing or re-rendering in between, so a test covers ten minutes of play in
// seconds), put on window.billiardClocks. Composed over the figure's SimulationClock. Test pages only.
import type { SimulationClock } from '@/components/simulation/SimulationClock';
import { select } from '@/run';

export function drivenHandle(clock: SimulationClock) {
  const { player } = clock;
  return {
    get frame() {
      return player.frame;
    },
    get playing() {
      return player.playing;
    },
    get worlds() {
      return clock.worlds;
    },
    play: () => player.play(),
    pause: () => player.pause(),
    stepBack: () => player.stepBack(),
    /** Stops early when a collision pauses the clock. */
    fastForward: (frames: number) => player.fastForward(frames),
    /** Every collision of world 0 up to the frame on screen, whole. */
    ledger: () => select.ledgerWhole(player.snapshot(), 0),
  };
}
