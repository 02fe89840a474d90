// fdlibm's __kernel_cos (k_cos.c, Sun Microsystems 1993): cos on [−π/4, π/4], x + y the reduced
// argument. A degree-14 even polynomial; 1 − x²/2 is split (qx) so that its rounding stays below 1 ulp.
import { fromWords, highWord } from './bits';

const C1 = 0.0416666666666666; // 0x3FA55555, 0x5555554C
const C2 = -1.388888888887411e-3; // 0xBF56C16C, 0x16C15177
const C3 = 2.480158728947673e-5; // 0x3EFA01A0, 0x19CB1590
const C4 = -2.7557314351390663e-7; // 0xBE927E4F, 0x809C52AD
const C5 = 2.087572321298175e-9; // 0x3E21EE9E, 0xBDB4B1C4
const C6 = -1.1359647557788195e-11; // 0xBDA8FAE9, 0xBE8838D4

export function kernelCos(x: number, y: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix < 0x3e400000) return 1; // |x| < 2⁻²⁷
  const z = x * x;
  const r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
  if (ix < 0x3fd33333) return 1 - (0.5 * z - (z * r - x * y)); // |x| < 0.3
  // x/4 (exactly, with its low word cleared), or 0.28125 above 0.78125
  const qx = ix > 0x3fe90000 ? 0.28125 : fromWords(ix - 0x00200000, 0);
  const hz = 0.5 * z - qx;
  const a = 1 - qx;
  return a - (hz - (z * r - x * y));
}
