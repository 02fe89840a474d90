// The clock of lesson 6's crowd figure: CH5EX7's 200 balls (source 003) under the chapter's frame
// and under CH5EX7's own update → testWalls → collide → render, from the same start on one clock
// (the two sides of FrameOrderClock), with the number of stuck pairs on each side in every frame.
// A pair is stuck after STUCK_FRAMES frames in a row ending overlapped, as in every other figure.
import { scenario, stuckPairs, tallyOverlaps } from '@/physics';
import { FrameOrderClock } from './FrameOrderClock';

/** Frames the crowd figure records before it stops: ten seconds at 60 frames a second. */
export const CROWD_FRAMES = 600;

export class FrameOrderCrowdClock extends FrameOrderClock {
  /** Per side: stuck pairs at the end of each frame computed so far, and the running tally. */
  private readonly counts: [number[], number[]] = [[0], [0]];
  private readonly tallies: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  readonly balls: number;

  constructor(seed?: number, limit = CROWD_FRAMES) {
    const start = scenario('two-hundred', seed);
    super(start, limit);
    this.balls = start.balls.length;
  }

  /** Stuck pairs at the end of `frame` (the current one by default) on one side. */
  stuck(side: 0 | 1, frame = this.frame): number {
    const counts = this.counts[side];
    while (counts.length <= frame) {
      const overlapping = this.sides[side].record(counts.length).measure.overlapping;
      const pairs = overlapping.map(([i, j]) => ({ i, j }));
      this.tallies[side] = tallyOverlaps(this.tallies[side], pairs, this.balls);
      counts.push(stuckPairs(this.tallies[side], this.balls).length);
    }
    return counts[frame] as number;
  }

  /** The most stuck pairs at the end of any frame so far on one side. */
  mostStuck(side: 0 | 1): number {
    this.stuck(side);
    return Math.max(...this.counts[side].slice(0, this.frame + 1));
  }
}
