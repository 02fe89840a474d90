// The bounce of exact contact on the ball arrays: the velocities bounceAtContact (contact.ts) gives two
// touching balls, from the same operations on the same numbers, so the same bits (tested for every
// method over the whole input range). The chapter's stages build a dozen objects for the trace; a
// crowd of 2,000 balls has hundreds of contacts a frame, and collecting those objects took a fifth of
// its time. The trace is built by the stages themselves, when a collision is read (contactLog.ts).
import { restitution1DUnchecked } from '../../chapter/collide1d';
import type { Method } from '../../types';
import type { BallArrays } from '../ballArrays';

/**
 * Balls i and j of s, touching, bounce with restitution e along their line of centres, turned onto it
 * the way `method` does (lineFrame.ts); their positions stay as they are.
 */
export function bounceInPlace(s: BallArrays, i: number, j: number, method: Method, e: number): void {
  const { x, y, vx, vy, mass } = s;
  const dx = (x[j] as number) - (x[i] as number);
  const dy = (y[j] as number) - (y[i] as number);
  const coincident = dx === 0 && dy === 0; // detect's distance is 0 exactly then
  const vx0 = vx[i] as number;
  const vy0 = vy[i] as number;
  const vx1 = vx[j] as number;
  const vy1 = vy[j] as number;
  if (method === 'angle') {
    const angle = coincident ? 0 : Math.atan2(dy, dx);
    // toLine: each velocity as a speed and a direction, measured from the line
    const speed0 = Math.hypot(vx0, vy0);
    const direction0 = Math.atan2(vy0, vx0);
    const speed1 = Math.hypot(vx1, vy1);
    const direction1 = Math.atan2(vy1, vx1);
    const [along0, along1] = restitution1DUnchecked(
      mass[i] as number,
      speed0 * Math.cos(direction0 - angle),
      mass[j] as number,
      speed1 * Math.cos(direction1 - angle),
      e,
    );
    const tangent0 = speed0 * Math.sin(direction0 - angle);
    const tangent1 = speed1 * Math.sin(direction1 - angle);
    // fromLine
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const cosNormal = Math.cos(angle + Math.PI / 2);
    const sinNormal = Math.sin(angle + Math.PI / 2);
    vx[i] = cos * along0 + cosNormal * tangent0;
    vy[i] = sin * along0 + sinNormal * tangent0;
    vx[j] = cos * along1 + cosNormal * tangent1;
    vy[j] = sin * along1 + sinNormal * tangent1;
    return;
  }
  // 'rotation' turns by the sine and cosine of the angle, 'projection' by the unit normal: the same
  // products and sums (rotate() of vector.ts, and the dot products of the projection frame)
  let cos = 1;
  let sin = 0;
  if (method === 'rotation') {
    const angle = coincident ? 0 : Math.atan2(dy, dx);
    cos = Math.cos(angle);
    sin = Math.sin(angle);
  } else if (!coincident) {
    // unit() of vector.ts
    const scale = Math.max(Math.abs(dx), Math.abs(dy));
    const length = Math.hypot(dx / scale, dy / scale);
    cos = dx / scale / length;
    sin = dy / scale / length;
  }
  const [along0, along1] = restitution1DUnchecked(
    mass[i] as number,
    vx0 * cos + vy0 * sin,
    mass[j] as number,
    vx1 * cos + vy1 * sin,
    e,
  );
  const tangent0 = vy0 * cos - vx0 * sin;
  const tangent1 = vy1 * cos - vx1 * sin;
  vx[i] = along0 * cos - tangent0 * sin;
  vy[i] = tangent0 * cos + along0 * sin;
  vx[j] = along1 * cos - tangent1 * sin;
  vy[j] = tangent1 * cos + along1 * sin;
}
