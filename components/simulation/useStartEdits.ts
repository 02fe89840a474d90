'use client';
// The balls a figure starts from and the edits made to them (in the ball table or by a drag). An
// edit is checked by the same rules as a shared link's balls (placementProblem, sharedCentre) and
// by the physics core; a refused edit leaves the last good start running and says why. A page
// that keeps the start elsewhere (the playground's link) hears of each accepted edit through
// onStartChange, and may give the start back changed (rounded for its link) through `start`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type BallField, tidyBalls } from '@/components/share/linkBalls';
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

/** An edit of one ball; `typed` names the field a person typed (kept exactly as typed). */
export type StartEdit = BallEdit & { typed?: BallField };

export function useStartEdits(
  clock: SimulationClock,
  start?: WorldOptions,
  onStartChange?: (balls: Ball[]) => void,
) {
  const [current, setCurrent] = useState<Ball[]>(() => start?.balls ?? clock.worlds[0]?.balls() ?? []);
  const running = useRef(current);
  /** The options the clock's world was last built from (every option, not only the chapter's). */
  const runningStart = useRef(start);
  const given = useRef(start?.balls);
  // New balls given from outside (the playground's state after an edit, or another seed) replace the
  // clock's world; the same balls given again change nothing.
  useEffect(() => {
    if (!start || !given.current || sameBalls(given.current, start.balls)) return;
    given.current = start.balls;
    if (sameBalls(running.current, start.balls)) return;
    running.current = start.balls;
    runningStart.current = start;
    clock.replace([start]);
    setCurrent(start.balls);
  }, [clock, start]);

  const edit = useCallback(
    (change: StartEdit): PhysicsProblem | null => {
      const world = clock.worlds[0];
      if (!world) return null;
      const result = editStart(world, change, runningStart.current);
      if ('problem' in result) return result.problem;
      clock.replace([result.start]);
      running.current = result.start.balls;
      runningStart.current = result.start;
      setCurrent(result.start.balls);
      onStartChange?.(result.start.balls);
      return null;
    },
    [clock, onStartChange],
  );
  return { current, edit };
}

/**
 * The options to build `world` again with other balls: every option it was built from (`start`:
 * engine, history and the like) with the chapter's settings and the contact it runs now (a slider
 * may have changed e since). World.options holds the chapter's settings only, not the contact:
 * building from it alone ran an exact-contact playground on plain overlap after an edit (issue 21).
 */
export function rebuildOptions(world: World, start: WorldOptions | undefined, balls: Ball[]): WorldOptions {
  return {
    ...start,
    ...world.options,
    contact: world.contact,
    width: world.width,
    height: world.height,
    balls,
  };
}

/** The new start an edit makes: the world's balls as they are now (editing restarts the run from
 *  the frame on screen) with the edited one replaced, settled before it runs (tidyBalls: what the
 *  page chose rounded to the table's three decimals, what was typed kept exactly); or why that
 *  start cannot be shown (the edited ball breaks placementProblem, a ball has left the stage with
 *  the walls off, or any two balls share a centre). `start` is what the world was built from. */
export function editStart(
  world: World,
  { index, ball, typed }: StartEdit,
  start?: WorldOptions,
): { start: WorldOptions } | { problem: PhysicsProblem } {
  const now = world.balls();
  now[index] = ball;
  const { width, height } = world;
  // with the walls off, balls may have left the stage by now; a start has every ball on it
  const left = world.options.walls
    ? -1
    : now.findIndex(
        (b) => b.x < b.radius || b.x > width - b.radius || b.y < b.radius || b.y > height - b.radius,
      );
  const problem =
    placementProblem(now, index, width, height) ??
    (left < 0 ? null : placementProblem(now, left, width, height)) ??
    sharedCentre(now);
  if (problem) return { problem };
  // the values the start already had stay as they were; without the start, a world at frame 0 shows it
  const kept = start?.balls ?? (world.frame === 0 ? world.balls() : []);
  const next = rebuildOptions(world, start, tidyBalls(now, kept, world, typed && { index, field: typed }));
  try {
    validateWorldOptions(next);
    return { start: next };
  } catch (error) {
    if (error instanceof PhysicsInputError) return { problem: error.problem };
    throw error;
  }
}
