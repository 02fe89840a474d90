// The runs the same-bits test compares (issue 38): every scenario × method × separation × contact,
// each frame hashed from every ball's bits. The page below runs them on the site's own bundle in the
// browser; test/e2e/same-bits.spec.ts runs them in Node from the same source and compares the lists.
import {
  atan,
  atan2,
  CONTACTS,
  cos,
  createWorld,
  exp,
  hypot,
  METHODS,
  mulberry32,
  SCENARIOS,
  SEPARATIONS,
  scenario,
  sin,
} from '@/physics';

export const SAME_BITS_FRAMES = 600;

export interface SameBitsRun {
  key: string;
  /** One 32-bit hash per frame, of x, y, vx and vy of every ball, by their bits. */
  frames: number[];
}

/** FNV-1a over 32-bit words: the same in every engine (Math.imul and >>> are exact). */
function hashWords(words: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ (words[i] as number), 0x01000193) >>> 0;
  return h;
}

export function sameBitsRuns(frames = SAME_BITS_FRAMES): SameBitsRun[] {
  const runs: SameBitsRun[] = [];
  for (const name of SCENARIOS) {
    const start = scenario(name);
    const balls = new Float64Array(start.balls.length * 4);
    const words = new Uint32Array(balls.buffer);
    for (const method of METHODS)
      for (const separation of SEPARATIONS)
        for (const contact of CONTACTS) {
          const world = createWorld({ ...start, method, separation, contact });
          const hashes: number[] = [];
          for (let f = 0; f < frames; f++) {
            world.step();
            world.forEachBall((x, y, vx, vy, _r, _m, i) => balls.set([x, y, vx, vy], i * 4));
            hashes.push(hashWords(words));
          }
          runs.push({ key: `${name} ${method} ${separation} ${contact}`, frames: hashes });
        }
  }
  return runs;
}

/** Inputs of each deterministic function a math hash covers: as many as its unit test's reference check. */
export const MATH_INPUTS = 100_000;

/**
 * Per function of physics/math, one hash of the bits of its results on MATH_INPUTS seeded inputs over
 * the ranges the physics uses (and beyond: large angles, tiny and huge values): Node and Chromium must
 * give the same. `native` hashes the engine's own Math functions on the same inputs instead, which is
 * what the test shows differs between the two engines.
 */
export function mathHashes(native = false): Record<string, number> {
  const random = mulberry32(38);
  const value = (scale: number) => (random() * 2 - 1) * scale;
  const pick = () => [1e-6, 1, 10, 1e3, 1e6][Math.floor(random() * 5)] as number;
  const f = native ? Math : { atan, atan2, cos, exp, hypot, sin };
  const cases: Record<string, () => number> = {
    atan: () => f.atan(value(pick())),
    atan2: () => f.atan2(value(pick()), value(pick())),
    sin: () => f.sin(value(pick())),
    cos: () => f.cos(value(pick())),
    exp: () => f.exp(value(60)),
    hypot: () => f.hypot(value(pick()), value(pick())),
  };
  const results = new Float64Array(MATH_INPUTS);
  const words = new Uint32Array(results.buffer);
  return Object.fromEntries(
    Object.entries(cases).map(([name, run]) => {
      for (let k = 0; k < MATH_INPUTS; k++) results[k] = run();
      return [name, hashWords(words)];
    }),
  );
}
