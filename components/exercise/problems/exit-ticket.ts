// The chapter's exit ticket, at the end of lesson 9: six short questions across the lessons (momentum,
// the elastic formula, equal masses, the line of centres, the naive push, e = 0), each answered by
// the physics like every other exercise, and printable on one page (ExitTicket.tsx).
import { onStage } from '@/components/lessonStage';
import { createWorld, elastic1D, momentum } from '@/physics';
import { firstCollision, type Problem } from '../problem';
import { energyLost } from './beyond';

const ball = (vx: number, mass: number) => ({ x: 0, y: 0, vx, vy: 0, radius: 1, mass });

// two equal balls closing at 2 px per frame each, 7 px deep: the first move takes them to an overlap
// of 11 closing at 4, where the check finds them
const foundDeep = onStage([200, 200, 2, 0, 30, 1], [253, 200, -2, 0, 30, 1]);

// lesson 4's 45° hit: ball0 at 4 px per frame, ball1 (same mass) at rest, the line of centres down-right
const glancing45 = onStage([150, 200, 4, 0, 25, 1], [285, 235, 0, 0, 25, 1]);

/** What an elastic head-on hit of equal masses at 5 and −1 does to their velocities. */
function equalMasses(): 'swap' | 'reverse' | 'stop' {
  const [v0, v1] = elastic1D(1, 5, 1, -1);
  if (v0 === -1 && v1 === 5) return 'swap';
  if (v0 === -5 && v1 === 1) return 'reverse';
  return 'stop';
}

/** Which parts of the velocities lesson 4's 45° hit changed: along the line of centres, across it. */
function partsChanged(): 'along' | 'across' | 'both' {
  const { event } = firstCollision(glancing45);
  const { sin, cos } = event.trace.angle;
  const along = (b: { vx: number; vy: number }) => b.vx * cos + b.vy * sin;
  const across = (b: { vx: number; vy: number }) => -b.vx * sin + b.vy * cos;
  const [before, after] = [event.balls.a, event.trace.rotateBack.a];
  const changed = (part: typeof along) => Math.abs(part(after) - part(before)) > 1e-9;
  if (changed(along) && changed(across)) return 'both';
  return changed(along) ? 'along' : 'across';
}

/** The overlap left after the first frame's naive push. */
function leftAfterPush(): number {
  const world = createWorld(foundDeep);
  world.step();
  return world.metrics().maxPenetration;
}

export const exitTicket: readonly Problem[] = [
  {
    id: 'ticket-momentum',
    kind: 'number',
    answer: () => momentum([ball(2, 3), ball(-4, 1)]).x,
    tolerance: 0.05,
  },
  {
    id: 'ticket-elastic',
    kind: 'number',
    answer: () => elastic1D(1, 9, 2, 0)[1],
    tolerance: 0.05,
  },
  {
    id: 'ticket-equal-masses',
    kind: 'choice',
    choices: ['swap', 'reverse', 'stop'],
    answer: equalMasses,
  },
  {
    id: 'ticket-line-of-centres',
    kind: 'choice',
    choices: ['along', 'across', 'both'],
    answer: partsChanged,
  },
  {
    id: 'ticket-naive-push',
    kind: 'number',
    answer: leftAfterPush,
    tolerance: 0.1,
    decimals: 1,
  },
  {
    id: 'ticket-inelastic-energy',
    kind: 'number',
    answer: () => energyLost(1, 6, 1, 0, 0),
    tolerance: 0.05,
  },
];
