// What both engines of a world (world.ts, fastWorld.ts) share: the event of one collision, the stuck
// pairs, and the message for a ball index that does not exist.
import type { Collision } from './collide';
import { totalKineticEnergy, totalMomentum } from './metrics';
import type { Ball } from './types';
import { PhysicsInputError, show } from './validate';
import type { CollisionEvent, WorldTotals } from './world';

/** A pair that has overlapped for this many consecutive frames counts as stuck. */
export const STUCK_FRAMES = 10;

const pairTotals = (a: Ball, b: Ball): WorldTotals => ({
  momentum: totalMomentum([a, b]),
  kineticEnergy: totalKineticEnergy([a, b]),
});

/** Balls i and j were a and b before `result`. */
export function collisionEvent(i: number, j: number, a: Ball, b: Ball, result: Collision): CollisionEvent {
  return { i, j, trace: result.trace, before: pairTotals(a, b), after: pairTotals(result.a, result.b) };
}

export function badIndex(i: number, n: number): PhysicsInputError {
  const allowed = n === 0 ? 'the world has no balls' : `ball index must be a whole number from 0 to ${n - 1}`;
  return new PhysicsInputError('index', `${allowed} (got ${show(i)})`);
}

/** Pairs [i, j] overlapping for STUCK_FRAMES frames or more; the counts are keyed i * n + j, in pair order. */
export function stuckPairs(overlapFrames: ReadonlyMap<number, number>, n: number): Array<[number, number]> {
  const stuck: Array<[number, number]> = [];
  // keys were inserted in pair order (i, then j), so the list comes out sorted
  for (const [key, frames] of overlapFrames) {
    if (frames >= STUCK_FRAMES) stuck.push([Math.floor(key / n), key % n]);
  }
  return stuck;
}
