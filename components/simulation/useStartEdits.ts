'use client';
// The balls a figure starts from and the edits made to them (in the ball table or by a drag). An
// edit is checked by the same rules as a shared link's balls (placementProblem, sharedCentre) and
// by the physics core; a refused edit leaves the last good start running and says why. A page
// that keeps the start elsewhere (the playground's link) hears of each accepted edit through
// onStartChange, and may give the start back changed (rounded for its link) through `start`.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Ball,
  PhysicsInputError,
  type PhysicsProblem,
  placementProblem,
  sharedCentre,
  validateWorldOptions,
  type World,
  type WorldOptions,
} from '@/physics';
import type { BallEdit } from './SimulationCanvas';
import type { SimulationClock } from './SimulationClock';

const sameBalls = (a: readonly Ball[], b: readonly Ball[]) =>
  a.length === b.length &&
  a.every((ball, i) => {
    const other = b[i] as Ball;
    return (['x', 'y', 'vx', 'vy', 'radius', 'mass'] as const).every((f) => ball[f] === other[f]);
  });

export function useStartEdits(
  clock: SimulationClock,
  start?: WorldOptions,
  onStartChange?: (balls: Ball[]) => void,
) {
  const [current, setCurrent] = useState<Ball[]>(() => start?.balls ?? clock.worlds[0]?.balls() ?? []);
  const running = useRef(current);
  const given = useRef(start?.balls);
  // New balls given from outside (the playground's state after an edit, rounded for its link, or
  // another seed) replace the clock's world; the same balls given again change nothing.
  useEffect(() => {
    if (!start || !given.current || sameBalls(given.current, start.balls)) return;
    given.current = start.balls;
    if (sameBalls(running.current, start.balls)) return;
    running.current = start.balls;
    clock.replace([start]);
    setCurrent(start.balls);
  }, [clock, start]);

  const edit = useCallback(
    (change: BallEdit): PhysicsProblem | null => {
      const world = clock.worlds[0];
      if (!world) return null;
      const result = editStart(world, change);
      if ('problem' in result) return result.problem;
      clock.replace([result.start]);
      running.current = result.start.balls;
      setCurrent(result.start.balls);
      onStartChange?.(result.start.balls);
      return null;
    },
    [clock, onStartChange],
  );
  return { current, edit };
}

/** The new start an edit makes: the world's balls as they are now (editing restarts the run from
 *  the frame on screen) with the edited one replaced; or why that start cannot be shown (the
 *  edited ball breaks placementProblem, a ball has left the stage with the walls off, or any two
 *  balls share a centre). */
export function editStart(
  world: World,
  { index, ball }: BallEdit,
): { start: WorldOptions } | { problem: PhysicsProblem } {
  const balls = world.balls();
  balls[index] = ball;
  const start = { ...world.options, width: world.width, height: world.height, balls };
  const { width, height } = world;
  // with the walls off, balls may have left the stage by now; a start has every ball on it
  const left = world.options.walls
    ? -1
    : balls.findIndex(
        (b) => b.x < b.radius || b.x > width - b.radius || b.y < b.radius || b.y > height - b.radius,
      );
  const problem =
    placementProblem(balls, index, width, height) ??
    (left < 0 ? null : placementProblem(balls, left, width, height)) ??
    sharedCentre(balls);
  if (problem) return { problem };
  try {
    validateWorldOptions(start);
    return { start };
  } catch (error) {
    if (error instanceof PhysicsInputError) return { problem: error.problem };
    throw error;
  }
}
