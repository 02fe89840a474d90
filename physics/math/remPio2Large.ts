// fdlibm's __kernel_rem_pio2 (k_rem_pio2.c, Sun Microsystems 1993) at double precision (prec 2):
// Payne–Hanek reduction for |x| > 2¹⁹·π/2. x (three 24-bit chunks · 2^e0) is multiplied by just
// the bits of 2/π that matter, in 24-bit integers, so the product's fraction is exact; more bits
// are taken while it cancels. The physics never gets here (its angles are within a few π), but a
// faithful sin and cos answer every double.
import { scalbn } from './bits';

/** 2/π in 24-bit chunks, 396 hex digits: enough for any double. */
const TWO_OVER_PI = [
  0xa2f983, 0x6e4e44, 0x1529fc, 0x2757d1, 0xf534dd, 0xc0db62, 0x95993c, 0x439041, 0xfe5163, 0xabdebb,
  0xc561b7, 0x246e3a, 0x424dd2, 0xe00649, 0x2eea09, 0xd1921c, 0xfe1deb, 0x1cb129, 0xa73ee8, 0x8235f5,
  0x2ebb44, 0x84e99c, 0x7026b4, 0x5f7e41, 0x3991d6, 0x398353, 0x39f49c, 0x845f8b, 0xbdf928, 0x3b1ff8,
  0x97ffde, 0x05980f, 0xef2f11, 0x8b5a0a, 0x6d1f6d, 0x367ecf, 0x27cb09, 0xb74f46, 0x3f669e, 0x5fea2d,
  0x7527ba, 0xc7ebe5, 0xf17b3d, 0x0739f7, 0x8a5292, 0xea6bfb, 0x5fb11f, 0x8d5d08, 0x560330, 0x46fc7b,
  0x6babf0, 0xcfbc20, 0x9af436, 0x1da9e3, 0x91615e, 0xe61b08, 0x659985, 0x5f14a0, 0x68408d, 0xffd880,
  0x4d7327, 0x310606, 0x1556ca, 0x73a8c9, 0x60e27b, 0xc08c6b,
];

/** π/2 in 24-bit parts (each one's low 29 bits zero, so products with q[] are exact). */
const PIO2 = [
  1.570796251296997, // 0x3FF921FB, 0x40000000
  7.549789415861596e-8, // 0x3E74442D, 0x00000000
  5.390302529957765e-15, // 0x3CF84698, 0x80000000
  3.282003415807913e-22, // 0x3B78CC51, 0x60000000
  1.270655753080676e-29, // 0x39F01B83, 0x80000000
  1.2293330898111133e-36, // 0x387A2520, 0x40000000
  2.7337005381646456e-44, // 0x36E38222, 0x80000000
  2.1674168387780482e-51, // 0x3569F31D, 0x00000000
];

const TWO24 = 16777216;
const TWON24 = 1 / TWO24; // exact
const JK = 4; // init_jk[2]: terms of 2/π for double precision

// fdlibm's local arrays, kept between calls
const f = new Float64Array(20);
const q = new Float64Array(20);
const fq = new Float64Array(20);
const iq = new Int32Array(20);

/** n mod 8 (x = n·π/2 + y0 + y1), y0 and y1 in y; x = Σ x[i]·2^(e0 − 24i). */
export function remPio2Large(x: Float64Array, y: Float64Array, e0: number, nx: number): number {
  const jp = JK;
  const jx = nx - 1;
  const jv = Math.max(0, Math.trunc((e0 - 3) / 24));
  let q0 = e0 - 24 * (jv + 1);

  // f[0…jx+jk]: the chunks of 2/π that meet x's
  for (let i = 0, j = jv - jx; i <= jx + JK; i++, j++) f[i] = j < 0 ? 0 : (TWO_OVER_PI[j] as number);
  for (let i = 0; i <= JK; i++) q[i] = product(x, jx, i);

  let jz = JK;
  let n: number;
  let ih: number;
  let z: number;
  for (;;) {
    // distill q[] into 24-bit integers iq[], from the end
    z = q[jz] as number;
    for (let i = 0, j = jz; j > 0; i++, j--) {
      const fw = (TWON24 * z) | 0;
      iq[i] = (z - TWO24 * fw) | 0;
      z = (q[j - 1] as number) + fw;
    }
    // n: the integer part, mod 8
    z = scalbn(z, q0);
    z -= 8 * Math.floor(z * 0.125);
    n = z | 0;
    z -= n;
    ih = 0;
    if (q0 > 0) {
      // iq[jz-1] holds some of n's bits
      const i = (iq[jz - 1] as number) >> (24 - q0);
      n += i;
      iq[jz - 1] = (iq[jz - 1] as number) - (i << (24 - q0));
      ih = (iq[jz - 1] as number) >> (23 - q0);
    } else if (q0 === 0) {
      ih = (iq[jz - 1] as number) >> 23;
    } else if (z >= 0.5) {
      ih = 2;
    }
    if (ih > 0) {
      // the fraction is above one half: take 1 − fraction, one more quarter turn
      n += 1;
      let carry = 0;
      for (let i = 0; i < jz; i++) {
        const j = iq[i] as number;
        if (carry === 0) {
          if (j !== 0) {
            carry = 1;
            iq[i] = 0x1000000 - j;
          }
        } else iq[i] = 0xffffff - j;
      }
      if (q0 === 1) iq[jz - 1] = (iq[jz - 1] as number) & 0x7fffff;
      else if (q0 === 2) iq[jz - 1] = (iq[jz - 1] as number) & 0x3fffff;
      if (ih === 2) {
        z = 1 - z;
        if (carry !== 0) z -= scalbn(1, q0);
      }
    }
    if (z !== 0) break;
    // all of the fraction cancelled so far: take more terms of 2/π if the kept ones are all zero
    let j = 0;
    for (let i = jz - 1; i >= JK; i--) j |= iq[i] as number;
    if (j !== 0) break;
    let k = 1;
    while (iq[JK - k] === 0) k++;
    for (let i = jz + 1; i <= jz + k; i++) {
      f[jx + i] = TWO_OVER_PI[jv + i] as number;
      q[i] = product(x, jx, i);
    }
    jz += k;
  }

  // chop off zero terms, or break z into 24-bit parts
  if (z === 0) {
    jz -= 1;
    q0 -= 24;
    while (iq[jz] === 0) {
      jz--;
      q0 -= 24;
    }
  } else {
    z = scalbn(z, -q0);
    if (z >= TWO24) {
      const fw = (TWON24 * z) | 0;
      iq[jz] = (z - TWO24 * fw) | 0;
      jz += 1;
      q0 += 24;
      iq[jz] = fw;
    } else {
      iq[jz] = z | 0;
    }
  }

  // the integer chunks back to doubles, then times π/2
  let fw = scalbn(1, q0);
  for (let i = jz; i >= 0; i--) {
    q[i] = fw * (iq[i] as number);
    fw *= TWON24;
  }
  for (let i = jz; i >= 0; i--) {
    let sum = 0;
    for (let k = 0; k <= jp && k <= jz - i; k++) sum += (PIO2[k] as number) * (q[i + k] as number);
    fq[jz - i] = sum;
  }

  // compress fq[] into y0 + y1
  let sum = 0;
  for (let i = jz; i >= 0; i--) sum += fq[i] as number;
  y[0] = ih === 0 ? sum : -sum;
  sum = (fq[0] as number) - sum;
  for (let i = 1; i <= jz; i++) sum += fq[i] as number;
  y[1] = ih === 0 ? sum : -sum;
  return n & 7;
}

/** q[i] = Σ x[j]·f[jx + i − j]: integers below 2⁴⁸, so exact. */
function product(x: Float64Array, jx: number, i: number): number {
  let sum = 0;
  for (let j = 0; j <= jx; j++) sum += (x[j] as number) * (f[jx + i - j] as number);
  return sum;
}
