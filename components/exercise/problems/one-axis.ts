// Lesson 2, "One axis": the elastic formula applied to two balls on a line.

import { onStage } from '@/components/lessonStage';
import { elastic1D } from '@/physics';
import { direction, type Problem } from '../problem';

/** ball0 (mass 2) at 3 px per frame into ball1 (mass 1) at rest; lesson 8 runs it again with restitution. */
export const heavyIntoResting = onStage([100, 200, 3, 0, 40, 2], [300, 200, 0, 0, 20, 1]);

export const oneAxis: readonly Problem[] = [
  {
    id: 'one-axis-heavy-hits-resting',
    kind: 'number',
    answer: () => elastic1D(2, 3, 1, 0)[1],
    tolerance: 0.05,
    world: heavyIntoResting,
  },
  {
    // ball0 (mass 1) at 4 px per frame runs into ball1 (mass 3) at rest: which way does ball0 go?
    id: 'one-axis-light-hits-heavy',
    kind: 'choice',
    choices: ['back', 'stops', 'forward'],
    answer: () => direction(elastic1D(1, 4, 3, 0)[0]),
    world: onStage([100, 200, 4, 0, 20, 1], [320, 200, 0, 0, 35, 3]),
  },
];
