// placeWithoutOverlap and placeOneMore look only at the balls near each try (place.ts, Placed): the
// same spots, bit for bit, as trying every ball placed, which is what they did before (written out
// here as the reference).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Ball, mulberry32, placeOneMore, placeWithoutOverlap } from '@/physics';

/** The search as it was: every placed ball, at every try. */
function everyBall(count: number, width: number, height: number, radius: [number, number], seed: number) {
  const random = mulberry32(seed);
  const balls: Ball[] = [];
  for (let n = 0; n < count; n++) {
    const r = radius[0] + random() * (radius[1] - radius[0]);
    let spot: { x: number; y: number } | undefined;
    for (let t = 0; t < 1000 && !spot; t++) {
      const x = r + random() * (width - 2 * r);
      const y = r + random() * (height - 2 * r);
      if (balls.every((b) => Math.hypot(b.x - x, b.y - y) > b.radius + r)) spot = { x, y };
    }
    if (!spot) return undefined;
    const direction = random() * 2 * Math.PI;
    balls.push({
      x: spot.x,
      y: spot.y,
      vx: 3 * Math.cos(direction),
      vy: 3 * Math.sin(direction),
      radius: r,
      mass: 1,
    });
  }
  return balls;
}

describe('placing near balls only', () => {
  it('finds the spots trying every ball found, for dense and sparse boxes and mixed radii', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom<[number, number]>([5, 5], [2, 12], [0.5, 30]),
        fc.constantFrom(120, 300, 700),
        (count, seed, radius, side) => {
          const reference = everyBall(count, side, side, radius, seed);
          const options = { count, width: side, height: side, radius, speed: 3, seed };
          if (!reference) expect(() => placeWithoutOverlap(options)).toThrow(/cannot place/);
          else expect(placeWithoutOverlap(options)).toStrictEqual(reference);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('places one more ball where trying every ball does', () => {
    const [width, height] = [400, 300];
    const balls = placeWithoutOverlap({ count: 300, width, height, radius: [3, 9], speed: 2, seed: 9 });
    for (const seed of [1, 2, 3, 4, 5]) {
      const random = mulberry32(seed);
      let expected: { x: number; y: number } | undefined;
      for (let t = 0; t < 1000 && !expected; t++) {
        const x = 15 + random() * (width - 30);
        const y = 15 + random() * (height - 30);
        if (balls.every((b) => Math.hypot(b.x - x, b.y - y) > b.radius + 15)) expected = { x, y };
      }
      const one = placeOneMore(balls, { width, height, radius: 15, mass: 1, speed: 1, seed });
      expect(one && { x: one.x, y: one.y }).toStrictEqual(expected ?? null);
    }
  });
});
