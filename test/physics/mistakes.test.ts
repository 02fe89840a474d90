// The sources' mistakes really go wrong (momentum or energy not kept, a ball off its line or outside
// the box, overlapping starts), and the fixed physics does not. Separating a pair: mistakesSeparation.test.ts
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractRegion } from '@/lib/regions';
import { type Ball, collide, elastic1D, elastic1DShortcut, mulberry32, scenario } from '@/physics';
import {
  ballCollision002,
  canStartHere003,
  chapterFrame,
  checkCollision002,
  collideWith,
  hitTestCircle003,
  measure,
  missingParentheses,
  missingParentheses2,
  oneAxisMovesY,
  placeBalls003,
  shortcutWrongSign,
  startPosition003,
  type TempBall003,
  testWalls003,
} from '@/physics/sources/mistakes';
import { ball, energy } from './support/balls';
import { broken, fixed, momentumX, momentumY } from './support/mistakes';
import { runBoth } from './support/runBoth';

describe('every mistake region can be cut out for a listing', () => {
  const source = readFileSync('physics/sources/mistakes.ts', 'utf8');
  const regions = [
    'mistake-moves-y',
    'mistake-shortcut-sign',
    'mistake-radisu',
    'mistake-projection-002',
    'mistake-missing-parentheses',
    'mistake-walls-else-if',
    'mistake-next-x',
    'mistake-start-position',
    'mistake-absv',
    'mistake-radius-split',
  ];
  for (const region of regions) {
    it(region, () => {
      expect(extractRegion(source, region).length).toBeGreaterThan(3);
    });
  }
});

describe('001, one axis: ball1.y += ball1.vx', () => {
  // masses 2 and 1, radii 40 and 20, 50 px apart on one line: overlapping by 10, closing at 6 px/frame
  const a = ball(100, 200, 3, 0, 40, 2);
  const b = ball(150, 200, -3, 0, 20, 1);

  it('moves ball1 off its line instead of apart from ball0', () => {
    const r = broken(oneAxisMovesY, a, b);
    expect(r.collided).toBe(true);
    // by hand: v0' = ((2 − 1)·3 + 2·1·(−3)) / 3 = −1, v1' = ((1 − 2)·(−3) + 2·2·3) / 3 = 5
    expect(r.a.vx).toBeCloseTo(-1, 12);
    expect(r.b.vx).toBeCloseTo(5, 12);
    expect(r.b.y).toBe(205); // down by its new vx
    expect(r.b.x).toBe(150); // never pushed along the line
    expect(Math.abs(r.b.x - r.a.x)).toBeLessThan(a.radius + b.radius); // still overlapping on x
  });

  it('the fixed collision keeps both balls on the line and pushes them apart', () => {
    const r = fixed(a, b);
    expect(r.b.y).toBe(200);
    expect(r.a.y).toBe(200);
    expect(r.b.x - r.a.x).toBeGreaterThan(b.x - a.x);
  });

  it('over a run, ball1 drifts off the line while the world keeps it there', () => {
    const start = scenario('one-axis');
    const { brokenFrames, fixedFrames } = runBoth(start, oneAxisMovesY, 300);
    const drift = Math.max(...brokenFrames.map((balls) => Math.abs((balls[1] as Ball).y - 200)));
    expect(drift).toBeGreaterThan(20);
    for (const balls of fixedFrames) expect((balls[1] as Ball).y).toBe(200);
  });
});

describe('001, the shortcut with vxTotal = v1 − v0', () => {
  it('breaks momentum and energy in a case worked by hand', () => {
    // m0 = 2, v0 = 3, m1 = 1, v1 = −3: v0' = (1·3 + 2·1·(−3)) / 3 = −1
    // wrong: v1' = (−3 − 3) + (−1) = −7; right: v1' = (3 − (−3)) + (−1) = 5
    expect(shortcutWrongSign(2, 3, 1, -3)).toEqual([-1, -7]);
    const [r0, r1] = elastic1DShortcut(2, 3, 1, -3);
    expect(r0).toBeCloseTo(-1, 12);
    expect(r1).toBeCloseTo(5, 12);
    // momentum before 2·3 − 3 = 3; wrong after 2·(−1) − 7 = −9; right after −2 + 5 = 3
    expect(2 * -1 + 1 * -7).toBe(-9);
    expect(2 * r0 + 1 * r1).toBeCloseTo(3, 12);
    // energy before ½·2·9 + ½·9 = 13.5; wrong after 1 + 24.5 = 25.5; right after 1 + 12.5 = 13.5
    expect(0.5 * 2 * 1 + 0.5 * 49).toBe(25.5);
    expect(0.5 * 2 * r0 ** 2 + 0.5 * r1 ** 2).toBeCloseTo(13.5, 12);
  });

  it('changes the momentum by 2·m1·(v1 − v0) whenever the velocities differ', () => {
    const speed = fc.double({ min: -50, max: 50, noNaN: true });
    const m = fc.double({ min: 0.1, max: 100, noNaN: true });
    fc.assert(
      fc.property(m, speed, m, speed, (m0, v0, m1, v1) => {
        fc.pre(Math.abs(v1 - v0) > 1e-3);
        const [w0, w1] = shortcutWrongSign(m0, v0, m1, v1);
        const [f0, f1] = elastic1DShortcut(m0, v0, m1, v1);
        const before = m0 * v0 + m1 * v1;
        const scale = 1 + Math.abs(m0 * v0) + Math.abs(m1 * v1);
        expect(Math.abs(m0 * f0 + m1 * f1 - before)).toBeLessThan(1e-9 * scale);
        expect(m0 * w0 + m1 * w1 - before).toBeCloseTo(2 * m1 * (v1 - v0), 6);
      }),
    );
  });

  it('in the chapter’s loop the pair feeds itself energy until it leaves the box', () => {
    const start = scenario('one-axis');
    const { brokenFrames, fixedFrames } = runBoth(start, collideWith({ solve: shortcutWrongSign }), 120);
    const e0 = energy(start.balls);
    expect(energy(brokenFrames.at(-1) as Ball[])).toBeGreaterThan(100 * e0);
    expect(measure(brokenFrames.at(-1) as Ball[], start.width, start.height).outside).toBeGreaterThan(0);
    for (const balls of fixedFrames) expect(energy(balls)).toBeCloseTo(e0, 9);
  });
});

describe('002: projection that only handles equal masses', () => {
  const a = ball(0, 0, 2, 1, 30, 2);
  const b = ball(40, 20, -1, 0.5, 30, 1);

  it('agrees with the fixed projection when the masses are equal', () => {
    const [v1, v2] = ballCollision002({ x: a.vx, y: a.vy }, { x: b.vx, y: b.vy }, a, b);
    const f = collide({ ...a, mass: 1 }, b, { method: 'projection' });
    if (!f) throw new Error('they touch');
    expect(v1.x).toBeCloseTo(f.a.vx, 12);
    expect(v1.y).toBeCloseTo(f.a.vy, 12);
    expect(v2.x).toBeCloseTo(f.b.vx, 12);
    expect(v2.y).toBeCloseTo(f.b.vy, 12);
  });

  it('with masses 2 and 1 it loses momentum and energy; the fixed one keeps both', () => {
    const [v1, v2] = ballCollision002({ x: a.vx, y: a.vy }, { x: b.vx, y: b.vy }, a, b);
    const after = [ball(0, 0, v1.x, v1.y, 30, 2), ball(0, 0, v2.x, v2.y, 30, 1)];
    expect(Math.abs(momentumX(after) - momentumX([a, b]))).toBeGreaterThan(0.1);
    expect(Math.abs(energy(after) - energy([a, b]))).toBeGreaterThan(0.1);
    const f = collide(a, b, { method: 'projection' });
    if (!f) throw new Error('they touch');
    expect(momentumX([f.a, f.b])).toBeCloseTo(momentumX([a, b]), 12);
    expect(momentumY([f.a, f.b])).toBeCloseTo(momentumY([a, b]), 12);
    expect(energy([f.a, f.b])).toBeCloseTo(energy([a, b]), 12);
  });

  it('the pair check built on it changes the momentum in a run of billiard3', () => {
    const start = scenario('billiard3');
    let balls = start.balls;
    let changed = false;
    for (let f = 0; f < 300 && !changed; f++) {
      const next = chapterFrame(balls, { ...start, checkCollision: checkCollision002 });
      balls = next.balls;
      changed = next.collisions.some((c) => Math.abs(c.after.momentum.x - c.before.momentum.x) > 1e-6);
    }
    expect(changed).toBe(true);
  });
});

describe('003: the formula printed without parentheses', () => {
  it('adds mass2 after the division', () => {
    // equal masses 5, velocities 3 and −3: ((0)·3 + 2·5·(−3)) / 5 + 5 = −6 + 5 = −1, not −3
    expect(missingParentheses(5, 3, 5, -3)).toBe(-1);
    expect(elastic1D(5, 3, 5, -3)[0]).toBeCloseTo(-3, 12);
    // with 003's (correct) code for ball 2, the momentum goes from 0 to 5·(−1) + 5·3 = 10
    const second = elastic1D(5, 3, 5, -3)[1];
    expect(5 * missingParentheses(5, 3, 5, -3) + 5 * second).toBeCloseTo(10, 12);
  });

  it('prints the second formula the same way, so with both the momentum goes from 0 to 50', () => {
    // ((5 − 5)·(−3) + 2·5·3) / 5 + 5 = 6 + 5 = 11, not 3
    expect(missingParentheses2(5, 3, 5, -3)).toBe(11);
    expect(5 * missingParentheses(5, 3, 5, -3) + 5 * missingParentheses2(5, 3, 5, -3)).toBe(50);
    // the denominator is mass1 in both: masses 2 and 1, velocities 3 and 0: (1·0 + 2·2·3) / 2 + 1 = 7
    expect(missingParentheses2(2, 3, 1, 0)).toBe(7);
  });

  it('with the parentheses it is the textbook formula', () => {
    const withParentheses = (m1: number, v1: number, m2: number, v2: number) =>
      ((m1 - m2) * v1 + 2 * m2 * v2) / (m1 + m2);
    expect(withParentheses(2, 3, 1, -3)).toBeCloseTo(elastic1D(2, 3, 1, -3)[0], 12);
  });
});

describe('003: testWalls as one else-if chain', () => {
  it('a ball past two walls at once is put back on one axis only', () => {
    const b = ball(295, 296, 5, 5, 10, 1); // 5 px past the right wall and 6 px past the bottom one
    testWalls003(b, 300, 300);
    expect(b.x).toBe(290);
    expect(b.vx).toBe(-5);
    expect(b.y).toBe(296); // still past the bottom wall
    expect(b.vy).toBe(5); // and still moving out
    expect(measure([b], 300, 300).maxOutside).toBeCloseTo(6, 12);
  });

  it('aimed at a corner, the ball leaves the box; in the world it never does', () => {
    const start = { width: 300, height: 300, balls: [ball(63, 63, 12, 12, 20, 1)] };
    const { brokenFrames, fixedFrames } = runBoth(start, collideWith({}), 120, testWalls003);
    const worst = Math.max(...brokenFrames.map((balls) => measure(balls, 300, 300).maxOutside));
    // frame 19: 63 + 19·12 = 291, and 291 + 20 = 311: 11 px past both walls; only x is put back
    expect(worst).toBeCloseTo(11, 9);
    for (const balls of fixedFrames) expect(measure(balls, 300, 300).outside).toBe(0);
  });
});

describe('003: placing balls with canStartHere, hitTestCircle and the cancelled margin', () => {
  const temp = (x: number, y: number): TempBall003 => ({
    x,
    y,
    nextX: x,
    nextY: y,
    radius: 5,
    velocityx: 0,
    velocityy: 0,
    mass: 5,
  });

  it('hitTestCircle never sees an overlap, not even of two balls in the same spot', () => {
    expect(hitTestCircle003(temp(100, 100), temp(100, 100))).toBe(false);
    expect(canStartHere003(temp(100, 100), [temp(100, 100), temp(101, 100)])).toBe(true);
  });

  it('the start position is just floor(random · size): from the very edge to one pixel short', () => {
    expect(startPosition003(() => 0, 500, 5)).toBe(0); // centre on the wall, half the ball outside
    expect(startPosition003(() => 0.9999, 500, 5)).toBe(499);
    const random = mulberry32(7);
    for (let i = 0; i < 1000; i++) {
      const x = startPosition003(random, 500, 5);
      expect(Number.isInteger(x) && x >= 0 && x < 500).toBe(true);
    }
  });

  it('200 balls placed that way overlap and stick out; placeWithoutOverlap does neither', () => {
    const placed = placeBalls003(200, 500, 500, mulberry32(2024));
    const m = measure(placed, 500, 500);
    expect(m.overlappingPairs).toBeGreaterThan(0);
    expect(m.outside).toBeGreaterThan(0);
    const good = measure(scenario('two-hundred').balls, 500, 500);
    expect(good.overlappingPairs).toBe(0);
    expect(good.outside).toBe(0);
  });
});
