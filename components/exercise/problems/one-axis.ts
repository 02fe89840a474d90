// Lesson 2, "One axis": the elastic formula applied to two balls on a line.
import { elastic1D } from '@/physics';
import { direction, type Problem } from '../problem';

const STAGE = { width: 550, height: 400 };

export const oneAxis: readonly Problem[] = [
  {
    // ball0 (mass 2) at 3 px per frame runs into ball1 (mass 1) at rest
    id: 'one-axis-heavy-hits-resting',
    kind: 'number',
    answer: () => elastic1D(2, 3, 1, 0)[1],
    tolerance: 0.05,
    world: {
      ...STAGE,
      balls: [
        { x: 100, y: 200, vx: 3, vy: 0, radius: 40, mass: 2 },
        { x: 300, y: 200, vx: 0, vy: 0, radius: 20, mass: 1 },
      ],
    },
  },
  {
    // ball0 (mass 1) at 4 px per frame runs into ball1 (mass 3) at rest: which way does ball0 go?
    id: 'one-axis-light-hits-heavy',
    kind: 'choice',
    choices: ['back', 'stops', 'forward'],
    answer: () => direction(elastic1D(1, 4, 3, 0)[0]),
    world: {
      ...STAGE,
      balls: [
        { x: 100, y: 200, vx: 4, vy: 0, radius: 20, mass: 1 },
        { x: 320, y: 200, vx: 0, vy: 0, radius: 35, mass: 3 },
      ],
    },
  },
];
