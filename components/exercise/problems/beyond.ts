// Lesson 8, "Beyond the chapter": the coefficient of restitution.
import { kineticEnergy, momentum, restitution1D, restitution1DUnchecked } from '@/physics';
import type { Problem } from '../problem';
import { heavyIntoResting } from './one-axis';

/** Lesson 2's pair: mass 2 at 3 px per frame into mass 1 at rest, with restitution e. */
const pair = (restitution: number) => ({ ...heavyIntoResting, restitution });

const ball = (vx: number, mass: number) => ({ x: 0, y: 0, vx, vy: 0, radius: 1, mass });

/** The kinetic energy a head-on hit of masses m0 and m1 at v0 and v1 loses with restitution e. */
export function energyLost(m0: number, v0: number, m1: number, v1: number, e: number): number {
  const [after0, after1] = restitution1D(m0, v0, m1, v1, e);
  return kineticEnergy([ball(v0, m0), ball(v1, m1)]) - kineticEnergy([ball(after0, m0), ball(after1, m1)]);
}

/**
 * Lesson 2's pair through the chapter's formula with e = 1.5 (the checked restitution1D refuses
 * e > 1, so its unchecked core runs): what such an e would break.
 */
function aboveOne(): 'yes' | 'momentum' | 'energy' {
  const [v0, v1] = restitution1DUnchecked(2, 3, 1, 0, 1.5);
  const [before, after] = [
    [ball(3, 2), ball(0, 1)],
    [ball(v0, 2), ball(v1, 1)],
  ];
  if (Math.abs(momentum(after).x - momentum(before).x) > 1e-9) return 'momentum';
  return kineticEnergy(after) > kineticEnergy(before) ? 'energy' : 'yes';
}

export const beyond: readonly Problem[] = [
  {
    id: 'restitution-half',
    kind: 'number',
    answer: () => restitution1D(2, 3, 1, 0, 0.5)[1],
    tolerance: 0.05,
    world: pair(0.5),
  },
  {
    id: 'restitution-centre-frame',
    kind: 'number',
    // ball0's velocity after, less the centre of mass's (which the collision keeps)
    answer: () => {
      const [v0, v1] = restitution1D(2, 3, 1, 0, 0.5);
      return v0 - (2 * v0 + 1 * v1) / 3;
    },
    tolerance: 0.05,
    world: pair(0.5),
  },
  {
    id: 'restitution-above-one',
    kind: 'choice',
    choices: ['yes', 'momentum', 'energy'],
    answer: aboveOne,
  },
  {
    id: 'restitution-zero-energy',
    kind: 'number',
    answer: () => energyLost(2, 3, 1, 0, 0),
    tolerance: 0.05,
    world: { ...pair(0), separation: 'robust' },
  },
];
