// The checks the code editor runs on a collision made with a reader's turn or separation
// (physics/lab/collisionChecks.ts), on hand-computed collisions: each broken result fails the check
// that names its mistake, with the numbers worked out here; the chapter's own collision passes all.
import { describe, expect, it } from 'vitest';
import {
  type Ball,
  collide,
  collideWith,
  collisionProblems,
  copyBall,
  generatedPairs,
  rotate,
  SEPARATION_CHECKS,
  stuckInRun,
  TURN_CHECKS,
} from '@/physics';

const ball = (x: number, y: number, vx: number, vy: number, radius = 20, mass = 1): Ball => ({
  x,
  y,
  vx,
  vy,
  radius,
  mass,
});
/** Head-on, equal masses 1: a at 3 px per frame into b at −1. Elastic: they swap velocities. */
const before: [Ball, Ball] = [ball(0, 0, 3, 0), ball(39, 0, -1, 0)];
const checked = (after: [Ball, Ball], e = 1) => collisionProblems(before, after, TURN_CHECKS, e);

describe('collisionProblems', () => {
  it('passes a correct elastic bounce: the velocities swapped', () => {
    expect(checked([ball(0, 0, -1, 0), ball(39, 0, 3, 0)])).toEqual([]);
  });

  it('names momentum on y, kinetic energy and ball 0’s tangent part when a turn adds 0.5 px/frame on y', () => {
    // KE before ½·9 + ½·1 = 5; after ½(1 + 0.25) + ½·9 = 5.125
    expect(checked([ball(0, 0, -1, 0.5), ball(39, 0, 3, 0)])).toEqual([
      { check: 'momentum-y', before: 0, after: 0.5, expected: 0 },
      { check: 'energy', before: 5, after: 5.125, expected: 5 },
      { check: 'tangent', before: 0, after: 0.5, expected: 0, ball: 0 },
    ]);
  });

  it('expects ½(1 − e²)μu² lost at e = 0.5, and calls that loss a failure at e = 1', () => {
    // u = 4, μ = ½: ΔKE = −½ · 0.75 · ½ · 16 = −3; both leave the centre of mass (1) at ∓e·u·½
    const after: [Ball, Ball] = [ball(0, 0, 0, 0), ball(39, 0, 2, 0)];
    expect(checked(after, 0.5)).toEqual([]);
    expect(checked(after, 1)).toEqual([{ check: 'energy', before: 5, after: 2, expected: 5 }]);
  });

  it('names a pair that still closes afterwards, at the closing speed it kept', () => {
    expect(checked([ball(0, 0, 3, 0), ball(39, 0, -1, 0)])).toEqual([
      { check: 'apart', before: 4, after: 4, expected: -4 },
    ]);
  });

  it('reports a result that is not a number, and nothing else', () => {
    const problems = checked([ball(0, 0, Number.NaN, 0), ball(39, 0, 3, 0)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.check).toBe('number');
    expect(problems[0]?.after).toBeNaN();
  });

  it('names the overlap a separation leaves: 12 px deep, pushed 2 px apart, 10 px left', () => {
    const deep: [Ball, Ball] = [ball(0, 0, 1, 0, 30), ball(48, 0, -1, 0, 30)];
    const after: [Ball, Ball] = [ball(-1, 0, -1, 0, 30), ball(49, 0, 1, 0, 30)];
    expect(collisionProblems(deep, after, SEPARATION_CHECKS)).toEqual([
      { check: 'separated', before: 12, after: 10, expected: 0 },
    ]);
  });

  it('passes the chapter’s collision on every generated pair; a turn with one sign swapped fails', () => {
    const pairs = generatedPairs(7, 60);
    const swapped = collideWith({
      rotate: (x, y, sin, cos, reverse) => rotate(x, y, sin, cos, !reverse), // the flag the wrong way round
    });
    const failed = new Set<string>();
    for (const [a, b] of pairs) {
      const result = collide(a, b);
      expect(result).not.toBeNull();
      if (!result) continue;
      expect(collisionProblems([a, b], [result.a, result.b], TURN_CHECKS)).toEqual([]);
      const [a1, b1] = [copyBall(a), copyBall(b)];
      swapped(a1, b1);
      for (const p of collisionProblems([a, b], [a1, b1], TURN_CHECKS)) failed.add(p.check);
    }
    expect(failed).toContain('apart');
    expect(failed).toContain('tangent');
  });
});

describe('generatedPairs', () => {
  it('gives touching, closing pairs, the same for the same seed', () => {
    const pairs = generatedPairs(3, 40);
    expect(pairs).toHaveLength(40);
    expect(generatedPairs(3, 40)).toEqual(pairs);
    for (const [a, b] of pairs) {
      const [dx, dy] = [b.x - a.x, b.y - a.y];
      expect(Math.hypot(dx, dy)).toBeLessThan(a.radius + b.radius);
      expect((a.vx - b.vx) * dx + (a.vy - b.vy) * dy).toBeGreaterThan(0);
    }
  });
});

describe('stuckInRun', () => {
  it('counts a pair overlapping 10 frames in a row as stuck, from its tenth frame; 9 frames are not', () => {
    const overlapping = (frame: number): Array<[number, number]> => [
      ...(frame <= 9 ? [[0, 1] as [number, number]] : []),
      ...(frame <= 8 ? [[1, 2] as [number, number]] : []),
    ];
    expect(stuckInRun(overlapping, 20, 3)).toEqual({ pairs: 1, first: { frame: 9, i: 0, j: 1 } });
    expect(stuckInRun(() => [], 20, 3)).toEqual({ pairs: 0, first: null });
  });
});
