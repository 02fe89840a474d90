// What the momenta diagram draws: every ball's momentum just before and just after the last
// collision frame. After is the frame's balls as the clock kept them; before is the same balls with
// each collision of that frame undone (its pair's velocities from the trace, latest undone first).
// Without the whole frame (a big world, or stepped back past it) only the pair is drawn.
import { collisionPair } from '@/components/canvas/collisionPair';
import type { Ball, CollisionEvent, Vec } from '@/physics';
import type { CollisionSnapshot } from './SimulationClock';

export interface MomentaPicture {
  /** ball index and momentum, before and after, in ball order. */
  before: { index: number; p: Vec }[];
  after: { index: number; p: Vec }[];
  /** false: only the last collision's pair is drawn. */
  wholeSystem: boolean;
}

export const momentumOf = (b: Pick<Ball, 'mass' | 'vx' | 'vy'>): Vec => ({
  x: b.mass * b.vx,
  y: b.mass * b.vy,
});

export function sum(ps: readonly { p: Vec }[]): Vec {
  return ps.reduce((t, { p }) => ({ x: t.x + p.x, y: t.y + p.y }), { x: 0, y: 0 });
}

export function momentaOfCollision(
  last: CollisionEvent & { frame: number },
  frame?: CollisionSnapshot,
): MomentaPicture {
  if (!frame || frame.frame !== last.frame) {
    const pair = collisionPair(last);
    const at = (side: 'before' | 'after') =>
      pair.map((b) => ({ index: b.index, p: { x: b.mass * b[side].x, y: b.mass * b[side].y } }));
    return { before: at('before'), after: at('after'), wholeSystem: false };
  }
  const before = frame.balls.map((b) => ({ ...b }));
  for (const event of [...frame.collisions].reverse()) {
    for (const ball of collisionPair(event)) {
      const b = before[ball.index];
      if (!b) continue;
      b.vx = ball.before.x;
      b.vy = ball.before.y;
    }
  }
  return {
    before: before.map((b, index) => ({ index, p: momentumOf(b) })),
    after: frame.balls.map((b, index) => ({ index, p: momentumOf(b) })),
    wholeSystem: true,
  };
}
