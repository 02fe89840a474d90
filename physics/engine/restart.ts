// Source 004's one-axis demo (bounce -0.6) starts over once both balls have (almost) stopped: its
// frame ends with `if (Math.abs(ball1.vx) <= 0.05 && Math.abs(ball0.vx) <= 0.05) restart()`. The
// walls take 40 % of a ball's speed at every hit, so the balls slow down forever without reaching
// 0; the threshold is what lets the demo play again. Here both components count (the source's balls
// only move in x), with the source's 0.05 px per frame.

import { PhysicsInputError } from '../setup/validate';
import type { Ball } from '../types';

/** Source 004's threshold, in px per frame: a ball slower than this on each axis counts as stopped. */
export const RESTART_BELOW = 0.05;

/** Refuses a threshold that is not a finite number of at least 0. */
export function validateRestartBelow(below: number): void {
  if (!(below >= 0 && Number.isFinite(below))) {
    throw new PhysicsInputError('restartBelow', `restartBelow must be a number of at least 0 (got ${below})`);
  }
}

/** True when every ball's |vx| and |vy| are at most `below` (source 004's test, inclusive). */
export function allStopped(balls: readonly Ball[], below: number = RESTART_BELOW): boolean {
  validateRestartBelow(below);
  return balls.every((b) => Math.abs(b.vx) <= below && Math.abs(b.vy) <= below);
}
