// The player of lesson 6's frame-order figure: the chapter's frame (a world of the site's physics)
// and CH5EX7's predicted-position frame (physics/predictedFrame.ts), from the same start. Both sides
// are recorded as the mistake demos record theirs (RecordedClock), so stepping back is exact and both
// always show the same frame; what the figure reads of a side is a function of the frame (orderStats).
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

/** The chapter's frame beside the predicted-position frame, from `start`, for `limit` frames. */
export function frameOrderClock(start: WorldOptions, limit = 300): RecordedClock {
  const track = (side: Side) => new Track(side, start.width, start.height);
  return new RecordedClock(
    [track(chapterSide(start)), track(predictedSide(start))],
    start.width,
    start.height,
    limit,
  );
}

/** Counts over the frames up to `frame` on one side. */
export function orderStats(side: Track, frame: number): OrderStats {
  let overlapFrames = 0;
  let run = 0;
  let longestRun = 0;
  for (let f = 1; f <= frame; f++) {
    const overlapping = side.record(f).measure.overlappingPairs > 0;
    overlapFrames += overlapping ? 1 : 0;
    run = overlapping ? run + 1 : 0;
    longestRun = Math.max(longestRun, run);
  }
  return { overlapFrames, longestRun, stuck: longestRun >= STUCK_FRAMES };
}
