// The sources' mistakes in separating an overlapping pair really go wrong (NaN, an overlap left or
// made deeper, the centre of mass moved), and the fixed separations do not. The rest: mistakes.test.ts.
import { describe, expect, it } from 'vitest';
import { type Ball, collideWith, separateAbsV, separateByRadius004, separateRadisu } from '@/physics';
import type { LineState } from '@/physics/sources/mistakes';
import { ball } from './support/balls';
import { broken, fixed, penetration } from './support/mistakes';

describe('001, the sticking fix with ball1.radisu', () => {
  it('turns both positions into NaN at the first collision; spelled right, they stay numbers', () => {
    const a = ball(100, 100, 2, 1, 40, 2);
    const b = ball(170, 120, -1, 0, 40, 1);
    const r = broken(collideWith({ separate: separateRadisu }), a, b);
    expect(r.collided).toBe(true);
    for (const value of [r.a.x, r.a.y, r.b.x, r.b.y]) expect(value).toBeNaN();
    const f = fixed(a, b, 'overlap');
    for (const value of [f.a.x, f.a.y, f.b.x, f.b.y]) expect(Number.isFinite(value)).toBe(true);
  });

  it('a ball whose position is NaN never touches anything again', () => {
    const lost = ball(Number.NaN, Number.NaN, 1, 0, 40, 1);
    expect(collideWith({})(lost, ball(0, 0, 0, 0, 40, 1))).toBe(false);
  });
});

describe('000/001: the absV fix as printed', () => {
  const state = (vel0x: number, vel1x: number, distance: number, r = 30): LineState => ({
    ball0: ball(0, 0, 0, 0, r, 1),
    ball1: ball(distance, 0, 0, 0, r, 1),
    pos0: { x: 0, y: 0 },
    pos1: { x: distance, y: 0 },
    vel0: { x: vel0x, y: 0 },
    vel1: { x: vel1x, y: 0 },
  });

  it('divides by zero when neither ball moves along the line (absV = 0)', () => {
    const s = state(0, 0, 50);
    separateAbsV(s);
    expect(s.pos0.x).toBeNaN();
    expect(s.pos1.x).toBeNaN();
    // the same in a collision: side by side, overlapping, both sliding down
    const a = ball(245, 120, 0, 2, 30, 1);
    const b = ball(295, 120, 0, 2, 30, 1);
    const r = broken(collideWith({ separate: separateAbsV }), a, b);
    expect(r.a.x).toBeNaN();
    const f = fixed(a, b, 'overlap'); // the site's version splits the overlap evenly
    expect(penetration(f.a, f.b)).toBeLessThan(1e-9);
  });

  it('with velocities of the same sign it closes only part of the overlap', () => {
    // overlap 60 − 50 = 10, new velocities 1 and 3: moved by 10·1/4 and 10·3/4, the gap grows by 5 only
    const s = state(1, 3, 50);
    separateAbsV(s);
    expect(s.pos1.x - s.pos0.x).toBeCloseTo(55, 12);
    // in a collision: a heavy ball (4) inside a light one (1), catching it up
    const a = ball(150, 200, 6, 0, 40, 4);
    const b = ball(200, 200, 0, 0, 20, 1);
    const r = broken(collideWith({ separate: separateAbsV }), a, b);
    expect(r.b.vx).toBeGreaterThan(0);
    expect(r.a.vx).toBeGreaterThan(0); // same sign after the bounce
    expect(penetration(r.a, r.b)).toBeGreaterThan(1);
    expect(penetration(...pair(fixed(a, b, 'robust')))).toBeLessThan(1e-9);
  });

  it('for a pair already moving apart it turns them round and pushes them deeper', () => {
    const a = ball(200, 200, -1, 0, 30, 1);
    const b = ball(250, 200, 1, 0, 30, 1);
    const before = penetration(a, b); // 10
    const r = broken(collideWith({ separate: separateAbsV }), a, b);
    expect(r.a.vx).toBe(1); // now moving towards each other
    expect(r.b.vx).toBe(-1);
    expect(penetration(r.a, r.b)).toBeCloseTo(2 * before, 12); // pushed 10 px deeper
    const f = fixed(a, b, 'robust');
    expect(f.a.vx).toBe(-1); // robust: no bounce for a pair moving apart
    expect(penetration(f.a, f.b)).toBeLessThan(1e-9);
  });
});

const pair = (c: { a: Ball; b: Ball }): [Ball, Ball] => [c.a, c.b];

describe('004: splitting the overlap by the radii', () => {
  // large heavy ball (radius 80, mass 4) and small light one (radius 40, mass 1), overlapping by 20, at rest
  const a = ball(200, 200, 0, 0, 80, 4);
  const b = ball(300, 200, 0, 0, 40, 1);
  const centre = (balls: Ball[]) => balls.reduce((s, x) => s + x.mass * x.x, 0) / 5;

  it('moves the larger, heavier ball further and drags the centre of mass', () => {
    const s: LineState = {
      ball0: a,
      ball1: b,
      pos0: { x: 0, y: 0 },
      pos1: { x: 100, y: 0 },
      vel0: { x: 0, y: 0 },
      vel1: { x: 0, y: 0 },
    };
    separateByRadius004(s);
    // by hand: 20·80/120 = 13.33 for the large ball, 20·40/120 = 6.67 for the small one
    expect(s.pos0.x).toBeCloseTo(-40 / 3, 12);
    expect(s.pos1.x).toBeCloseTo(100 + 20 / 3, 12);
    const r = broken(collideWith({ separate: separateByRadius004 }), a, b);
    // the centre of mass moves by (4·(−13.33) + 6.67) / 5 = −9.33 px, with no outside force at all
    expect(centre([r.a, r.b]) - centre([a, b])).toBeCloseTo(-28 / 3, 9);
  });

  it('the robust separation moves the light ball further and keeps the centre of mass', () => {
    const f = fixed(a, b, 'robust');
    expect(200 - f.a.x).toBeCloseTo(4, 9); // 20·1/5
    expect(f.b.x - 300).toBeCloseTo(16, 9); // 20·4/5
    expect(centre([f.a, f.b])).toBeCloseTo(centre([a, b]), 9);
    expect(penetration(f.a, f.b)).toBeLessThan(1e-9);
  });
});
