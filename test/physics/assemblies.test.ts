// The chapter's stages are assembled in more than one place (chapter/collide.ts's header names each and
// says why). Each assembly gives the numbers checkCollision gives wherever it does not mean to differ:
// - bounceAtContact (exact contact): every stage up to the solve, and the velocities after, bit for bit
//   (it only leaves out the separation, so the positions stay where the balls touched);
// - stickTogether (stick): detect, angle and rotate bit for bit, and along the line of centres the
//   velocity checkCollision gives with e = 0, up to the sign of a zero (stick also shares the tangent velocity);
// - collideWith({}) (the mistakes' harness, nothing swapped): the same balls, bit for bit;
// - bounceInPlace (exact contact's hand-inlined copy): the same bits as bounceAtContact (fast/bounce.test.ts);
// - collideInPlace (a crowd's pair loop, on the ball arrays): the same balls, bit for bit, with every
//   separation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { METHODS, SEPARATIONS } from '@/physics';
import { stickTogether } from '@/physics/assemblies/stick';
import { type CollisionTrace, checkCollision } from '@/physics/chapter/collide';
import { toArrays } from '@/physics/fast/ballArrays';
import { alwaysBounce, bounceAtContact } from '@/physics/fast/exact/contact';
import { collideInPlace } from '@/physics/fast/inPlace';
import { collideWith } from '@/physics/sources/mistakeHarness';
import { copyBall } from '@/physics/types';
import { pair } from './support/arbitraries';
import { firstDifference } from './support/sameBits';

const RUNS = { numRuns: 2000 };
const restitution = fc.oneof(fc.constantFrom(1, 0, 0.5), fc.double({ min: 0, max: 1, noNaN: true }));
const upTo = (trace: CollisionTrace, stages: (keyof CollisionTrace)[]) => stages.map((k) => trace[k]);
const velocities = (a: { vx: number; vy: number }, b: { vx: number; vy: number }) => [a.vx, a.vy, b.vx, b.vy];

describe.each(METHODS)('%s: every assembly of the stages gives checkCollision’s numbers', (method) => {
  it('bounceAtContact: detect to solve and the velocities after, bit for bit', () => {
    fc.assert(
      fc.property(pair, restitution, ({ a, b }, e) => {
        const s = { method, separation: 'naive', restitution: e } as const;
        const chapter = checkCollision(a, b, s);
        fc.pre(chapter !== null);
        const exact = bounceAtContact(a, b, s, alwaysBounce(s));
        const stages: (keyof CollisionTrace)[] = ['detect', 'angle', 'rotate', 'solve'];
        expect(firstDifference(upTo(exact.trace, stages), upTo(chapter.trace, stages))).toBeUndefined();
        expect(
          firstDifference(velocities(exact.a, exact.b), velocities(chapter.a, chapter.b)),
        ).toBeUndefined();
      }),
      RUNS,
    );
  }, 60_000);

  it.each(SEPARATIONS)(
    'collideInPlace with the %s separation: the same balls, bit for bit',
    (separation) => {
      fc.assert(
        fc.property(pair, restitution, ({ a, b }, e) => {
          const s = { method, separation, restitution: e };
          const chapter = checkCollision(a, b, s);
          fc.pre(chapter !== null);
          const arrays = toArrays([a, b]);
          collideInPlace(arrays, 0, 1, s);
          const after = [0, 1].map((i) => ({
            x: arrays.x[i],
            y: arrays.y[i],
            vx: arrays.vx[i],
            vy: arrays.vy[i],
            radius: arrays.radius[i],
            mass: arrays.mass[i],
          }));
          expect(firstDifference(after, [chapter?.a, chapter?.b])).toBeUndefined();
        }),
        RUNS,
      );
    },
    60_000,
  );

  it('stickTogether: detect, angle, rotate bit for bit; along the line, checkCollision’s e = 0 velocity', () => {
    fc.assert(
      fc.property(pair, ({ a, b }) => {
        const s = { method, separation: 'naive', restitution: 0 } as const;
        const chapter = checkCollision(a, b, s);
        fc.pre(chapter !== null);
        const stuck = stickTogether(a, b, s);
        expect(stuck).not.toBeNull();
        if (!stuck) return;
        const stages: (keyof CollisionTrace)[] = ['detect', 'angle', 'rotate'];
        expect(firstDifference(upTo(stuck.trace, stages), upTo(chapter.trace, stages))).toBeUndefined();
        // equal, as numbers: e = 0's formula subtracts 0·vxTotal, which can turn the mean's −0 into +0
        expect(stuck.trace.solve.vel0.x === chapter.trace.solve.vel0.x).toBe(true);
      }),
      RUNS,
    );
  }, 60_000);

  it('collideWith({}), nothing swapped: the same balls, bit for bit', () => {
    const unbroken = collideWith({ method });
    fc.assert(
      fc.property(pair, ({ a, b }) => {
        const chapter = checkCollision(a, b, { method, separation: 'naive', restitution: 1 });
        const [a1, b1] = [copyBall(a), copyBall(b)];
        let collided: boolean;
        try {
          collided = unbroken(a1, b1);
        } catch {
          return; // turned onto the line, a velocity passed the site's limit: the demo stops there
        }
        expect(collided).toBe(chapter !== null);
        if (chapter) expect(firstDifference([a1, b1], [chapter.a, chapter.b])).toBeUndefined();
      }),
      RUNS,
    );
  }, 60_000);
});
