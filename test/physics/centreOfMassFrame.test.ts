// The centre-of-mass frame: hand values, and properties over generated balls: no momentum left in
// the frame, the centre at the origin, the way back gives the balls again within rounding, and a
// collision seen there reverses the relative normal velocity, scaled by e.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Ball,
  collide,
  fromCentreOfMassFrame,
  massCentre,
  PhysicsInputError,
  toCentreOfMassFrame,
} from '@/physics';
import { close, mass, pair, velocity } from './support/arbitraries';
import { ball } from './support/balls';

const position = fc.double({ min: -1e4, max: 1e4, noNaN: true });
const anyBall = fc
  .record({ x: position, y: position, vx: velocity, vy: velocity, mass })
  .map(({ x, y, vx, vy, mass: m }) => ball(x, y, vx, vy, 10, m));
const someBalls = fc.array(anyBall, { minLength: 1, maxLength: 8 });

/** Σ |m·v| of the balls: the scale momentum sums are rounded against. */
const momentumScale = (balls: readonly Ball[]) =>
  balls.reduce((s, b) => s + b.mass * (Math.abs(b.vx) + Math.abs(b.vy)), 0);

describe('massCentre', () => {
  it('by hand: masses 2 and 1', () => {
    const c = massCentre([ball(0, 0, 3, 0, 10, 2), ball(30, 60, -3, 6, 10, 1)]);
    expect(c).toEqual({ x: 10, y: 20, vx: 1, vy: 2, mass: 3 });
  });

  it('refuses no balls and bad ones, naming the field', () => {
    expect(() => massCentre([])).toThrow(PhysicsInputError);
    expect(() => massCentre([ball(0, 0, Number.NaN, 0)])).toThrow(/vx/);
  });
});

describe('toCentreOfMassFrame', () => {
  it('by hand: head-on, masses 2 and 1', () => {
    const balls = [ball(0, 0, 3, 0, 10, 2), ball(30, 0, -3, 0, 10, 1)];
    const seen = toCentreOfMassFrame(balls, massCentre(balls));
    expect(seen.map(({ x, y, vx, vy }) => ({ x, y, vx, vy }))).toEqual([
      { x: -10, y: 0, vx: 2, vy: 0 },
      { x: 20, y: 0, vx: -4, vy: 0 },
    ]);
    expect(balls[0]?.x).toBe(0); // the balls given are not moved
  });

  it('leaves no momentum in the frame, and the centre at the origin', () => {
    fc.assert(
      fc.property(someBalls, (balls) => {
        const seen = toCentreOfMassFrame(balls, massCentre(balls));
        const scale = momentumScale(balls);
        const px = seen.reduce((s, b) => s + b.mass * b.vx, 0);
        const py = seen.reduce((s, b) => s + b.mass * b.vy, 0);
        // the frame's balls may lie past the input limits (the frame moves): summed by hand
        const m = seen.reduce((s, b) => s + b.mass, 0);
        const c = {
          x: seen.reduce((s, b) => s + b.mass * b.x, 0) / m,
          y: seen.reduce((s, b) => s + b.mass * b.y, 0) / m,
        };
        const spread = Math.max(...balls.map((b) => Math.abs(b.x) + Math.abs(b.y)));
        return (
          close(px, 0, 1e-12, scale) &&
          close(py, 0, 1e-12, scale) &&
          close(c.x, 0, 1e-12, spread) &&
          close(c.y, 0, 1e-12, spread)
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('and back: every number within rounding of the start', () => {
    fc.assert(
      fc.property(someBalls, (balls) => {
        const centre = massCentre(balls);
        const back = fromCentreOfMassFrame(toCentreOfMassFrame(balls, centre), centre);
        const ulps = (a: number, b: number, scale: number) => close(a, b, 4 * Number.EPSILON, scale);
        return back.every((b, k) => {
          const a = balls[k] as Ball;
          return (
            ulps(b.x, a.x, Math.abs(a.x) + Math.abs(centre.x)) &&
            ulps(b.y, a.y, Math.abs(a.y) + Math.abs(centre.y)) &&
            ulps(b.vx, a.vx, Math.abs(a.vx) + Math.abs(centre.vx)) &&
            ulps(b.vy, a.vy, Math.abs(a.vy) + Math.abs(centre.vy)) &&
            b.mass === a.mass &&
            b.radius === a.radius
          );
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('a collision seen there reverses the relative normal velocity, scaled by e', () => {
    fc.assert(
      fc.property(pair, fc.constantFrom(1, 0.5, 0), ({ a, b }, e) => {
        const result = collide(a, b, { restitution: e });
        if (result === null) return true;
        const { cos, sin } = result.trace.angle;
        const normal = (balls: Ball[]) => {
          const [p, q] = toCentreOfMassFrame(balls, massCentre([a, b])) as [Ball, Ball];
          return (q.vx - p.vx) * cos + (q.vy - p.vy) * sin;
        };
        const before = normal([a, b]);
        const after = normal([result.a, result.b]);
        const scale = Math.abs(a.vx) + Math.abs(a.vy) + Math.abs(b.vx) + Math.abs(b.vy);
        return close(after, -e * before, 1e-9, scale);
      }),
      { numRuns: 2000 },
    );
  });
});
