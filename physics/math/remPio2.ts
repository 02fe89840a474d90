// fdlibm's __ieee754_rem_pio2 (e_rem_pio2.c, Sun Microsystems 1993): x = n·π/2 + (y0 + y1) with
// |y0 + y1| ≤ π/4, y1 the tail beyond y0's last bit. π/2 is split in 33-bit parts so n·part is exact;
// a second and third part are used only when the first cancels most of x. Huge x goes to the
// Payne–Hanek reduction in remPio2Large.ts. The result is in REDUCED, reused: no allocation.
import { fromWords, highWord, lowWord } from './bits';
import { remPio2Large } from './remPio2Large';

/** [y0, y1] of the last reduction. */
export const REDUCED = new Float64Array(2);

const INVPIO2 = 0.6366197723675814; // 0x3FE45F30, 0x6DC9C883: 53 bits of 2/π
const PIO2_1 = 1.5707963267341256; // 0x3FF921FB, 0x54400000: first 33 bits of π/2
const PIO2_1T = 6.077100506506192e-11; // 0x3DD0B461, 0x1A626331: π/2 − PIO2_1
const PIO2_2 = 6.077100506303966e-11; // 0x3DD0B461, 0x1A600000: second 33 bits
const PIO2_2T = 2.0222662487959506e-21; // 0x3BA3198A, 0x2E037073: π/2 − (PIO2_1 + PIO2_2)
const PIO2_3 = 2.0222662487111665e-21; // 0x3BA3198A, 0x2E000000: third 33 bits
const PIO2_3T = 8.4784276603689e-32; // 0x397B839A, 0x252049C1: π/2 − (PIO2_1 + PIO2_2 + PIO2_3)
const TWO24 = 16777216;

/** High words of n·π/2 for n = 1…32: x this close to one of them needs the second round. */
const NPIO2_HW = [
  0x3ff921fb, 0x400921fb, 0x4012d97c, 0x401921fb, 0x401f6a7a, 0x4022d97c, 0x4025fdbb, 0x402921fb, 0x402c463a,
  0x402f6a7a, 0x4031475c, 0x4032d97c, 0x40346b9c, 0x4035fdbb, 0x40378fdb, 0x403921fb, 0x403ab41b, 0x403c463a,
  0x403dd85a, 0x403f6a7a, 0x40407e4c, 0x4041475c, 0x4042106c, 0x4042d97c, 0x4043a28c, 0x40446b9c, 0x404534ac,
  0x4045fdbb, 0x4046c6cb, 0x40478fdb, 0x404858eb, 0x404921fb,
];

const chunks = new Float64Array(3);

/** n (x = n·π/2 + remainder), the remainder in REDUCED. */
export function remPio2(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix <= 0x3fe921fb) {
    // |x| ≤ π/4: nothing to take off
    REDUCED[0] = x;
    REDUCED[1] = 0;
    return 0;
  }
  if (ix < 0x4002d97c) return nearPio2(x, hx > 0, ix); // |x| < 3π/4: n is ±1
  if (ix <= 0x413921fb) return medium(x, hx, ix); // |x| ≤ 2¹⁹·π/2
  if (ix >= 0x7ff00000) {
    // Inf or NaN
    REDUCED[0] = x - x;
    REDUCED[1] = x - x;
    return 0;
  }
  // |x| as three 24-bit chunks scaled by 2^-e0, for the long reduction
  const e0 = (ix >> 20) - 1046; // ilogb(x) − 23
  let z = fromWords(ix - (e0 << 20), lowWord(x));
  for (let i = 0; i < 2; i++) {
    chunks[i] = z | 0;
    z = (z - (chunks[i] as number)) * TWO24;
  }
  chunks[2] = z;
  let nx = 3;
  while (chunks[nx - 1] === 0) nx--; // leave out zero chunks
  const n = remPio2Large(chunks, REDUCED, e0, nx);
  if (hx >= 0) return n;
  REDUCED[0] = -(REDUCED[0] as number);
  REDUCED[1] = -(REDUCED[1] as number);
  return -n;
}

function nearPio2(x: number, positive: boolean, ix: number): number {
  const sign = positive ? 1 : -1;
  // the sign folded in: x − π/2 for positive x, x + π/2 for negative, as fdlibm's two branches
  let z = x - sign * PIO2_1;
  let tail = PIO2_1T;
  if (ix === 0x3ff921fb) {
    // near π/2 itself: 33 + 33 + 53 bits of π/2
    z -= sign * PIO2_2;
    tail = PIO2_2T;
  }
  const y0 = z - sign * tail;
  REDUCED[0] = y0;
  REDUCED[1] = z - y0 - sign * tail;
  return sign;
}

function medium(x: number, hx: number, ix: number): number {
  const t = Math.abs(x);
  const n = (t * INVPIO2 + 0.5) | 0;
  const fn = n;
  let r = t - fn * PIO2_1;
  let w = fn * PIO2_1T; // the first round is good to 85 bits
  let y0: number;
  if (n < 32 && ix !== NPIO2_HW[n - 1]) {
    y0 = r - w; // no cancellation to fear
  } else {
    const j = ix >> 20;
    y0 = r - w;
    let i = j - ((highWord(y0) >> 20) & 0x7ff);
    if (i > 16) {
      // second round, good to 118 bits
      let u = r;
      w = fn * PIO2_2;
      r = u - w;
      w = fn * PIO2_2T - (u - r - w);
      y0 = r - w;
      i = j - ((highWord(y0) >> 20) & 0x7ff);
      if (i > 49) {
        // third round, 151 bits: covers every double
        u = r;
        w = fn * PIO2_3;
        r = u - w;
        w = fn * PIO2_3T - (u - r - w);
        y0 = r - w;
      }
    }
  }
  const y1 = r - y0 - w;
  if (hx >= 0) {
    REDUCED[0] = y0;
    REDUCED[1] = y1;
    return n;
  }
  REDUCED[0] = -y0;
  REDUCED[1] = -y1;
  return -n;
}
