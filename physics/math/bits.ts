// The 64 bits of a double as two 32-bit words, as fdlibm reads and writes them (GET_HIGH_WORD,
// INSERT_WORDS…). One shared buffer: no allocation per call. The word order follows the platform's
// byte order, found once, so the same words come out on a big-endian machine too.
const float = new Float64Array(1);
const words = new Uint32Array(float.buffer);
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
const LOW = 1 - HIGH;

/** The sign, exponent and top 20 bits of the significand, as a signed 32-bit integer. */
export function highWord(x: number): number {
  float[0] = x;
  return (words[HIGH] as number) | 0;
}

/** The low 32 bits of the significand, as an unsigned integer. */
export function lowWord(x: number): number {
  float[0] = x;
  return words[LOW] as number;
}

/** The double with these two words. */
export function fromWords(high: number, low: number): number {
  words[HIGH] = high;
  words[LOW] = low;
  return float[0] as number;
}

/** x with its high word replaced (SET_HIGH_WORD). */
export function withHighWord(x: number, high: number): number {
  float[0] = x;
  words[HIGH] = high;
  return float[0] as number;
}

// Powers of two written by their bits, not by ** (which is Math.pow, not promised exact).
const TWO_1023 = fromWords(0x7fe00000, 0);
const TWO_M969 = fromWords(0x03600000, 0); // 2⁻¹⁰²² · 2⁵³

/** x · 2ⁿ by multiplications with exact powers of two (musl's scalbn). */
export function scalbn(x: number, n: number): number {
  let y = x;
  let k = n;
  if (k > 1023) {
    y *= TWO_1023;
    k -= 1023;
    if (k > 1023) {
      y *= TWO_1023;
      k -= 1023;
      if (k > 1023) k = 1023;
    }
  } else if (k < -1022) {
    // the last product stays out of the subnormal range until the end: no double rounding
    y *= TWO_M969;
    k += 1022 - 53;
    if (k < -1022) {
      y *= TWO_M969;
      k += 1022 - 53;
      if (k < -1022) k = -1022;
    }
  }
  return y * fromWords((0x3ff + k) << 20, 0);
}
