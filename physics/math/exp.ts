// fdlibm's exp (e_exp.c, Sun Microsystems 1993), on IEEE-exact operations only, so every engine gives
// the same bits. x = k·ln2 + r with |r| ≤ ln2/2 (ln2 in two parts, k·part exact), a rational
// approximation of e^r, then k added to the exponent. Error below 1 ulp.
import { highWord, lowWord, withHighWord } from './bits';

const HALF = [0.5, -0.5];
const O_THRESHOLD = 709.782712893384; // 0x40862E42, 0xFEFA39EF
const U_THRESHOLD = -745.1332191019411; // 0xC0874910, 0xD52D3051
const LN2_HI = [0.6931471803691238, -0.6931471803691238]; // 0x3FE62E42, 0xFEE00000
const LN2_LO = [1.9082149292705877e-10, -1.9082149292705877e-10]; // 0x3DEA39EF, 0x35793C76
const INVLN2 = Math.LOG2E; // 0x3FF71547, 0x652B82FE: 1/ln2
const TWOM1000 = 9.332636185032189e-302; // 2⁻¹⁰⁰⁰
const P1 = 0.16666666666666602; // 0x3FC55555, 0x5555553E
const P2 = -2.7777777777015593e-3; // 0xBF66C16C, 0x16BEBD93
const P3 = 6.613756321437934e-5; // 0x3F11566A, 0xAF25DE2C
const P4 = -1.6533902205465252e-6; // 0xBEBBBD41, 0xC5D26BF1
const P5 = 4.1381367970572385e-8; // 0x3E663769, 0x72BEA4D0

export function exp(x: number): number {
  const high = highWord(x);
  const xsb = (high >> 31) & 1; // sign bit of x
  const hx = high & 0x7fffffff; // high word of |x|

  if (hx >= 0x40862e42) {
    // |x| ≥ 709.78…: overflow, underflow, Inf or NaN
    if (hx >= 0x7ff00000) {
      if (((hx & 0xfffff) | lowWord(x)) !== 0) return x + x; // NaN
      return xsb === 0 ? x : 0; // exp(±∞) = ∞, 0
    }
    if (x > O_THRESHOLD) return Number.POSITIVE_INFINITY;
    if (x < U_THRESHOLD) return 0;
  }

  let k = 0;
  let hi = 0;
  let lo = 0;
  let r = x;
  if (hx > 0x3fd62e42) {
    // |x| > ln2/2: take off k·ln2
    if (hx < 0x3ff0a2b2) {
      // and |x| < 1.5·ln2: k is ±1
      hi = x - (LN2_HI[xsb] as number);
      lo = LN2_LO[xsb] as number;
      k = 1 - xsb - xsb;
    } else {
      k = (INVLN2 * x + (HALF[xsb] as number)) | 0;
      hi = x - k * (LN2_HI[0] as number); // exact: k·LN2_HI has its low bits zero
      lo = k * (LN2_LO[0] as number);
    }
    r = hi - lo;
  } else if (hx < 0x3e300000) {
    return 1 + x; // |x| < 2⁻²⁸
  }

  // r is now within ±ln2/2
  const t = r * r;
  const c = r - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  if (k === 0) return 1 - ((r * c) / (c - 2) - r);
  const y = 1 - (lo - (r * c) / (2 - c) - hi);
  if (k >= -1021) return withHighWord(y, highWord(y) + (k << 20)); // add k to y's exponent
  return withHighWord(y, highWord(y) + ((k + 1000) << 20)) * TWOM1000;
}
