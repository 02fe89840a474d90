// A small seeded generator (mulberry32): scenarios and tests draw from it instead of Math.random,
// so the same seed always gives the same world.

/** Returns a generator of numbers in [0, 1) determined by the seed (taken as a 32-bit integer). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
