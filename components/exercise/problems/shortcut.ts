// Lesson 3, "The vxTotal shortcut": the relative velocity reverses in an elastic collision.

import { onStage } from '@/components/lessonStage';
import { elastic1D, elastic1DShortcut } from '@/physics';
import type { Problem } from '../problem';

/** v0Final − v1Final after an elastic collision of masses m0, m1 at velocities 5 and −5. */
function relativeAfter(m0: number, m1: number): number {
  const [v0Final, v1Final] = elastic1D(m0, 5, m1, -5);
  return v0Final - v1Final;
}

export const shortcut: readonly Problem[] = [
  {
    // masses 2 and 1 at 5 and −5: the relative velocity v0 − v1 is 10 before; what is it after?
    id: 'shortcut-relative-after',
    kind: 'number',
    answer: () => relativeAfter(2, 1),
    tolerance: 0.05,
    world: onStage([100, 200, 5, 0, 40, 2], [400, 200, -5, 0, 20, 1]),
  },
  {
    // the same speeds with masses 10 and 1: is the relative velocity after still −10?
    id: 'shortcut-heavier-mass',
    kind: 'choice',
    choices: ['same', 'closer-to-zero', 'further-from-zero'],
    answer: () => {
      const after = relativeAfter(10, 1);
      const before = elastic1DShortcut(2, 5, 1, -5); // the 2-and-1 pair of the previous exercise
      const reference = before[0] - before[1];
      if (Math.abs(after - reference) < 1e-9) return 'same';
      return Math.abs(after) < Math.abs(reference) ? 'closer-to-zero' : 'further-from-zero';
    },
    world: onStage([100, 200, 5, 0, 60, 10], [420, 200, -5, 0, 20, 1]),
  },
];
