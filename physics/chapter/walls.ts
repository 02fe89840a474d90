// The walls of the box. Both functions change the ball in place, as the chapter's checkWalls does;
// the world only ever passes its own copies.
import type { Ball } from './ball';

// #region walls
/** Puts a ball that crossed an edge back on it and scales that velocity by bounce, each axis on its own. */
export function checkWalls(ball: Ball, width: number, height: number, bounce: number): void {
  if (ball.x + ball.radius > width) {
    ball.x = width - ball.radius;
    ball.vx *= bounce;
  } else if (ball.x - ball.radius < 0) {
    ball.x = ball.radius;
    ball.vx *= bounce;
  }
  if (ball.y + ball.radius > height) {
    ball.y = height - ball.radius;
    ball.vy *= bounce;
  } else if (ball.y - ball.radius < 0) {
    ball.y = ball.radius;
    ball.vy *= bounce;
  }
}
// #endregion walls

/** Moves a ball back inside the walls without touching its velocity (see the world's step). */
export function keepInside(ball: Ball, width: number, height: number): void {
  ball.x = Math.min(Math.max(ball.x, ball.radius), width - ball.radius);
  ball.y = Math.min(Math.max(ball.y, ball.radius), height - ball.radius);
}
