// Runs the engines on one scene and measures each: the median time of a step, the kinetic energy from
// start to end, the deepest overlap after any step, and at the end the overlapping pairs, the deepest
// penetration and the balls outside.
import { type Ball, OVERLAP_TOLERANCE } from '../physics';
import type { Engine } from './engines';
import type { Scene, Velocities } from './scene';

export interface Measurement {
  engine: string;
  velocities: Velocities;
  n: number;
  steps: number;
  msPerStep: number;
  /** |KE end − KE start| / KE start. */
  energyDrift: number;
  overlappingPairs: number;
  deepestPenetration: number;
  /** The deepest overlap after any step, in px and as a share of the smaller radius of its pair. */
  deepestEver: number;
  deepestEverShare: number;
  outside: number;
}

const energy = (balls: Ball[]) =>
  balls.reduce((sum, b) => sum + 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy), 0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Overlaps by sorting on x, outside the timed steps; `share` is the deepest over the pair's smaller radius. */
function overlaps(balls: Ball[]): { pairs: number; deepest: number; share: number } {
  const order = balls.map((_, i) => i).sort((a, b) => (balls[a] as Ball).x - (balls[b] as Ball).x);
  const maxRadius = balls.reduce((most, b) => Math.max(most, b.radius), 0);
  let pairs = 0;
  let deepest = 0;
  let share = 0;
  for (let p = 0; p < order.length; p++) {
    const a = balls[order[p] as number] as Ball;
    for (let q = p + 1; q < order.length; q++) {
      const b = balls[order[q] as number] as Ball;
      if (b.x - a.x >= a.radius + maxRadius) break;
      const penetration = a.radius + b.radius - Math.hypot(b.x - a.x, b.y - a.y);
      if (penetration > OVERLAP_TOLERANCE) {
        pairs += 1;
        deepest = Math.max(deepest, penetration);
        share = Math.max(share, penetration / Math.min(a.radius, b.radius));
      }
    }
  }
  return { pairs, deepest, share };
}

/**
 * The engines take turns, each running a block of steps (each step timed on its own) before the next
 * one: on a shared machine a busy minute then slows every engine alike instead of whichever ran then.
 * Turns of single steps would not do: one engine's garbage would be collected during another's step.
 */
const BLOCKS = 10;

export function measureTogether(
  engines: Engine[],
  scene: Scene,
  velocities: Velocities,
  steps: number,
): Measurement[] {
  const runs = engines.map((engine) => {
    const running = engine.start(scene);
    return { engine, running, start: energy(running.read()), times: [] as number[], deepest: 0, share: 0 };
  });
  const block = Math.ceil(steps / BLOCKS);
  for (let s = 0; s < steps; s += block) {
    for (const run of runs) {
      for (let k = s; k < Math.min(steps, s + block); k++) {
        const t0 = performance.now();
        run.running.step();
        run.times.push(performance.now() - t0);
        const now = overlaps(run.running.read());
        run.deepest = Math.max(run.deepest, now.deepest);
        run.share = Math.max(run.share, now.share);
      }
    }
  }
  return runs.map(({ engine, running, start, times, deepest: deepestEver, share }) => {
    const end = running.read();
    const { pairs, deepest } = overlaps(end);
    const outside = end.filter((b) => !(b.x >= 0 && b.x <= scene.width && b.y >= 0 && b.y <= scene.height));
    return {
      engine: engine.name,
      velocities,
      n: scene.balls.length,
      steps,
      msPerStep: median(times),
      energyDrift: Math.abs(energy(end) - start) / start,
      overlappingPairs: pairs,
      deepestPenetration: deepest,
      deepestEver,
      deepestEverShare: share,
      outside: outside.length,
    };
  });
}
