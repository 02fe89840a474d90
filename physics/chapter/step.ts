// The chapter's frame over plain ball objects (MultiBilliard's loop, CH5EX7's order): move every ball
// and bounce it off the walls, then meet every pair once. How a pair is resolved is the one seam: the
// world (world.ts) passes the chapter's collision and keeps its books around it; lesson 6 shows this.
import type { Ball } from './ball';
import { checkWalls, keepInside } from './walls';

/** The box a frame runs in: its size, whether it has walls, and the factor a wall applies to a velocity. */
export interface Box {
  width: number;
  height: number;
  walls: boolean;
  bounce: number;
}

/** Resolves balls i < j if they touch, writing both back into the list; what happened, or null. */
export type ResolvePair<Event> = (i: number, j: number) => Event | null;

// #region step
export function step<Event>(balls: Ball[], box: Box, resolvePair: ResolvePair<Event>): Event[] {
  const { width, height, walls, bounce } = box;
  const n = balls.length;
  for (const ball of balls) {
    ball.x += ball.vx;
    ball.y += ball.vy;
    if (walls) checkWalls(ball, width, height, bounce);
  }
  const collisions: Event[] = [];
  for (let i = 0; i < n - 1; i++) {
    for (let j = i + 1; j < n; j++) {
      // writes the pair back at once: later pairs see it
      const event = resolvePair(i, j);
      if (event) collisions.push(event);
    }
  }
  // A separation can push a ball through a wall checked earlier in this frame. Put it back so
  // no frame ends with a ball outside the box; its velocity is kept, so next frame still bounces it.
  if (walls) for (const ball of balls) keepInside(ball, width, height);
  return collisions;
}
// #endregion step
