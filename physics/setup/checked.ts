// The chapter's public functions with their input checks. The chapter (chapter/) computes and trusts
// its inputs, so it imports nothing outside chapter/; the site calls these, which check first, with
// messages that name the field, then run the chapter's code unchanged.
import { type CollideOptions, type Collision, checkCollision } from '../chapter/collide';
import { elastic1DShortcutUnchecked, elastic1DUnchecked, restitution1DUnchecked } from '../chapter/collide1d';
import type { Ball } from '../types';
import { LIMITS, requireNamed, validateBall, validateCollideOptions, validateOneAxis } from './validate';

/** Two balls after their collision, or null when they do not touch. The inputs are never changed. */
export function collide(a: Ball, b: Ball, options: CollideOptions = {}): Collision | null {
  validateCollideOptions(options);
  validateBall(a, 'ball a');
  validateBall(b, 'ball b');
  const { method = 'rotation', separation = 'naive', restitution = 1 } = options;
  return checkCollision(a, b, { method, separation, restitution });
}

/** Both final velocities from conservation of momentum and kinetic energy, each from its formula. */
export function elastic1D(m0: number, v0: number, m1: number, v1: number): [number, number] {
  validateOneAxis(m0, v0, m1, v1);
  return elastic1DUnchecked(m0, v0, m1, v1);
}

/** The chapter's shortcut: one formula, then the relative velocity, which an elastic bounce reverses. */
export function elastic1DShortcut(m0: number, v0: number, m1: number, v1: number): [number, number] {
  validateOneAxis(m0, v0, m1, v1);
  return elastic1DShortcutUnchecked(m0, v0, m1, v1);
}

/** e = 1 is elastic (the chapter's shortcut runs), e = 0 leaves both with the common velocity. */
export function restitution1D(m0: number, v0: number, m1: number, v1: number, e: number): [number, number] {
  validateOneAxis(m0, v0, m1, v1);
  requireNamed('e', e, LIMITS.restitution);
  return restitution1DUnchecked(m0, v0, m1, v1, e);
}
