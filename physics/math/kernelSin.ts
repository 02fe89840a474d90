// fdlibm's __kernel_sin (k_sin.c, Sun Microsystems 1993): sin on [−π/4, π/4], x + y the reduced
// argument (y its tail when iy is 1). A degree-13 odd polynomial; error below 2⁻⁵⁸·⁵ relative.
import { highWord } from './bits';

const S1 = -0.16666666666666632; // 0xBFC55555, 0x55555549
const S2 = 8.33333333332249e-3; // 0x3F811111, 0x1110F8A6
const S3 = -1.984126982985795e-4; // 0xBF2A01A0, 0x19C161D5
const S4 = 2.7557313707070068e-6; // 0x3EC71DE3, 0x57B1FE7D
const S5 = -2.5050760253406863e-8; // 0xBE5AE5E6, 0x8A2B9CEB
const S6 = 1.58969099521155e-10; // 0x3DE5D93A, 0x5ACFD57C

export function kernelSin(x: number, y: number, iy: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix < 0x3e400000) return x; // |x| < 2⁻²⁷: sin x is x to the last bit
  const z = x * x;
  const v = z * x;
  const r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
  if (iy === 0) return x + v * (S1 + z * r);
  return x - (z * (0.5 * y - v * r) - y - v * S1);
}
