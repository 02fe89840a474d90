// What an exercise is: a question whose answer is computed by physics/ (never typed in), and
// optionally the world to run once the reader has committed to a guess.
import type { MistakeName } from '@/components/mistakes/cases';
import type { Ball, CollisionEvent, WorldOptions } from '@/physics';
import { createWorld } from '@/physics';

interface ProblemBase {
  /** Used by <Predict id="…"> in a lesson; unique across the site. */
  id: string;
  /** The set-up to run after the reader has answered. */
  world?: WorldOptions;
  /** Panels of the run's <Simulation>, space separated (default: overlays, readout, table). */
  panels?: string;
  /** The run pauses at every collision unless this is false (a story with one in every frame). */
  pauseAtCollisions?: boolean;
  /** Run `world` as this source mistake's demo (broken next to fixed) instead of a <Simulation>. */
  mistake?: MistakeName;
}

export interface NumberProblem extends ProblemBase {
  kind: 'number';
  /** Calls the physics API; never a literal. */
  answer: () => number;
  /** A guess at most this far from the answer counts as right. */
  tolerance: number;
  /** Decimals the answer is shown with (default 2). */
  decimals?: number;
}

export interface ChoiceProblem extends ProblemBase {
  kind: 'choice';
  /** Keys of the possible answers, in the order they are offered; the lesson gives their wording. */
  choices: readonly string[];
  /** Calls the physics API and returns one of the choices. */
  answer: () => string;
}

export type Problem = NumberProblem | ChoiceProblem;

/**
 * An exercise as the page hands it to the browser: its answer already computed (at build time, by
 * the same physics call), so the browser downloads neither the other exercises nor their set-ups.
 */
export type PosedProblem =
  | (Omit<NumberProblem, 'answer'> & { answer: number })
  | (Omit<ChoiceProblem, 'answer'> & { answer: string });

export interface FirstCollision {
  /** The balls at the end of the frame of the first collision. */
  balls: Ball[];
  event: CollisionEvent;
  frame: number;
}

/** Steps a world from these options until its first collision: what the reader will see on Run. */
export function firstCollision(options: WorldOptions, maxFrames = 1000): FirstCollision {
  const world = createWorld(options);
  while (world.frame < maxFrames) {
    const report = world.step();
    const event = report.collisions[0];
    if (event) return { balls: world.balls(), event, frame: report.frame };
  }
  throw new Error(`no collision in the first ${maxFrames} frames`);
}

/** The angle between two velocities, in degrees (0 to 180). */
export function angleBetween(a: Ball, b: Ball): number {
  const cos = (a.vx * b.vx + a.vy * b.vy) / (Math.hypot(a.vx, a.vy) * Math.hypot(b.vx, b.vy));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/** Which way a velocity on one axis points, with rounding noise counted as standing still. */
export function direction(v: number, noise = 1e-9): 'back' | 'stops' | 'forward' {
  if (Math.abs(v) <= noise) return 'stops';
  return v < 0 ? 'back' : 'forward';
}
