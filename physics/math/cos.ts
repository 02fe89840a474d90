// fdlibm's cos (s_cos.c, Sun Microsystems 1993), on IEEE-exact operations only, so every engine gives
// the same bits (browsers' Math.cos may differ in the last bit). Error below 1 ulp.
import { highWord } from './bits';
import { kernelCos } from './kernelCos';
import { kernelSin } from './kernelSin';
import { REDUCED, remPio2 } from './remPio2';

export function cos(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) return kernelCos(x, 0); // |x| ≤ π/4
  if (ix >= 0x7ff00000) return x - x; // Inf or NaN: NaN
  const n = remPio2(x);
  const y0 = REDUCED[0] as number;
  const y1 = REDUCED[1] as number;
  switch (n & 3) {
    case 0:
      return kernelCos(y0, y1);
    case 1:
      return -kernelSin(y0, y1, 1);
    case 2:
      return -kernelCos(y0, y1);
    default:
      return kernelSin(y0, y1, 1);
  }
}
