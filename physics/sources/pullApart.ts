// Source 004's "Separate" button: two balls dragged into each other are pushed apart along the line
// of centres, once, by one of the separations of separations.ts (positions only: nothing moves and
// nothing bounces). Lesson 7's figure runs the radius split and the inverse-mass split side by side.

import { type Ball, copyBall, type Separation } from '../chapter/ball';
import { separate } from '../chapter/separations';
import { unit } from '../chapter/vector';
import { fdlibm } from '../math';
import { validateBall } from '../setup/validate';

/** The two position-only splits: source 004's by radius, and ours by inverse mass ('robust'). */
export type Split = Extract<Separation, 'radius' | 'robust'>;

export interface PulledApart {
  a: Ball;
  b: Ball;
  /** How deep the balls overlapped before, in px (0 when they did not). */
  overlap: number;
  /** How far each ball was moved, in px. */
  movedA: number;
  movedB: number;
}

/** Pushes a and b apart along their line of centres with `split`; balls that do not overlap stay. */
export function pullApart(a: Ball, b: Ball, split: Split): PulledApart {
  validateBall(a, 'ball a');
  validateBall(b, 'ball b');
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = fdlibm.hypot(dx, dy);
  const overlap = a.radius + b.radius - dist;
  if (!(overlap > 0)) return { a: copyBall(a), b: copyBall(b), overlap: 0, movedA: 0, movedB: 0 };
  // Coincident centres have no line: use (1, 0), as every method of the collision does.
  const n = dist > 0 ? unit(dx, dy) : { x: 1, y: 0 };
  // On the line, a sits at 0 and b at dist; the separations give their new places there.
  const [x0, x1] = separate(split, {
    pos0: { x: 0, y: 0 },
    pos1: { x: dist, y: 0 },
    vx0: 0,
    vx1: 0,
    overlap,
    r0: a.radius,
    r1: b.radius,
    m0: a.mass,
    m1: b.mass,
  });
  const shiftA = x0;
  const shiftB = x1 - dist;
  return {
    a: { ...copyBall(a), x: a.x + n.x * shiftA, y: a.y + n.y * shiftA },
    b: { ...copyBall(b), x: b.x + n.x * shiftB, y: b.y + n.y * shiftB },
    overlap,
    movedA: Math.abs(shiftA),
    movedB: Math.abs(shiftB),
  };
}
