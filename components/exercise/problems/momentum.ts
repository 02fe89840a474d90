// Lesson 1, "Mass and momentum": the units (px per frame to px per second), and the velocity that
// makes two momenta cancel.

import { onStage } from '@/components/lessonStage';
import { createWorld, FRAMES_PER_SECOND, momentum } from '@/physics';
import type { Problem } from '../problem';

/** How far a ball at 4 px per frame rolls in one second of a figure playing at normal speed. */
function pxPerSecond(): number {
  const world = createWorld(onStage([60, 200, 4, 0, 20, 1]));
  for (let f = 0; f < FRAMES_PER_SECOND; f++) world.step();
  return world.ball(0).x - 60;
}

// ball0 (mass 2) at 3 px per frame, ball1 (mass 1) at the velocity that cancels ball0's momentum
const cancelling = { ...onStage([120, 100, 3, 0, 30, 2], [430, 100, -6, 0, 20, 1]), height: 200 };

export const momentumLesson: readonly Problem[] = [
  {
    id: 'momentum-units-per-second',
    kind: 'number',
    answer: pxPerSecond,
    tolerance: 0.1,
    decimals: 0,
  },
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
