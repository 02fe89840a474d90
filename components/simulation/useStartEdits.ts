'use client';
// The edits of a figure's balls (in the ball table or by a drag). At frame 0 an edit changes the start
// the figure runs; at a later frame it is a change of the run from that frame on (run/setup.ts), made
// on the clock without a restart, every other number kept to the bit. Undo takes either back. An edit
// is checked by the same rules as a shared link's balls (placementProblem, sharedCentre) and by the
// physics core; a refused edit leaves the run as it was and says why. A page that keeps the start
// elsewhere (the playground's link) hears of each accepted start through onStartChange, and may give
// the start back changed (rounded for its link) through `start`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { tidyBalls } from '@/components/share/linkBalls';
import {
  type Ball,
  type PhysicsProblem,
  placementProblem,
  sharedCentre,
  type World,
  type WorldOptions,
  worldOptionsProblem,
} from '@/physics';
import { BALL_FIELDS, type BallChange, type BallField, optionsNow } from '@/run';
import type { BallEdit } from './SimulationCanvas';
import type { SimulationClock } from './SimulationClock';

const sameBalls = (a: readonly Ball[], b: readonly Ball[]) =>
  a.length === b.length &&
  a.every((ball, i) => {
    const other = b[i] as Ball;
    return BALL_FIELDS.every((f) => ball[f] === other[f]);
  });

/** The options a setting changes (run/setup.ts SETUP_KEYS, with exact as the contact). */
const SETTINGS = ['method', 'separation', 'bounce', 'restitution', 'stick', 'walls', 'contact'] as const;

/** Whether two starts run alike: the same balls and the same settings (the rest picks the clock). */
const sameStart = (a: WorldOptions, b: WorldOptions) =>
  sameBalls(a.balls, b.balls) && SETTINGS.every((key) => Object.is(a[key], b[key]));

/** An edit of one ball; `typed` names the field a person typed (kept exactly as typed). */
export type StartEdit = BallEdit & { typed?: BallField };

export function useStartEdits(
  clock: SimulationClock,
  start?: WorldOptions,
  onStartChange?: (start: WorldOptions) => void,
) {
  const [current, setCurrent] = useState<Ball[]>(() => start?.balls ?? clock.worlds[0]?.balls() ?? []);
  /** The options the clock's world was last built from (every option, not only the chapter's). */
  const running = useRef(start ?? clock.edits.start[0]);
  const given = useRef(start);
  // A start given from outside (the playground's state after an edit, another seed, a setting changed
  // by the page) replaces the clock's world; the same start given again changes nothing.
  useEffect(() => {
    if (!start || !given.current || sameStart(given.current, start)) return;
    given.current = start;
    if (running.current && sameStart(running.current, start)) return;
    running.current = start;
    clock.replace([start]);
    setCurrent(start.balls);
  }, [clock, start]);

  const edit = useCallback(
    (change: StartEdit): PhysicsProblem | null => {
      const world = clock.worlds[0];
      if (!world) return null;
      if (clock.player.frame > 0) {
        const result = editAtFrame(world, change);
        if ('problem' in result) return result.problem;
        clock.editSetup({}, result.balls);
        return null;
      }
      const result = editStart(world, change, running.current);
      if ('problem' in result) return result.problem;
      clock.replace([result.start], true); // undone like an edit at a later frame
      return null;
    },
    [clock],
  );

  // A new start on the clock: an edit at frame 0 (of a ball here, of a setting by the page through
  // clock.replace), or its undo or redo. The figure shows its balls and the page hears of it; a start
  // given from outside (above), or the same one again, says nothing.
  const told = useRef(onStartChange);
  told.current = onStartChange;
  useEffect(
    () =>
      clock.player.subscribe(() => {
        const now = clock.edits.start[0];
        if (!now || now === running.current) return;
        const same = running.current && sameStart(running.current, now);
        running.current = now;
        if (same) return;
        setCurrent(now.balls);
        told.current?.(now);
      }),
    [clock],
  );
  return { current, edit };
}

/** The new start an edit at frame 0 makes: the world's balls with the edited one replaced, settled before it runs (tidyBalls: what the
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
  const next = optionsNow(world, start, tidyBalls(now, kept, world, typed && { index, field: typed }));
  const refused = worldOptionsProblem(next);
  return refused ? { problem: refused } : { start: next };
}

/**
 * The fields an edit at the frame on screen changes, as a change of the run from that frame on: what
 * was typed exactly, what the page chose (a drag) rounded as tidyBalls rounds it; or why not (the
 * edited ball breaks placementProblem, or now shares its centre with another). Only a moved ball is
 * judged on where it is: a ball that has left the stage with the walls off may still change its speed.
 */
export function editAtFrame(
  world: World,
  { index, ball, typed }: StartEdit,
): { balls: BallChange[] } | { problem: PhysicsProblem } {
  const before = world.balls();
  const now = before.map((b, i) => (i === index ? ball : b));
  const tidy = tidyBalls(now, before, world, typed && { index, field: typed });
  const fields = BALL_FIELDS.filter((f) => !Object.is(tidy[index]?.[f], before[index]?.[f]));
  const moved = fields.some((f) => f === 'x' || f === 'y' || f === 'radius');
  const problem = placementProblem(tidy, index, world.width, world.height);
  if (problem && (moved || problem.code !== 'outside')) return { problem };
  const shared = moved ? sharedCentre(tidy) : null;
  if (shared) return { problem: shared };
  return { balls: fields.map((field) => ({ index, field, value: tidy[index]?.[field] as number })) };
}
