// A broken frame and the site's world, run side by side from one start, for the mistakes' tests.
import { type Ball, createWorld, type WorldOptions } from '@/physics';
import { type CheckCollision, chapterFrame } from '@/physics/sources/mistakes';

/** Frames of the chapter's loop with a broken piece, and of the site's world, from one start. */
export function runBoth(
  start: WorldOptions,
  check: CheckCollision,
  frames: number,
  walls?: (ball: Ball, width: number, height: number) => void,
) {
  let balls = start.balls;
  const world = createWorld(start);
  const brokenFrames: Ball[][] = [];
  const fixedFrames: Ball[][] = [];
  for (let f = 0; f < frames; f++) {
    balls = chapterFrame(balls, { ...start, checkCollision: check, checkWalls: walls }).balls;
    world.step();
    brokenFrames.push(balls);
    fixedFrames.push(world.balls());
  }
  return { brokenFrames, fixedFrames };
}
