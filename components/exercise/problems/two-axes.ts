// Lesson 4, "Two axes": rotate onto the line of centres, solve in one dimension, rotate back.
import { onStage } from '@/components/lessonStage';
import { angleBetween, firstCollision, type Problem } from '../problem';

// ball0 rolls right at 4 px per frame; ball1 (same mass) waits so that at frame 25 the line of
// centres points exactly 45° down-right: offset (35, 35), distance 49.5 < 25 + 25.
const glancing45 = onStage([150, 200, 4, 0, 25, 1], [285, 235, 0, 0, 25, 1]);

// ball0 rolls right at 5 px per frame; at frame 30 the offset to ball1 is (51, −29.5): about 30° up.
const glancing30 = onStage([120, 209, 5, 0, 30, 1], [321, 179.5, 0, 0, 30, 1]);

export const twoAxes: readonly Problem[] = [
  {
    id: 'two-axes-glancing-vx',
    kind: 'number',
    answer: () => firstCollision(glancing45).balls[1]?.vx ?? Number.NaN,
    tolerance: 0.05,
    world: glancing45,
  },
  {
    id: 'two-axes-right-angle',
    kind: 'choice',
    choices: ['less', 'right', 'more'],
    answer: () => {
      const [a, b] = firstCollision(glancing30).balls;
      if (!a || !b) throw new Error('two balls expected');
      const angle = angleBetween(a, b);
      if (Math.abs(angle - 90) < 0.5) return 'right';
      return angle < 90 ? 'less' : 'more';
    },
    world: glancing30,
  },
];
