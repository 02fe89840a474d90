// Lesson 1, "Mass and momentum": the velocity that makes two momenta cancel.
import { momentum } from '@/physics';
import type { Problem } from '../problem';

// ball0 (mass 2) at 3 px per frame, ball1 (mass 1) at the velocity that cancels ball0's momentum
const cancelling = {
  width: 550,
  height: 200,
  balls: [
    { x: 120, y: 100, vx: 3, vy: 0, radius: 30, mass: 2 },
    { x: 430, y: 100, vx: -6, vy: 0, radius: 20, mass: 1 },
  ],
};

export const momentumLesson: readonly Problem[] = [
  {
    id: 'momentum-zero-total',
    kind: 'number',
    // m1·v1 = −(m0·v0): the velocity of ball1 is minus ball0's momentum over ball1's mass
    answer: () => {
      const [ball0, ball1] = cancelling.balls;
      if (!ball0 || !ball1) throw new Error('two balls');
      return -momentum([ball0]).x / ball1.mass;
    },
    tolerance: 0.05,
    world: cancelling,
  },
];
