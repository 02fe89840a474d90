// Properties of collide() over the whole accepted input range, for every method and separation.
// Each property returns false (or throws) on a counterexample, which fast-check then shrinks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Ball, type CollisionTrace, collide, hypot, METHODS, type Vec } from '@/physics';
import { anyMethod, anySeparation, close, numbersIn, pair, RUNS } from './support/arbitraries';
import { sameBits } from './support/sameBits';

const SLOW = 60_000; // 10,000 runs of a property take a few seconds

const totals = (balls: Ball[]) => ({
  px: balls.reduce((s, b) => s + b.mass * b.vx, 0),
  py: balls.reduce((s, b) => s + b.mass * b.vy, 0),
  // scale for momentum: the sum of |m·v| terms, so cancellation cannot hide an error
  pScale: balls.reduce((s, b) => s + b.mass * (Math.abs(b.vx) + Math.abs(b.vy)), 0),
  ke: balls.reduce((s, b) => s + 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy), 0),
});

function conserved(before: Ball[], after: Ball[]): boolean {
  const [p, q] = [totals(before), totals(after)];
  return (
    close(q.px, p.px, 1e-9, p.pScale) && close(q.py, p.py, 1e-9, p.pScale) && close(q.ke, p.ke, 1e-9, p.ke)
  );
}

const speedScale = (a: Ball, b: Ball) =>
  Math.max(Math.abs(a.vx), Math.abs(a.vy), Math.abs(b.vx), Math.abs(b.vy));
const positionScale = (a: Ball, b: Ball) =>
  Math.max(Math.abs(a.x), Math.abs(a.y), Math.abs(b.x), Math.abs(b.y), a.radius + b.radius);

describe('collide: conservation', () => {
  for (const method of METHODS) {
    for (const separation of ['naive', 'overlap', 'radius'] as const) {
      it(
        `${method} / ${separation}: momentum and kinetic energy are conserved (relative 1e-9)`,
        () => {
          fc.assert(
            fc.property(pair, ({ a, b }) => {
              const result = collide(a, b, { method, separation });
              return result === null || conserved([a, b], [result.a, result.b]);
            }),
            RUNS,
          );
        },
        SLOW,
      );
    }
  }

  it(
    'robust: conserves when approaching, leaves the velocities alone when moving apart',
    () => {
      fc.assert(
        fc.property(pair, anyMethod, ({ a, b }, method) => {
          const result = collide(a, b, { method, separation: 'robust' });
          if (!result) return true;
          const { rotate, solve } = result.trace;
          if (solve.approaching) return conserved([a, b], [result.a, result.b]);
          // untouched in the rotated frame; in the world only rotated there and back
          const s = speedScale(a, b);
          const inFrame = sameBits([solve.vel0.x, solve.vel1.x], [rotate.vel0.x, rotate.vel1.x]);
          const same = (out: Ball, original: Ball) =>
            close(out.vx, original.vx, 1e-12, s) && close(out.vy, original.vy, 1e-12, s);
          return inFrame && same(result.a, a) && same(result.b, b);
        }),
        RUNS,
      );
    },
    SLOW,
  );
});

describe('collide: shape of the answer', () => {
  it(
    'the tangential (rotated y) velocities are unchanged, in the frame and in the world',
    () => {
      fc.assert(
        fc.property(pair, anyMethod, anySeparation, ({ a, b }, method, separation) => {
          const result = collide(a, b, { method, separation });
          if (!result) return true;
          const { rotate, solve, angle } = result.trace;
          const inFrame = sameBits([solve.vel0.y, solve.vel1.y], [rotate.vel0.y, rotate.vel1.y]);
          // in the world, each velocity changes only along the line (cos, sin): cross product 0
          const s = speedScale(a, b);
          const alongTheLine = (out: Ball, original: Ball) => {
            const cross = (out.vx - original.vx) * angle.sin - (out.vy - original.vy) * angle.cos;
            return close(cross, 0, 1e-12, 4 * s);
          };
          return inFrame && alongTheLine(result.a, a) && alongTheLine(result.b, b);
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'returns null exactly when dist >= the sum of the radii',
    () => {
      fc.assert(
        fc.property(pair, anyMethod, ({ a, b }, method) => {
          // the collision's own hypot (fdlibm's): Math.hypot rounds differently in the last bit
          const touching = hypot(b.x - a.x, b.y - a.y) < a.radius + b.radius;
          return (collide(a, b, { method }) !== null) === touching;
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'never gives NaN or Infinity, and never changes its inputs',
    () => {
      fc.assert(
        fc.property(
          pair,
          anyMethod,
          anySeparation,
          fc.double({ min: 0, max: 1, noNaN: true }),
          ({ a, b }, method, separation, restitution) => {
            const copies = JSON.stringify([a, b]);
            // frozen: a write to an input would throw here
            const result = collide(Object.freeze(a), Object.freeze(b), { method, separation, restitution });
            return JSON.stringify([a, b]) === copies && numbersIn(result).every(Number.isFinite);
          },
        ),
        RUNS,
      );
    },
    SLOW,
  );
});

/** The first number on which two traces differ by more than 1e-12 of its scale, or null. */
function disagreement(
  p: CollisionTrace,
  q: CollisionTrace,
  positions: number,
  velocities: number,
): string | null {
  const pairs: Array<[string, number, number, number]> = [
    ['angle', p.angle.angle, q.angle.angle, Math.PI],
    ['sin', p.angle.sin, q.angle.sin, 1],
    ['cos', p.angle.cos, q.angle.cos, 1],
    ['vxTotal', p.solve.vxTotal, q.solve.vxTotal, velocities],
  ];
  const vec = (where: string, u: Vec, v: Vec, scale: number) =>
    pairs.push([`${where}.x`, u.x, v.x, scale], [`${where}.y`, u.y, v.y, scale]);
  vec('rotate.pos1', p.rotate.pos1, q.rotate.pos1, positions);
  vec('rotate.vel0', p.rotate.vel0, q.rotate.vel0, velocities);
  vec('rotate.vel1', p.rotate.vel1, q.rotate.vel1, velocities);
  vec('solve.vel0', p.solve.vel0, q.solve.vel0, velocities);
  vec('solve.vel1', p.solve.vel1, q.solve.vel1, velocities);
  vec('separate.pos0', p.separate.pos0, q.separate.pos0, positions);
  vec('separate.pos1', p.separate.pos1, q.separate.pos1, positions);
  for (const ball of ['a', 'b'] as const) {
    const [u, v] = [p.rotateBack[ball], q.rotateBack[ball]];
    vec(`${ball}`, u, v, positions);
    vec(`${ball}.velocity`, { x: u.vx, y: u.vy }, { x: v.vx, y: v.vy }, velocities);
  }
  const bad = pairs.find(([, x, y, scale]) => !close(x, y, 1e-12, scale));
  return bad ? `${bad[0]}: ${bad[1]} vs ${bad[2]}` : null;
}

describe('collide: the three methods', () => {
  it(
    'rotation, projection and angle agree to 1e-12 relative on every output',
    () => {
      fc.assert(
        fc.property(pair, anySeparation, ({ a, b }, separation) => {
          const traces = METHODS.map((method) => collide(a, b, { method, separation })?.trace);
          const [first, ...others] = traces;
          if (!first) return traces.every((t) => t === undefined);
          // turned onto the line a velocity can grow by √2 and the solve stage can double it;
          // 'naive' adds velocities to positions
          const velocities = 4 * speedScale(a, b);
          const positions = positionScale(a, b) + velocities;
          // Two separations jump where an input crosses a value: 'robust' at vxTotal = 0 (bounce or
          // not), 'overlap' at absV = 0. Rounding may put the methods on either side: skip those.
          const split = traces.some((t) => t?.solve.approaching !== first.solve.approaching);
          if (split) {
            expect(Math.abs(first.solve.vxTotal)).toBeLessThanOrEqual(1e-9 * velocities);
            if (separation === 'robust') return true;
          }
          const absV = traces.map((t) => (t ? Math.abs(t.solve.vel0.x) + Math.abs(t.solve.vel1.x) : 0));
          const sameSide = absV.every((v) => v === 0) || absV.every((v) => v > 1e-3 * velocities);
          if (separation === 'overlap' && !sameSide) return true;
          for (const other of others) {
            expect(other ? disagreement(first, other, positions, velocities) : 'no collision').toBeNull();
          }
          return true;
        }),
        RUNS,
      );
    },
    SLOW,
  );
});
