// The few 2D helpers the collision code needs, as plain functions on plain numbers.
import { fdlibm } from '../math';

export interface Vec {
  x: number;
  y: number;
}

// #region rotate-function
/** Billiard4's rotate(): turns (x, y) by the angle with this sine and cosine; reverse turns it back. */
export function rotate(x: number, y: number, sin: number, cos: number, reverse: boolean): Vec {
  if (reverse) {
    return { x: x * cos + y * sin, y: y * cos - x * sin };
  }
  return { x: x * cos - y * sin, y: y * cos + x * sin };
}
// #endregion rotate-function

export function dot(a: Vec, b: Vec): number {
  return a.x * b.x + a.y * b.y;
}

/**
 * Unit vector along (x, y), which must not be (0, 0). Dividing by the larger component first keeps
 * the result of length 1 even when the components are subnormal (nearly coincident centres).
 */
export function unit(x: number, y: number): Vec {
  const scale = Math.max(Math.abs(x), Math.abs(y));
  const length = fdlibm.hypot(x / scale, y / scale);
  return { x: x / scale / length, y: y / scale / length };
}
