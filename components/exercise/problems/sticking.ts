// Lesson 7, "Why balls stick, and the fix": the naive push leaves a pair locked; the absV fix can
// push a separating pair deeper.
import { createWorld, scenario } from '@/physics';
import type { Problem } from '../problem';

// two equal balls 10 px inside each other, already moving apart at 1 px per frame each
const separating = {
  width: 550,
  height: 400,
  separation: 'overlap' as const,
  balls: [
    { x: 200, y: 200, vx: -1, vy: 0, radius: 30, mass: 1 },
    { x: 250, y: 200, vx: 1, vy: 0, radius: 30, mass: 1 },
  ],
};

const STUCK_CHOICES: Record<number, string> = { 0: 'none', 1: 'one', 3: 'three' };

export const sticking: readonly Problem[] = [
  {
    id: 'sticking-naive-stuck',
    kind: 'choice',
    choices: ['none', 'one', 'three'],
    answer: () => {
      const world = createWorld(scenario('sticky-three'));
      for (let f = 0; f < 60; f++) world.step();
      const stuck = world.metrics().stuckPairs;
      const choice = STUCK_CHOICES[stuck];
      if (!choice) throw new Error(`no choice for ${stuck} stuck pairs`);
      return choice;
    },
    world: scenario('sticky-three'),
    panels: 'overlays readout ledger',
  },
  {
    id: 'sticking-absv-deeper',
    kind: 'number',
    answer: () => {
      const world = createWorld(separating);
      world.step();
      return world.metrics().maxPenetration;
    },
    tolerance: 0.1,
    decimals: 1,
    world: separating,
  },
];
