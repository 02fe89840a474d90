// fdlibm's atan (s_atan.c, Sun Microsystems 1993), on IEEE-exact operations only, so every engine
// gives the same bits. |x| is moved near 0, 0.5, 1, 1.5 or ∞ by an exact-enough identity, then an odd
// polynomial of degree 22 in two halves. Error below 1 ulp.
import { highWord, lowWord } from './bits';

/** atan(0.5), atan(1), atan(1.5), atan(∞), each as a double and the rest beyond it. */
const ATAN_HI = [
  0.4636476090008061, // 0x3FDDAC67, 0x0561BB4F
  0.7853981633974483, // 0x3FE921FB, 0x54442D18
  0.982793723247329, // 0x3FEF730B, 0xD281F69B
  1.5707963267948966, // 0x3FF921FB, 0x54442D18
];
const ATAN_LO = [
  2.2698777452961687e-17, // 0x3C7A2B7F, 0x222F65E2
  3.061616997868383e-17, // 0x3C81A626, 0x33145C07
  1.3903311031230998e-17, // 0x3C700788, 0x7AF0CBBD
  6.123233995736766e-17, // 0x3C91A626, 0x33145C07
];
const AT0 = 0.3333333333333293; // 0x3FD55555, 0x5555550D
const AT1 = -0.19999999999876483; // 0xBFC99999, 0x9998EBC4
const AT2 = 0.14285714272503466; // 0x3FC24924, 0x920083FF
const AT3 = -0.11111110405462356; // 0xBFBC71C6, 0xFE231671
const AT4 = 0.09090887133436507; // 0x3FB745CD, 0xC54C206E
const AT5 = -0.0769187620504483; // 0xBFB3B0F2, 0xAF749A6D
const AT6 = 0.06661073137387531; // 0x3FB10D66, 0xA0D03D51
const AT7 = -0.058335701337905735; // 0xBFADDE2D, 0x52DEFD9A
const AT8 = 0.049768779946159324; // 0x3FA97B4B, 0x24760DEB
const AT9 = -0.036531572744216916; // 0xBFA2B444, 0x2C6A6C2F
const AT10 = 0.016285820115365782; // 0x3F90AD3A, 0xE322DA11

export function atan(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix >= 0x44100000) {
    // |x| ≥ 2⁶⁶, or NaN
    if (ix > 0x7ff00000 || (ix === 0x7ff00000 && lowWord(x) !== 0)) return x + x;
    return hx > 0
      ? (ATAN_HI[3] as number) + (ATAN_LO[3] as number)
      : -(ATAN_HI[3] as number) - (ATAN_LO[3] as number);
  }
  let id: number;
  let t = x;
  if (ix < 0x3fdc0000) {
    // |x| < 0.4375
    if (ix < 0x3e200000) return x; // |x| < 2⁻²⁹: atan x is x to the last bit
    id = -1;
  } else {
    t = Math.abs(x);
    if (ix < 0x3ff30000) {
      if (ix < 0x3fe60000) {
        id = 0; // 7/16 ≤ |x| < 11/16
        t = (2 * t - 1) / (2 + t);
      } else {
        id = 1; // 11/16 ≤ |x| < 19/16
        t = (t - 1) / (t + 1);
      }
    } else if (ix < 0x40038000) {
      id = 2; // 19/16 ≤ |x| < 39/16
      t = (t - 1.5) / (1 + 1.5 * t);
    } else {
      id = 3; // 39/16 ≤ |x| < 2⁶⁶
      t = -1 / t;
    }
  }
  const z = t * t;
  const w = z * z;
  // the sum of AT[i]·z^(i+1), as its odd and even halves
  const s1 = z * (AT0 + w * (AT2 + w * (AT4 + w * (AT6 + w * (AT8 + w * AT10)))));
  const s2 = w * (AT1 + w * (AT3 + w * (AT5 + w * (AT7 + w * AT9))));
  if (id < 0) return t - t * (s1 + s2);
  const r = (ATAN_HI[id] as number) - (t * (s1 + s2) - (ATAN_LO[id] as number) - t);
  return hx < 0 ? -r : r;
}
