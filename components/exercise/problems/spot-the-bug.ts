// Lesson 9, "Spot the bug": the answers come from the sources' mistakes as physics/mistakes.ts runs
// them, and a run shows that broken code next to the fixed physics.

import { onStage } from '@/components/lessonStage';
import { shortcutWrongSign, testWalls003 } from '@/physics';
import type { Problem } from '../problem';

export const spotTheBug: readonly Problem[] = [
  {
    id: 'bug-shortcut-momentum',
    kind: 'number',
    answer: () => {
      const [v0, v1] = shortcutWrongSign(2, 3, 1, -3);
      return 2 * v0 + 1 * v1;
    },
    tolerance: 0.05,
    // the question's two balls, run with the wrong shortcut beside the fixed one: the first
    // collision's momentum reads 3 → −9 on the broken side and 3 → 3 on the fixed side
    mistake: 'shortcut-sign',
    world: onStage([100, 200, 3, 0, 40, 2], [300, 200, -3, 0, 20, 1]),
  },
  {
    id: 'bug-corner-walls',
    kind: 'choice',
    choices: ['both', 'x-only', 'y-only', 'neither'],
    answer: () => {
      const ball = { x: 295, y: 296, vx: 5, vy: 5, radius: 10, mass: 1 };
      testWalls003(ball, 300, 300);
      const [x, y] = [ball.vx < 0, ball.vy < 0];
      if (x && y) return 'both';
      if (x) return 'x-only';
      return y ? 'y-only' : 'neither';
    },
  },
];
