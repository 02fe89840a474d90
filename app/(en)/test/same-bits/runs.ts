// The runs the same-bits test compares (issue 38): every scenario × method × separation × contact,
// each frame hashed from every ball's bits. The page below runs them on the site's own bundle in the
// browser; test/e2e/same-bits.spec.ts runs them in Node from the same source and compares the lists.
import { CONTACTS, createWorld, METHODS, SCENARIOS, SEPARATIONS, scenario } from '@/physics';

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
