// Lesson 7, "Why balls stick, and the fix": the naive push leaves the story's pair locked; the absV
// fix can push a separating pair deeper.

import { onStage } from '@/components/lessonStage';
import { createWorld, STUCK_FRAMES, scenario } from '@/physics';
import type { Problem } from '../problem';

// two equal balls 10 px inside each other, already moving apart at 1 px per frame each
const separating = {
  ...onStage([200, 200, -1, 0, 30, 1], [250, 200, 1, 0, 30, 1]),
  separation: 'overlap' as const,
};

const STUCK_CHOICES: Record<number, string> = { 0: 'none', 1: 'one', 3: 'three' };

export const sticking: readonly Problem[] = [
  {
    id: 'sticking-naive-stuck',
    kind: 'choice',
    choices: ['none', 'one', 'three'],
    // the story's three balls from a clean start: how many pairs are stuck at frame STUCK_FRAMES
    answer: () => {
      const world = createWorld(scenario('sticking-story'));
      for (let f = 0; f < STUCK_FRAMES; f++) world.step();
      const stuck = world.metrics().stuckPairs;
      const choice = STUCK_CHOICES[stuck];
      if (!choice) throw new Error(`no choice for ${stuck} stuck pairs`);
      return choice;
    },
    world: scenario('sticking-story'),
    panels: 'overlays readout ledger',
    pauseAtCollisions: false, // ball0 and ball1 collide in every frame
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
