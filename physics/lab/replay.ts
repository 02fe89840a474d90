// What if? One frame run again from the world as it was at the start of that frame, with one setting
// changed, and the collision one pair had in it: the same world step (and so the same stage assembly,
// checkCollision, stickTogether or bounceAtContact) that ran the original, nothing copied.
// Bodies already stuck (stick.ts) are part of a start (`joined`): they replay as one body, and a
// replay with stick off is refused, since nothing could take them apart.

import { createWorld } from '../engine/world';
import type { CollisionEvent, World } from '../engine/worldTypes';
import type { WorldOptions } from '../types';

/** The settings a replay may change, one at a time. */
export const REPLAY_SETTINGS = ['restitution', 'method', 'separation', 'stick', 'contact'] as const;
export type ReplaySetting = (typeof REPLAY_SETTINGS)[number];
export type ReplayChange = Partial<Pick<WorldOptions, ReplaySetting>>;
/** A world's options at the start of a frame, every setting a replay may change filled in. */
export type FrameStart = WorldOptions & Required<Pick<WorldOptions, ReplaySetting>>;

/**
 * The options that rebuild a world as it was at the start of its current frame, every setting filled
 * in; null at frame 0 or when its history no longer reaches back one frame. The world steps back and
 * forward again, which gives the same frame bit for bit.
 */
export function frameStart(world: World): FrameStart | null {
  if (!world.canStepBack) return null;
  world.stepBack();
  const start = startOf(world);
  world.step();
  return start;
}

/** The options that rebuild `world` as it is at its frame, every setting filled in (stuck bodies joined). */
export function startOf(world: World): FrameStart {
  const joined = world.joinedPairs();
  return {
    ...world.options,
    contact: world.contact,
    balls: world.balls(),
    ...(joined.length > 0 && { joined }),
  };
}

/** Pair i, j's collision in the frame that runs from `start` with `change` applied; null when it has none. */
export function replayCollision(
  start: WorldOptions,
  i: number,
  j: number,
  change: ReplayChange = {},
): CollisionEvent | null {
  const world = createWorld({ ...start, ...change, historyLimit: 0 });
  return world.step().collisions.find((event) => event.i === i && event.j === j) ?? null;
}
