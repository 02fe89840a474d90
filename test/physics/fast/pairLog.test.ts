// The fast engine keeps a frame's collisions as numbers (pairLog.ts, exact/contactLog.ts) and reports
// their pairs without building the events; the events themselves are checked bit for bit against the
// plain loop in sameFrames.test.ts and frameHashes.test.ts.
import { describe, expect, it } from 'vitest';
import { createWorld, scenario, type WorldOptions } from '@/physics';

const crowd = scenario('two-hundred', 7, { count: 400 });

describe.each([
  ['the chapter contact', { ...crowd, engine: 'fast' }],
  ['exact contact', { ...crowd, contact: 'exact' }],
] as [string, WorldOptions][])('%s reports its collisions as pairs', (_, options) => {
  it('the pairs of every frame are its collisions, in order, and the events are built once', () => {
    const world = createWorld(options);
    let seen = 0;
    for (let f = 0; f < 60; f++) {
      const report = world.step();
      const pairs = Array.from(report.collisionPairs ?? []);
      expect(pairs).toEqual(report.collisions.flatMap((e) => [e.i, e.j]));
      expect(report.collisions).toBe(report.collisions);
      seen += pairs.length / 2;
    }
    expect(seen).toBeGreaterThan(20);
  });
});
