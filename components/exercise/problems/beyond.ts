// Lesson 8, "Beyond the chapter": the coefficient of restitution.
import { kineticEnergy, restitution1D } from '@/physics';
import type { Problem } from '../problem';
import { heavyIntoResting } from './one-axis';

/** Lesson 2's pair: mass 2 at 3 px per frame into mass 1 at rest, with restitution e. */
const pair = (restitution: number) => ({ ...heavyIntoResting, restitution });

export const beyond: readonly Problem[] = [
  {
    id: 'restitution-half',
    kind: 'number',
    answer: () => restitution1D(2, 3, 1, 0, 0.5)[1],
    tolerance: 0.05,
    world: pair(0.5),
  },
  {
    id: 'restitution-zero-energy',
    kind: 'number',
    answer: () => {
      const [v0, v1] = restitution1D(2, 3, 1, 0, 0);
      const ball = (vx: number, mass: number) => ({ x: 0, y: 0, vx, vy: 0, radius: 1, mass });
      return kineticEnergy([ball(3, 2), ball(0, 1)]) - kineticEnergy([ball(v0, 2), ball(v1, 1)]);
    },
    tolerance: 0.05,
    world: { ...pair(0), separation: 'robust' },
  },
];
