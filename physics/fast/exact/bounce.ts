// The bounce of exact contact on the ball arrays: the velocities bounceAtContact (contact.ts) gives two
// touching balls, from the same operations on the same numbers, so the same bits (tested for every
// method over the whole input range). The chapter's stages build a dozen objects for the trace; a
// crowd of 2,000 balls has hundreds of contacts a frame, and collecting those objects took a fifth of
// its time. The trace is built by the stages themselves, when a collision is read (contactLog.ts).
import { restitution1DUnchecked } from '../../chapter/collide1d';
import type { Method } from '../../types';
import type { BallArrays } from '../ballArrays';
import { LineTurn } from '../lineTurn';

const turn = new LineTurn();

/**
 * Balls i and j of s, touching, bounce with restitution e along their line of centres, turned onto it
 * the way `method` does (lineFrame.ts); their positions stay as they are.
 */
export function bounceInPlace(s: BallArrays, i: number, j: number, method: Method, e: number): void {
  const { x, y, vx, vy, mass } = s;
  const dx = (x[j] as number) - (x[i] as number);
  const dy = (y[j] as number) - (y[i] as number);
  turn.set(method, dx, dy, dx === 0 && dy === 0); // detect's distance is 0 exactly then
  const vx0 = vx[i] as number;
  const vy0 = vy[i] as number;
  const vx1 = vx[j] as number;
  const vy1 = vy[j] as number;
  const [along0, along1] = restitution1DUnchecked(
    mass[i] as number,
    turn.along(vx0, vy0),
    mass[j] as number,
    turn.along(vx1, vy1),
    e,
  );
  const tangent0 = turn.across(vx0, vy0);
  const tangent1 = turn.across(vx1, vy1);
  vx[i] = turn.x(along0, tangent0);
  vy[i] = turn.y(along0, tangent0);
  vx[j] = turn.x(along1, tangent1);
  vy[j] = turn.y(along1, tangent1);
}
