// collide() on cases worked out by hand: every stage of the trace, each separation, and the
// situations the sources get wrong (both at rest, already moving apart, coincident centres).
import { describe, expect, it } from 'vitest';
import { collide, METHODS, type Separation } from '@/physics';
import { ball } from './support/balls';

const S2 = Math.SQRT2;

/** Expects two vectors (or balls) to match to 12 decimals on the given keys. */
function near<T extends object>(actual: T, expected: Partial<T>) {
  for (const [key, value] of Object.entries(expected)) {
    expect((actual as Record<string, number>)[key], key).toBeCloseTo(value as number, 12);
  }
}

describe('a head-on collision along the 45° line, by hand', () => {
  // a: mass 2 at (0, 0) moving (1, 1); b: mass 1 at (30, 30) moving (-1, -1); radii 25 each
  const a = ball(0, 0, 1, 1, 25, 2);
  const b = ball(30, 30, -1, -1, 25, 1);

  for (const method of METHODS) {
    it(`${method}: every stage`, () => {
      const result = collide(a, b, { method });
      if (!result) throw new Error('they overlap: 30√2 ≈ 42.4 < 50');
      const { detect, angle, rotate, solve, separate, rotateBack } = result.trace;
      // detect: dist = √(30² + 30²) = 30√2, overlap = 50 - 30√2
      near(detect, { dx: 30, dy: 30, dist: 30 * S2, radiiSum: 50, overlap: 50 - 30 * S2 });
      // angle: 45°, sin = cos = √2/2
      near(angle, { angle: Math.PI / 4, sin: S2 / 2, cos: S2 / 2 });
      // rotate: b sits at (30√2, 0); (1, 1) becomes (√2, 0) and (-1, -1) becomes (-√2, 0)
      near(rotate.pos1, { x: 30 * S2, y: 0 });
      near(rotate.vel0, { x: S2, y: 0 });
      near(rotate.vel1, { x: -S2, y: 0 });
      // solve: vxTotal = √2 - (-√2) = 2√2 > 0, approaching
      // v0' = ((2 - 1)·√2 + 2·1·(-√2)) / 3 = -√2/3; v1' = 2√2 + (-√2/3) = 5√2/3
      expect(solve.vxTotal).toBeCloseTo(2 * S2, 12);
      expect(solve.approaching).toBe(true);
      near(solve.vel0, { x: -S2 / 3, y: 0 });
      near(solve.vel1, { x: (5 * S2) / 3, y: 0 });
      // separate ('naive'): add the new velocities: a to -√2/3, b to 30√2 + 5√2/3
      near(separate.pos0, { x: -S2 / 3, y: 0 });
      near(separate.pos1, { x: 30 * S2 + (5 * S2) / 3, y: 0 });
      // rotate back: along·(√2/2, √2/2): a = (-1/3, -1/3) moving (-1/3, -1/3);
      // b = 30 + 5/3 = 95/3 on both axes, moving (5/3, 5/3)
      near(result.a, { x: -1 / 3, y: -1 / 3, vx: -1 / 3, vy: -1 / 3, radius: 25, mass: 2 });
      near(result.b, { x: 95 / 3, y: 95 / 3, vx: 5 / 3, vy: 5 / 3, radius: 25, mass: 1 });
      expect(rotateBack).toEqual({ a: result.a, b: result.b });
    });
  }
});

describe('Billiard3 style: b moving along the tangent of a 3-4-5 line', () => {
  it('keeps the tangential part and swaps the parts along the line (equal masses)', () => {
    // line of centres (3, 4)/5; a moves (3, 4): 5 along, 0 across; b moves (-4, 3): 0 along, 5 across
    const result = collide(ball(0, 0, 3, 4, 5, 1), ball(3, 4, -4, 3, 5, 1), { method: 'rotation' });
    if (!result) throw new Error('dist 5 < 10');
    near(result.trace.rotate.vel0, { x: 5, y: 0 });
    near(result.trace.rotate.vel1, { x: 0, y: 5 });
    // equal masses swap the along parts: a gets 0 along, b gets 5 along and keeps 5 across
    near(result.a, { vx: 0, vy: 0 });
    // b: 5·(0.6, 0.8) + 5·(-0.8, 0.6) = (3 - 4, 4 + 3) = (-1, 7), the total momentum (3 - 4, 4 + 3)
    near(result.b, { vx: -1, vy: 7 });
  });
});

describe('detect', () => {
  it('null when apart or exactly touching (3-4-5: dist 5 = 2 + 3), a collision just inside', () => {
    expect(collide(ball(0, 0, 0, 0, 2, 1), ball(3, 4, 0, 0, 3, 1))).toBeNull();
    expect(collide(ball(0, 0, 0, 0, 2, 1), ball(30, 40, 0, 0, 3, 1))).toBeNull();
    expect(collide(ball(0, 0, 0, 0, 2, 1), ball(3, 4, 0, 0, 3.000001, 1))).not.toBeNull();
  });
});

describe('the separations on one line', () => {
  // a: mass 2 at 0 moving +1; b: mass 1 at 30 moving -1; radii 20: overlap = 40 - 30 = 10
  // solve: v0' = ((2 - 1)·1 + 2·1·(-1)) / 3 = -1/3, v1' = (1 - (-1)) + (-1/3) = 5/3
  const a = ball(0, 0, 1, 0, 20, 2);
  const b = ball(30, 0, -1, 0, 20, 1);
  const cases: Array<[Separation, number, number, string]> = [
    ['naive', -1 / 3, 30 + 5 / 3, 'a: 0 - 1/3; b: 30 + 5/3'],
    ['overlap', -5 / 3, 30 + 25 / 3, 'absV = 1/3 + 5/3 = 2; a: (-1/3)/2·10; b: (5/3)/2·10'],
    ['radius', -5, 35, 'equal radii: each moves 10·20/40 = 5'],
    ['robust', -10 / 3, 30 + 20 / 3, 'a (mass 2) moves 10·1/3, b (mass 1) moves 10·2/3'],
  ];
  for (const [separation, x0, x1, why] of cases) {
    it(`${separation}: ${why}`, () => {
      const result = collide(a, b, { separation });
      near(result?.a ?? {}, { x: x0, y: 0, vx: -1 / 3 });
      near(result?.b ?? {}, { x: x1, y: 0, vx: 5 / 3 });
    });
  }

  it('radius (source 004): the larger ball moves further', () => {
    // radii 30 and 10 at distance 30: overlap 10; a moves 10·30/40 = 7.5, b moves 10·10/40 = 2.5
    const result = collide(ball(0, 0, 0, 0, 30, 1), ball(30, 0, 0, 0, 10, 1), { separation: 'radius' });
    near(result?.a ?? {}, { x: -7.5 });
    near(result?.b ?? {}, { x: 32.5 });
  });

  it('overlap with both balls at rest: the chapter divides 0 by 0; we split the overlap evenly', () => {
    const result = collide(ball(0, 0, 0, 0, 20, 1), ball(30, 0, 0, 0, 20, 1), { separation: 'overlap' });
    near(result?.a ?? {}, { x: -5, vx: 0 });
    near(result?.b ?? {}, { x: 35, vx: 0 });
  });

  describe('a pair already moving apart (a at -1, b at +1, equal masses, overlap 10)', () => {
    const apart = [ball(0, 0, -1, 0, 20, 1), ball(30, 0, 1, 0, 20, 1)] as const;

    it('naive turns them towards each other and pushes them deeper (30 → 28)', () => {
      // equal masses swap: a gets +1, b gets -1; positions 0 + 1 and 30 - 1
      const result = collide(...apart, { separation: 'naive' });
      near(result?.a ?? {}, { x: 1, vx: 1 });
      near(result?.b ?? {}, { x: 29, vx: -1 });
    });

    it('overlap pushes them deeper by the whole overlap (30 → 20)', () => {
      // absV = 2: a += (1/2)·10 = 5, b += (-1/2)·10 = -5
      const result = collide(...apart, { separation: 'overlap' });
      near(result?.a ?? {}, { x: 5 });
      near(result?.b ?? {}, { x: 25 });
    });

    it('robust keeps their velocities and moves each out by 5 (equal masses)', () => {
      const result = collide(...apart, { separation: 'robust' });
      expect(result?.trace.solve.approaching).toBe(false);
      near(result?.a ?? {}, { x: -5, vx: -1 });
      near(result?.b ?? {}, { x: 35, vx: 1 });
    });
  });

  it('robust leaves the balls exactly touching, the lighter one moved further', () => {
    // masses 1 and 4 along a 3-4-5 line: dist 5, radii 5 each, overlap 5
    // a (lighter) moves 5·4/5 = 4 back along (0.6, 0.8); b moves 5·1/5 = 1 forward
    const result = collide(ball(0, 0, 0, 0, 5, 1), ball(3, 4, 0, 0, 5, 4), { separation: 'robust' });
    near(result?.a ?? {}, { x: -2.4, y: -3.2 });
    near(result?.b ?? {}, { x: 3.6, y: 4.8 });
    if (result) expect(Math.hypot(result.b.x - result.a.x, result.b.y - result.a.y)).toBeCloseTo(10, 12);
  });
});

describe('coincident centres', () => {
  for (const method of METHODS) {
    it(`${method}: the line of centres is taken along +x`, () => {
      const result = collide(ball(100, 100, 0, 0, 10, 1), ball(100, 100, 0, 0, 10, 1), {
        method,
        separation: 'robust',
      });
      // the angle method also keeps its tangent
      expect(result?.trace.angle).toMatchObject({ angle: 0, sin: 0, cos: 1 });
      // at rest: vxTotal = 0 - 0 = 0, which is not approaching
      expect(result?.trace.solve.approaching).toBe(false);
      // overlap 20, equal masses: each moves 10 along x
      near(result?.a ?? {}, { x: 90, y: 100 });
      near(result?.b ?? {}, { x: 110, y: 100 });
    });
  }
});

describe('nearly coincident centres', () => {
  it('b one subnormal step away on both axes: the line is still at 45°, with a unit normal', () => {
    // dx = dy = 5e-324: hypot rounds √2·5e-324 down to 5e-324, so dx / dist would give the normal
    // (1, 1), of length √2; scaling before normalising gives (√2/2, √2/2)
    const tiny = Number.MIN_VALUE;
    for (const method of METHODS) {
      const result = collide(ball(0, 0, 1, 0, 1, 1), ball(tiny, tiny, 0, 0, 1, 1), { method });
      near(result?.trace.angle ?? {}, { angle: Math.PI / 4, sin: S2 / 2, cos: S2 / 2 });
      // equal masses swap the parts along (1, 1)/√2: a keeps (1/2, -1/2), b gets (1/2, 1/2)
      near(result?.a ?? {}, { vx: 0.5, vy: -0.5 });
      near(result?.b ?? {}, { vx: 0.5, vy: 0.5 });
    }
  });
});

describe('restitution', () => {
  it('e = 0 leaves both with the common velocity along the line, (2·1 + 1·(-1)) / 3 = 1/3', () => {
    const result = collide(ball(0, 0, 1, 0, 20, 2), ball(30, 0, -1, 0, 20, 1), { restitution: 0 });
    near(result?.a ?? {}, { vx: 1 / 3 });
    near(result?.b ?? {}, { vx: 1 / 3 });
    expect(result?.trace.restitution).toBe(0);
  });
});
