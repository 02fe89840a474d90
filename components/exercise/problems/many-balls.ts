// Lesson 6, "Many balls": the pairs a frame checks, walls with a bounce factor, and what a box full
// of balls keeps.

import { onStage } from '@/components/lessonStage';
import { createWorld, elastic1D, kineticEnergy, momentum, scenario, chapterStep as step } from '@/physics';
import type { Problem } from '../problem';

/** How many pairs the chapter's frame hands to the collision for MultiBilliard2's twenty balls. */
function pairsChecked(): number {
  const { balls, width = 550, height = 400 } = scenario('twenty-large');
  let pairs = 0;
  step(
    balls.map((b) => ({ ...b })),
    { width, height, walls: true, bounce: -1 },
    () => {
      pairs += 1;
      return null;
    },
  );
  return pairs;
}

// ball0 reaches the right wall (bounce −0.6) at frame 15, then rolls back into ball1
const softWall = { ...onStage([440, 200, 5, 0, 40, 2], [150, 200, 1, 0, 20, 1]), bounce: -0.6 };

/** ball0's vx in the first frame after it turned round at the wall. */
function vxAfterWall(): number {
  const world = createWorld(softWall);
  while (world.frame < 100) {
    world.step();
    const ball = world.ball(0);
    if (ball.vx < 0) return ball.vx;
  }
  throw new Error('ball0 never reached the wall');
}

/** A ball of mass 1 at 4 px per frame into a "wall ball" a billion times heavier, at rest: where the
 *  momentum goes (kept by the pair, the ball coming back at 4, the wall too slow to see). */
function wallMomentum(): 'lost' | 'earth' | 'energy' {
  const wall = 1e9;
  const [ball, pushed] = elastic1D(1, 4, wall, 0);
  if (Math.abs(ball + pushed * wall - 4) > 1e-9) return 'lost';
  return Math.abs(ball + 4) < 1e-6 && Math.abs(pushed) < 1e-6 ? 'earth' : 'energy';
}

/** Which totals of the eight balls are the same after 600 frames as at the start. */
function keptTotals(): string {
  const start = scenario('eight-balls');
  const world = createWorld(start);
  for (let f = 0; f < 600; f++) world.step();
  const [p0, p1] = [momentum(start.balls), momentum(world.balls())];
  const [e0, e1] = [kineticEnergy(start.balls), kineticEnergy(world.balls())];
  const momentumKept = Math.hypot(p1.x - p0.x, p1.y - p0.y) < 1e-6 * (1 + Math.hypot(p0.x, p0.y));
  const energyKept = Math.abs(e1 - e0) < 1e-6 * e0;
  if (momentumKept) return energyKept ? 'both' : 'momentum-only';
  return energyKept ? 'energy-only' : 'neither';
}

export const manyBalls: readonly Problem[] = [
  {
    id: 'many-balls-pairs-twenty',
    kind: 'number',
    answer: pairsChecked,
    tolerance: 0.1,
    decimals: 0,
  },
  {
    id: 'many-balls-soft-wall',
    kind: 'number',
    answer: vxAfterWall,
    tolerance: 0.05,
    world: softWall,
  },
  {
    id: 'many-balls-wall-momentum',
    kind: 'choice',
    choices: ['lost', 'earth', 'energy'],
    answer: wallMomentum,
  },
  {
    id: 'many-balls-what-is-kept',
    kind: 'choice',
    choices: ['both', 'energy-only', 'momentum-only', 'neither'],
    answer: keptTotals,
    world: scenario('eight-balls'),
    panels: 'overlays readout chart',
  },
];
