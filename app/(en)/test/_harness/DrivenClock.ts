// The browser tests' clock: a SimulationClock that can also run many frames at once, without drawing
// or re-rendering in between, so a test covers ten minutes of play in seconds. Test pages only.
import { SimulationClock } from '@/components/simulation/SimulationClock';

export class DrivenClock extends SimulationClock {
  /** Stops early when a collision pauses the clock. */
  fastForward(frames: number): void {
    for (let i = 0; i < frames; i++) {
      if (this.advance() && this.pauseAtCollisions) break;
    }
    this.moved();
  }
}
