// Runs one function of physics/math over many inputs against its high-precision reference, and
// against the engine's own Math function: the worst error in ulps, and how often the engine differs.
import { mulberry32 } from '@/physics';
import { refScale, split, ulpError } from './reference';

export interface Measured {
  count: number;
  /** The largest |error| in ulps against the exact value, and where. */
  worst: number;
  worstAt: number[];
  /** Inputs where the engine's Math function gives other bits, and by how many ulps at most. */
  engineDiffers: number;
  engineWorst: number;
}

const ordered = (x: number) => {
  const { m, e } = split(x);
  // the doubles in order as integers: consecutive doubles differ by 1
  const magnitude = m < 0n ? -m : m;
  const key = e <= -1074 ? magnitude : magnitude - (1n << 52n) + (BigInt(e + 1075) << 52n);
  return m < 0n || Object.is(x, -0) ? -key : key;
};
/** How many doubles apart a and b are. */
export const ulpsApart = (a: number, b: number) => Math.abs(Number(ordered(a) - ordered(b)));

export function measure(
  inputs: number[][],
  fn: (...args: number[]) => number,
  reference: (F: number, ...args: number[]) => bigint,
  engine: (...args: number[]) => number,
): Measured {
  const out: Measured = { count: 0, worst: 0, worstAt: [], engineDiffers: 0, engineWorst: 0 };
  for (const args of inputs) {
    const got = fn(...args);
    const theirs = engine(...args);
    if (!Object.is(got, theirs)) {
      out.engineDiffers += 1;
      out.engineWorst = Math.max(out.engineWorst, ulpsApart(got, theirs));
    }
    out.count += 1;
    if (got === 0) continue; // only exact zeros (sin 0): the special-value tests check them
    const F = refScale(got);
    const error = Math.abs(ulpError(got, reference(F, ...args), F));
    if (error > out.worst) {
      out.worst = error;
      out.worstAt = args;
    }
  }
  return out;
}

/** Seeded draws of the inputs. */
export function draws(seed: number) {
  const random = mulberry32(seed);
  const sign = () => (random() < 0.5 ? -1 : 1);
  return {
    random,
    /** Uniform in [lo, hi). */
    uniform: (lo: number, hi: number) => lo + (hi - lo) * random(),
    /** ±(1 + u) · 2^k, k uniform in [lo, hi]: every scale alike. */
    scaled: (lo: number, hi: number) =>
      sign() * (1 + random()) * 2 ** Math.floor(lo + (hi - lo + 1) * random()),
  };
}
