// High-precision references for the tests of physics/math: real numbers in BigInt fixed point (the
// value n · 2^-F), every double input taken exactly. Slow and plain: series summed until their terms
// vanish at the working precision, which is always 30 or more bits beyond what the error is read to.
const float = new Float64Array(1);
const bits = new BigUint64Array(float.buffer);

/** x = m · 2^e exactly, m an integer carrying x's sign, e the exponent of x's last bit (its ulp). */
export function split(x: number): { m: bigint; e: number } {
  float[0] = x;
  const b = bits[0] as bigint;
  const biased = Number((b >> 52n) & 0x7ffn);
  const fraction = b & ((1n << 52n) - 1n);
  const m = biased === 0 ? fraction : fraction | (1n << 52n);
  return { m: b >> 63n ? -m : m, e: biased === 0 ? -1074 : biased - 1075 };
}

/** n · 2^k, k of either sign, rounded toward zero. */
const shift = (n: bigint, k: number) => (k >= 0 ? n << BigInt(k) : n / (1n << BigInt(-k)));

/** x · 2^F (exact when x's last bit is at or above 2^-F). */
export const fixed = (x: number, F: number) => {
  const { m, e } = split(x);
  return shift(m, e + F);
};

/**
 * How far `got` is from the exact value n · 2^-F, in units of got's last place. F must be at least
 * 60 − (got's ulp exponent) so that the answer is read to 2⁻⁶⁰ ulp: refScale gives that F.
 */
export function ulpError(got: number, n: bigint, F: number): number {
  const { e } = split(got);
  const diff = fixed(got, F) - n;
  return Number(shift(diff, 64 - (e + F))) / 2 ** 64;
}

/** The scale to compute a reference at: 80 bits below the last place of the answer expected. */
export const refScale = (expected: number) => 80 - split(expected).e;

/** ⌊√n⌋ by Newton's method. */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const next = (x + n / x) >> 1n;
    if (next >= x) break;
    x = next;
  }
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** atan(1/k) · 2^W for an integer k > 1, by its series. */
function atanInverse(k: bigint, W: number): bigint {
  const k2 = k * k;
  let power = (1n << BigInt(W)) / k; // 1/k^(2n+1)
  let sum = 0n;
  for (let n = 0n; power !== 0n; n++) {
    sum += (n % 2n === 0n ? 1n : -1n) * (power / (2n * n + 1n));
    power /= k2;
  }
  return sum;
}

const PI_BITS = 2300; // enough to reduce any double by π/2 and keep 1,100 bits after
/** π · 2^PI_BITS, from Machin's formula π/4 = 4·atan(1/5) − atan(1/239). */
const PI = shift(4n * (4n * atanInverse(5n, PI_BITS + 16) - atanInverse(239n, PI_BITS + 16)), -16);
/** π · 2^W. */
export const pi = (W: number) => shift(PI, W - PI_BITS);

const LN2_BITS = 400;
/** ln 2 · 2^LN2_BITS = 2·atanh(1/3), by its series. */
const LN2 = (() => {
  const W = LN2_BITS + 16;
  let power = (1n << BigInt(W)) / 3n;
  let sum = 0n;
  for (let n = 0n; power !== 0n; n++) {
    sum += power / (2n * n + 1n);
    power /= 9n;
  }
  return shift(2n * sum, -16);
})();

/** sin r or cos r · 2^W, for |r| · 2^-W ≤ π/4, by Taylor series. */
function taylor(r: bigint, W: number, cosine: boolean): bigint {
  const r2 = shift(r * r, -W);
  let term = cosine ? 1n << BigInt(W) : r;
  let sum = term;
  for (let n = cosine ? 1n : 2n; term !== 0n; n += 2n) {
    term = -shift(term * r2, -W) / (n * (n + 1n));
    sum += term;
  }
  return sum;
}

/** sin x (or cos x) · 2^F. */
export function sinCosRef(x: number, F: number, cosine: boolean): bigint {
  const W = F + 32;
  const { e } = split(x);
  const extra = Math.max(0, e + 60); // bits of π/2 the quotient eats
  const X = fixed(x, W + extra);
  const halfPi = pi(W + extra - 1);
  let k = (2n * X + halfPi) / (2n * halfPi); // round(X / (π/2)) for X ≥ 0
  if (X < 0n) k = -((-2n * X + halfPi) / (2n * halfPi));
  const r = shift(X - k * halfPi, -extra);
  const quarter = Number(((k % 4n) + 4n) % 4n);
  // sin(r + kπ/2) and cos(r + kπ/2), by the quarter turn
  const useCos = cosine ? quarter % 2 === 0 : quarter % 2 === 1;
  const negate = cosine ? quarter === 1 || quarter === 2 : quarter >= 2;
  const value = taylor(r, W, useCos);
  return shift(negate ? -value : value, F - W);
}

/** atan t · 2^W for 0 ≤ t ≤ 1 (t given · 2^W): two halvings t/(1 + √(1 + t²)), then the series. */
function atanSmall(t: bigint, W: number): bigint {
  const one = 1n << BigInt(W);
  let u = t;
  for (let i = 0; i < 2; i++) u = shift(u, W) / (one + isqrt(shift(one + shift(u * u, -W), W)));
  const u2 = shift(u * u, -W);
  let power = u;
  let sum = 0n;
  for (let n = 0n; power !== 0n; n++) {
    sum += (n % 2n === 0n ? 1n : -1n) * (power / (2n * n + 1n));
    power = shift(power * u2, -W);
  }
  return 4n * sum;
}

/** atan q · 2^W for a ratio q ≥ 0 given as num/den (exact integers and their powers of two). */
function atanOfRatio(num: bigint, numExp: number, den: bigint, denExp: number, W: number): bigint {
  const one = 1n << BigInt(W);
  const s = numExp - denExp + W;
  const q = s >= 0 ? (num << BigInt(s)) / den : num / (den << BigInt(-s)); // q · 2^W
  if (q <= one) return atanSmall(q, W);
  const s2 = denExp - numExp + W;
  const inverse = s2 >= 0 ? (den << BigInt(s2)) / num : den / (num << BigInt(-s2)); // (1/q) · 2^W
  return shift(pi(W), -1) - atanSmall(inverse, W);
}

/** atan x · 2^F. */
export function atanRef(x: number, F: number): bigint {
  const W = F + 32;
  const { m, e } = split(x);
  const value = atanOfRatio(m < 0n ? -m : m, e, 1n, 0, W);
  return shift(m < 0n ? -value : value, F - W);
}

/** atan2(y, x) · 2^F, for finite x and y, not both 0. */
export function atan2Ref(y: number, x: number, F: number): bigint {
  const W = F + 32;
  const sy = split(y);
  const sx = split(x);
  const abs = (n: bigint) => (n < 0n ? -n : n);
  let value: bigint;
  if (sx.m === 0n) value = shift(pi(W), -1);
  else value = atanOfRatio(abs(sy.m), sy.e, abs(sx.m), sx.e, W);
  if (x < 0) value = pi(W) - value;
  return shift(y < 0 || Object.is(y, -0) ? -value : value, F - W);
}

/** e^x · 2^F: x = k·ln2 + r, e^r by its series, then 2^k. */
export function expRef(x: number, F: number): bigint {
  const W = 200;
  const X = fixed(x, W + 12);
  const ln2 = shift(LN2, W + 12 - LN2_BITS);
  const k = X >= 0n ? (2n * X + ln2) / (2n * ln2) : -((-2n * X + ln2) / (2n * ln2));
  const r = shift(X - k * ln2, -12);
  let term = 1n << BigInt(W);
  let sum = term;
  for (let n = 1n; term !== 0n; n++) {
    term = shift(term * r, -W) / n;
    sum += term;
  }
  return shift(sum, Number(k) + F - W);
}

/** √(x² + y²) · 2^F, rounded down: exact squares, an integer square root. */
export function hypotRef(x: number, y: number, F: number): bigint {
  const sx = split(x);
  const sy = split(y);
  const square = ({ m, e }: { m: bigint; e: number }) => shift(m * m, 2 * (e + F));
  return isqrt(square(sx) + square(sy));
}
