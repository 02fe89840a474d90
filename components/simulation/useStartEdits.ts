'use client';
// The start a figure runs and the edits made to it (in the ball table or by a drag). An edit is
// checked by the same rule as a shared link's balls (placementProblem) and by the physics core;
// a refused edit leaves the last good start running and says why. A page that keeps the start
// elsewhere (the playground's link) hears of each accepted edit through onStartChange.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Ball,
  createWorld,
  PhysicsInputError,
  type PhysicsProblem,
  placementProblem,
  sharedCentre,
  type World,
  type WorldOptions,
} from '@/physics';
import type { SimulationClock } from './clock';
import type { BallEdit } from './SimulationCanvas';

const sameBalls = (a: readonly Ball[], b: readonly Ball[]) =>
  a.length === b.length &&
  a.every((ball, i) => {
    const other = b[i] as Ball;
    return (['x', 'y', 'vx', 'vy', 'radius', 'mass'] as const).every((f) => ball[f] === other[f]);
  });

export function useStartEdits(
  clock: SimulationClock,
  start: WorldOptions,
  onStartChange?: (balls: Ball[]) => void,
) {
  const [current, setCurrent] = useState(start);
  const running = useRef(start);
  const given = useRef(start);
  // New balls given from outside (the playground's state after an edit, rounded for its link, or
  // another seed) replace the clock's world; the same balls given again change nothing.
  useEffect(() => {
    if (sameBalls(given.current.balls, start.balls)) return;
    given.current = start;
    if (sameBalls(running.current.balls, start.balls)) return;
    running.current = start;
    clock.replace([start]);
    setCurrent(start);
  }, [clock, start]);

  const edit = useCallback(
    (change: BallEdit): PhysicsProblem | null => {
      const world = clock.worlds[0];
      if (!world) return null;
      const result = editStart(world, change);
      if ('problem' in result) return result.problem;
      clock.replace([result.start]);
      running.current = result.start;
      setCurrent(result.start);
      onStartChange?.(result.start.balls);
      return null;
    },
    [clock, onStartChange],
  );
  return { current, edit };
}

/** The new start an edit makes: the world's balls as they are now (editing restarts the run from
 *  the frame on screen) with the edited one replaced; or why that start cannot be shown (the
 *  edited ball breaks placementProblem, or any two balls share a centre). */
export function editStart(
  world: World,
  { index, ball }: BallEdit,
): { start: WorldOptions } | { problem: PhysicsProblem } {
  const balls = world.balls();
  balls[index] = ball;
  const start = { ...world.options, width: world.width, height: world.height, balls };
  const problem = placementProblem(balls, index, world.width, world.height) ?? sharedCentre(balls);
  if (problem) return { problem };
  try {
    createWorld(start);
    return { start };
  } catch (error) {
    if (error instanceof PhysicsInputError) return { problem: error.problem };
    throw error;
  }
}
