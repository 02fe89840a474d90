// The player of lesson 6's crowd figure: CH5EX7's 200 balls (source 003) under the chapter's frame
// and under CH5EX7's own update → testWalls → collide → render, from the same start on one player
// (frameOrderClock's two sides), with the number of stuck pairs on each side in every frame.
// A pair is stuck after STUCK_FRAMES frames in a row ending overlapped, as in every other figure.
import type { RecordedClock } from '@/components/mistakes/RecordedClock';
import { scenario, stuckPairs, tallyOverlaps } from '@/physics';
import { frameOrderClock } from './FrameOrderClock';

/** Frames the crowd figure records before it stops: ten seconds at 60 frames a second. */
export const CROWD_FRAMES = 600;

export interface FrameOrderCrowdClock extends RecordedClock {
  readonly balls: number;
  /** Stuck pairs at the end of `frame` on one side. */
  stuck(side: 0 | 1, frame: number): number;
  /** The most stuck pairs at the end of any frame up to `frame` on one side. */
  mostStuck(side: 0 | 1, frame: number): number;
}

export function frameOrderCrowdClock(seed?: number, limit = CROWD_FRAMES): FrameOrderCrowdClock {
  const start = scenario('two-hundred', seed);
  const clock = frameOrderClock(start, limit);
  const balls = start.balls.length;
  // Per side: stuck pairs at the end of each frame computed so far, and the running tally; a frame's
  // count never changes once made (the recording is fixed), so these only grow.
  const counts: [number[], number[]] = [[0], [0]];
  const tallies: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  const stuck = (side: 0 | 1, frame: number): number => {
    const list = counts[side];
    while (list.length <= frame) {
      const overlapping = clock.sides[side].record(list.length).measure.overlapping;
      const pairs = overlapping.map(([i, j]) => ({ i, j }));
      tallies[side] = tallyOverlaps(tallies[side], pairs, balls);
      list.push(stuckPairs(tallies[side], balls).length);
    }
    return list[frame] as number;
  };
  const mostStuck = (side: 0 | 1, frame: number): number => {
    stuck(side, frame);
    return Math.max(...counts[side].slice(0, frame + 1));
  };
  return Object.assign(clock, { balls, stuck, mostStuck });
}
