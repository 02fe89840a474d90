// Exact contact's bounce on the ball arrays gives, bit for bit, the velocities of the chapter's stages
// (bounceAtContact), whose trace the collision events show: for every method and restitution, over
// the whole input range, coincident and nearly coincident centres included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { METHODS } from '@/physics';
import { toArrays } from '@/physics/fast/ballArrays';
import { bounceInPlace } from '@/physics/fast/exact/bounce';
import { alwaysBounce, bounceAtContact } from '@/physics/fast/exact/contact';
import { pair, RUNS } from '../support/arbitraries';
import { firstDifference } from '../support/sameBits';

const restitution = fc.oneof(fc.constantFrom(1, 0, 0.5), fc.double({ min: 0, max: 1, noNaN: true }));

describe('bounceInPlace', () => {
  for (const method of METHODS) {
    it(`${method}: the same bits as bounceAtContact`, () => {
      fc.assert(
        fc.property(pair, restitution, ({ a, b }, e) => {
          const settings = { method, separation: 'robust', restitution: e } as const;
          const { a: a1, b: b1 } = bounceAtContact(a, b, settings, alwaysBounce(settings));
          const s = toArrays([a, b]);
          bounceInPlace(s, 0, 1, method, e);
          const found = firstDifference([s.vx[0], s.vy[0], s.vx[1], s.vy[1]], [a1.vx, a1.vy, b1.vx, b1.vy]);
          expect(found).toBeUndefined();
        }),
        RUNS,
      );
    }, 60_000);
  }
});
