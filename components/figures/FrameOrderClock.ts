// One clock for lesson 6's frame-order figure: the chapter's frame (a world of the site's physics)
// and CH5EX7's predicted-position frame (physics/predictedFrame.ts), from the same start. Both sides
// are recorded as the mistake demos record theirs, so stepping back is exact and both always show
// the same frame.
import { type Side, worldSide } from '@/components/mistakes/cases';
import { RecordedClock } from '@/components/mistakes/RecordedClock';
import { Track } from '@/components/mistakes/recording';
import { predictedFrame, STUCK_FRAMES, type WorldOptions } from '@/physics';

/** The chapter's frame, with CH5EX7's speed-and-direction method, so only the frame order differs. */
const chapterSide = (start: WorldOptions): Side => worldSide({ ...start, method: 'angle' });

function predictedSide(start: WorldOptions): Side {
  return {
    start: start.balls,
    stepper: () => {
      let balls = start.balls;
      return () => {
        const next = predictedFrame(balls, start.width, start.height);
        balls = next.balls;
        return next;
      };
    },
  };
}

export interface OrderStats {
  /** Frames up to now that ended with a pair overlapping, and the longest run of them. */
  overlapFrames: number;
  longestRun: number;
  stuck: boolean;
}

export class FrameOrderClock extends RecordedClock {
  constructor(start: WorldOptions, limit = 300) {
    const track = (side: Side) => new Track(side, start.width, start.height);
    super([track(chapterSide(start)), track(predictedSide(start))], start.width, start.height, limit);
  }

  /** Counts over the frames shown so far on one side. */
  stats(side: 0 | 1): OrderStats {
    let overlapFrames = 0;
    let run = 0;
    let longestRun = 0;
    for (let f = 1; f <= this.frame; f++) {
      const overlapping = this.sides[side].record(f).measure.overlappingPairs > 0;
      overlapFrames += overlapping ? 1 : 0;
      run = overlapping ? run + 1 : 0;
      longestRun = Math.max(longestRun, run);
    }
    return { overlapFrames, longestRun, stuck: longestRun >= STUCK_FRAMES };
  }
}
