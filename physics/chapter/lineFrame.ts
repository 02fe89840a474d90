// The axes of the line of centres (x from ball a to ball b, y along the tangent), built the three ways
// the sources do it: Billiard3/4's rotate(), source 002's dot products, CH5EX7's speeds and directions.
// ("Line frame" is the frame of reference; a frame without "line" is always one time step.)
// Sines, cosines and angles come from fdlibm's functions (../math), not Math's: every browser then
// turns by the same bits, and a crowd runs the same everywhere.
import { fdlibm } from '../math';
import type { Method } from './ball';
import { dot, rotate, unit, type Vec } from './vector';

export interface LineFrame {
  /** Angle of the line of centres, with its sine and cosine. */
  angle: number;
  sin: number;
  cos: number;
  /** World (x, y) to (along the line, along the tangent). */
  toLine(x: number, y: number): Vec;
  /** (along, tangent) back to world (x, y). */
  fromLine(along: number, tangent: number): Vec;
  /**
   * The angle method only (CH5EX7): a vector as the speed and direction toLine turns by, and the
   * tangent's direction (cos(θ + π/2), sin(θ + π/2)) fromLine adds the tangent part along. Read by the
   * trace, with the same operations on the same numbers as toLine and fromLine, so the same bits.
   */
  polar?: (x: number, y: number) => Polar;
  tangent?: Vec;
}

/** A vector as a speed and a direction (radians from the world's x axis). */
export interface Polar {
  speed: number;
  direction: number;
}

export function lineFrame(method: Method, dx: number, dy: number, dist: number): LineFrame {
  if (method === 'projection') return projectionFrame(dx, dy, dist);
  const angle = collisionAngle(dx, dy, dist);
  return method === 'angle' ? angleFrame(angle) : rotationFrame(angle);
}

/** Coincident centres have no line between them: every method then uses angle 0, normal (1, 0). */
function collisionAngle(dx: number, dy: number, dist: number): number {
  return dist === 0 ? 0 : fdlibm.atan2(dy, dx);
}

// #region rotation-frame
function rotationFrame(angle: number): LineFrame {
  const sin = fdlibm.sin(angle);
  const cos = fdlibm.cos(angle);
  return {
    angle,
    sin,
    cos,
    toLine: (x, y) => rotate(x, y, sin, cos, true),
    fromLine: (x, y) => rotate(x, y, sin, cos, false),
  };
}
// #endregion rotation-frame

// #region projection-frame
function projectionFrame(dx: number, dy: number, dist: number): LineFrame {
  const n = dist === 0 ? { x: 1, y: 0 } : unit(dx, dy); // unit normal: along the line of centres
  const t = { x: -n.y, y: n.x }; // unit tangent: the normal turned a quarter turn
  return {
    angle: fdlibm.atan2(n.y, n.x),
    sin: n.y,
    cos: n.x,
    toLine: (x, y) => ({ x: dot({ x, y }, n), y: dot({ x, y }, t) }),
    fromLine: (along, tangent) => ({ x: along * n.x + tangent * t.x, y: along * n.y + tangent * t.y }),
  };
}
// #endregion projection-frame

// #region angle-frame
function angleFrame(angle: number): LineFrame {
  return {
    angle,
    sin: fdlibm.sin(angle),
    cos: fdlibm.cos(angle),
    polar: (x, y) => ({ speed: fdlibm.hypot(x, y), direction: fdlibm.atan2(y, x) }),
    tangent: { x: fdlibm.cos(angle + Math.PI / 2), y: fdlibm.sin(angle + Math.PI / 2) },
    toLine(x, y) {
      const speed = fdlibm.hypot(x, y);
      const direction = fdlibm.atan2(y, x);
      return { x: speed * fdlibm.cos(direction - angle), y: speed * fdlibm.sin(direction - angle) };
    },
    fromLine: (along, tangent) => ({
      x: fdlibm.cos(angle) * along + fdlibm.cos(angle + Math.PI / 2) * tangent,
      y: fdlibm.sin(angle) * along + fdlibm.sin(angle + Math.PI / 2) * tangent,
    }),
  };
}
// #endregion angle-frame
