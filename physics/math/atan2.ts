// fdlibm's atan2 (e_atan2.c, Sun Microsystems 1993; as in FreeBSD's msun), on IEEE-exact operations
// only, so every engine gives the same bits (browsers' Math.atan2 may differ in the last bit).
// atan(|y/x|) moved into the quadrant of (x, y), with π's rounding error added back; ±0 and ±∞ as
// IEEE 754 says. y/x is rounded before atan sees it, so the error reaches 1.3 ulp (measured:
// test/physics/math/atan2.test.ts), not the < 1 ulp of sin, cos, atan and exp; it is the same
// everywhere, which is what the physics needs.
import { atan } from './atan';
import { highWord } from './bits';

const TINY = 1.0e-300;
const PI_O_4 = Math.PI / 4; // 0x3FE921FB, 0x54442D18 (exact: a power of two)
const PI_O_2 = Math.PI / 2; // 0x3FF921FB, 0x54442D18
const PI = Math.PI; // 0x400921FB, 0x54442D18
const PI_LO = 1.2246467991473532e-16; // 0x3CA1A626, 0x33145C07

export function atan2(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return x + y;
  if (x === 1) return atan(y);
  const hx = highWord(x);
  const hy = highWord(y);
  const ix = hx & 0x7fffffff;
  const iy = hy & 0x7fffffff;
  const m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2·sign(x) + sign(y)

  if (y === 0) {
    if (m < 2) return y; // atan2(±0, +anything) = ±0
    return m === 2 ? PI + TINY : -PI - TINY; // atan2(±0, −anything) = ±π
  }
  if (x === 0) return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
  if (ix === 0x7ff00000) {
    // x is ±∞
    if (iy === 0x7ff00000) {
      if (m === 0) return PI_O_4 + TINY;
      if (m === 1) return -PI_O_4 - TINY;
      if (m === 2) return 3 * PI_O_4 + TINY;
      return -3 * PI_O_4 - TINY;
    }
    if (m === 0) return 0;
    if (m === 1) return -0;
    if (m === 2) return PI + TINY;
    return -PI - TINY;
  }
  if (iy === 0x7ff00000) return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY; // y is ±∞

  const k = (iy - ix) >> 20; // the difference of the exponents
  // |y/x| > 2⁶⁰: ±π/2 in any quadrant (FreeBSD's fix: fdlibm's π − (π/2 − π_lo) was 0.7 ulp off)
  if (k > 60) return (m & 1) === 0 ? PI_O_2 + 0.5 * PI_LO : -(PI_O_2 + 0.5 * PI_LO);
  const z = hx < 0 && k < -60 ? 0 : atan(Math.abs(y / x)); // |y|/x < −2⁻⁶⁰: 0, then π below
  if (m === 0) return z; // atan(+, +)
  if (m === 1) return -z; // atan(−, +)
  if (m === 2) return PI - (z - PI_LO); // atan(+, −)
  return z - PI_LO - PI; // atan(−, −)
}
