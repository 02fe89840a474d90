// The exercises of lessons 6 to 9: each answer as physics/ computes it, against a hand calculation
// written out here, and each run set-up a valid world in which balls collide.
import { describe, expect, it } from 'vitest';
import { firstCollision } from '@/components/exercise/problem';
import { findProblem } from '@/components/exercise/registry';
import { createWorld } from '@/physics';

/** Hand-worked answers: the arithmetic is in the comment, the value is typed here on purpose. */
const HAND: Record<string, number | string> = {
  // the wall multiplies vx by the bounce factor: −0.6 · 5 = −3
  'many-balls-soft-wall': -3,
  // ball–ball collisions keep both totals; a wall with bounce −1 flips one component, which keeps
  // the speed (so the energy) but reverses that momentum component: only the energy is the same
  'many-balls-what-is-kept': 'energy-only',
  // sticking-story: frame 1's 1–2 bounce pushes ball1 back 10 px, 9.9 px into ball0; the 0–1 pair
  // then swaps −10 and −0.5 every frame and stays 9.9 px deep, frames 1 to 10: one stuck pair
  'sticking-naive-stuck': 'one',
  // centres 50 apart, radii 30: move apart by 1 each → 52 apart, d = 8; equal masses swap to +1, −1;
  // absV = 2, each moves 8/2 = 4 towards the other → 44 apart, overlap 60 − 44 = 16
  'sticking-absv-deeper': 16,
  // V = (2·3 + 1·0)/3 = 2; v1' = V + e·m0/M·(v0 − v1) = 2 + 0.5·(2/3)·3 = 3
  'restitution-half': 3,
  // e = 0: both at V = 2; energy ½·2·9 = 9 before, ½·3·4 = 6 after: 3 lost
  'restitution-zero-energy': 3,
  // v0' = ((2 − 1)·3 + 2·1·(−3))/3 = −1; wrong vxTotal = −3 − 3 = −6, v1' = −6 − 1 = −7;
  // momentum 2·(−1) + 1·(−7) = −9
  'bug-shortcut-momentum': -9,
  // x + r = 305 > 300 runs the first branch (vx → −5); the else-ifs are skipped, vy stays +5
  'bug-corner-walls': 'x-only',
};

describe('exercises of lessons 6 to 9', () => {
  for (const [id, expected] of Object.entries(HAND)) {
    it(`${id}: physics/ agrees with the hand calculation`, () => {
      const problem = findProblem(id);
      const answer = problem.answer();
      if (problem.kind === 'number') {
        expect(answer).toBeCloseTo(expected as number, 9);
        expect(problem.tolerance).toBeLessThan(0.5);
      } else {
        expect(problem.choices).toContain(answer);
        expect(answer).toBe(expected);
      }
    });
  }

  it('every run set-up is a valid world in which the balls collide', () => {
    for (const id of Object.keys(HAND)) {
      const { world } = findProblem(id);
      if (!world) continue;
      expect(() => createWorld(world), id).not.toThrow();
      expect(firstCollision(world, 200).frame, id).toBeGreaterThan(0);
    }
  });
});
