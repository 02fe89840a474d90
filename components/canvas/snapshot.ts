// A figure's frame as plain data, so the same layers draw it on the page or in a worker
// (paint.worker.ts): the balls packed in a Float64Array reused from frame to frame (x, y, vx, vy,
// radius, mass, stuck), and the rest — overlays, colours, sizes, the frame's collisions — in a small
// object a worker receives by structured clone. Doubles are copied exactly: a frame drawn from its
// snapshot is the frame drawn from the world.
import type { CollisionEvent } from '@/physics';
import { ballWriter } from '@/physics';
import type { BallSource } from './ballSource';
import type { Palette } from './palette';
import type { View } from './readable';
import type { Overlays } from './worldLayers';

/** Numbers per ball in a packed array. */
export const BALL_FIELDS = 7;

export interface FrameInfo {
  count: number;
  /** The world's frame number: trails remember it, to be trimmed when stepping back. */
  frame: number;
  /** Changes when the trails must start again (another world, another frame of reference). */
  trailsEpoch: number;
  overlays: Overlays;
  palette: Palette;
  /** Device pixels per physics pixel. */
  scale: number;
  view: View;
  arrowScale: number;
  impulseFrames: number;
  /** Balls of stuck pairs are drawn in the warning colour (their flag in the packed array). */
  highlightStuck: boolean;
  collisions?: readonly CollisionEvent[];
  recentCollisions?: readonly { event: CollisionEvent; age: number }[];
}

/** Packs the balls into `into` when it has room, else into a new array (returned either way). */
export function packBalls(
  balls: BallSource,
  stuck: ReadonlySet<number> | undefined,
  into: Float64Array | null,
): Float64Array {
  const size = balls.count * BALL_FIELDS;
  // a little room to grow, so a crowd that gains a few balls keeps its arrays
  const data = into && into.length >= size ? into : new Float64Array(Math.ceil(size * 1.25));
  if (balls.writeBalls) balls.writeBalls(data, BALL_FIELDS);
  else balls.forEachBall(ballWriter(data, BALL_FIELDS));
  for (let i = 0, at = 6; i < balls.count; i++, at += BALL_FIELDS) data[at] = stuck?.has(i) ? 1 : 0;
  return data;
}

/** The first `count` balls of a packed array, read in place, and the set of those flagged stuck. */
export function unpackBalls(data: Float64Array, count: number): BallSource & { stuck: Set<number> } {
  const stuck = new Set<number>();
  for (let i = 0; i < count; i++) if (data[i * BALL_FIELDS + 6] === 1) stuck.add(i);
  return {
    count,
    stuck,
    forEachBall(visit) {
      for (let i = 0, at = 0; i < count; i++, at += BALL_FIELDS)
        visit(
          data[at] as number,
          data[at + 1] as number,
          data[at + 2] as number,
          data[at + 3] as number,
          data[at + 4] as number,
          data[at + 5] as number,
          i,
        );
    },
  };
}
