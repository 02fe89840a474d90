// Lesson 7, "Why balls stick, and the fix": the naive push leaves the story's pair locked, and any
// pair found deeper than one frame of its closing speed; the absV fix can push a separating pair
// deeper; the robust push splits the overlap by inverse mass, whatever the radii.

import { onStage } from '@/components/lessonStage';
import { collide, createWorld, STUCK_FRAMES, scenario, type WorldOptions } from '@/physics';
import type { Problem } from '../problem';

// two equal balls 10 px inside each other, already moving apart at 1 px per frame each
const separating = {
  ...onStage([200, 200, -1, 0, 30, 1], [250, 200, 1, 0, 30, 1]),
  separation: 'overlap' as const,
};

// two equal balls 7 px inside each other, closing at 2.5 px per frame each: the first frame's move
// takes them to an overlap d = 12 at a closing speed u = 5, where the check finds them
const tooDeep = onStage([200, 200, 2.5, 0, 30, 1], [253, 200, -2.5, 0, 30, 1]);

// a large and a small ball of equal mass, at rest and 12 px inside each other, for the robust push
const equalMasses = {
  ...onStage([200, 200, 0, 0, 40, 1], [248, 200, 0, 0, 20, 1]),
  separation: 'robust' as const,
};

/** The deepest overlap at the end of the first frame of a world. */
function overlapAfterOneFrame(world: WorldOptions): number {
  const running = createWorld(world);
  running.step();
  return running.metrics().maxPenetration;
}

/** How far the robust separation moves the large ball out of the overlap. */
function robustShare(): number {
  const [a, b] = equalMasses.balls;
  if (!a || !b) throw new Error('two balls');
  const after = collide(a, b, { separation: 'robust' });
  if (!after) throw new Error('the balls overlap');
  return Math.abs(after.a.x - a.x);
}

/** The story's three balls with time cut into frames `k` times shorter: every velocity divided by k. */
function storyEvery(k: number): WorldOptions {
  const story = scenario('sticking-story');
  return { ...story, balls: story.balls.map((b) => ({ ...b, vx: b.vx / k, vy: b.vy / k })) };
}

/** The most pairs stuck at once over the story's first 300 frames' time, in frames `k` times shorter. */
function mostStuck(k: number): number {
  const world = createWorld(storyEvery(k));
  let most = 0;
  for (let f = 0; f < 300 * k; f++) {
    world.step();
    most = Math.max(most, world.metrics().stuckPairs);
  }
  return most;
}

/** Whether sticking survives shorter frames: real if it does, an artefact of sampling if it goes. */
function samplingAnswer(): 'real' | 'sampling' {
  if (mostStuck(1) === 0) throw new Error('the story no longer sticks');
  return mostStuck(10) > 0 ? 'real' : 'sampling';
}

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
    id: 'sticking-naive-leftover',
    kind: 'number',
    answer: () => overlapAfterOneFrame(tooDeep),
    tolerance: 0.1,
    decimals: 1,
    world: tooDeep,
    panels: 'overlays readout ledger',
    pauseAtCollisions: false, // the pair collides in every frame
  },
  {
    id: 'sticking-sampling',
    kind: 'choice',
    choices: ['real', 'sampling', 'heavy'],
    answer: samplingAnswer,
    world: storyEvery(10),
    panels: 'overlays readout stuck',
  },
  {
    id: 'sticking-absv-deeper',
    kind: 'number',
    answer: () => overlapAfterOneFrame(separating),
    tolerance: 0.1,
    decimals: 1,
    world: separating,
  },
  {
    id: 'sticking-robust-share',
    kind: 'number',
    answer: robustShare,
    tolerance: 0.1,
    decimals: 1,
    world: equalMasses,
  },
];
