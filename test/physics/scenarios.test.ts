// The named starting worlds: deterministic, faithful to their sources, and the sticking story they
// are there to tell. Also the seeded generator and the non-overlapping placement.
import { describe, expect, it } from 'vitest';
import {
  type Ball,
  CROWD_LIMIT,
  createWorld,
  mulberry32,
  placeWithoutOverlap,
  SCENARIO_INFO,
  SCENARIOS,
  type Separation,
  scenario,
} from '@/physics';

const inside = (b: Ball, width: number, height: number) =>
  b.x - b.radius >= 0 && b.x + b.radius <= width && b.y - b.radius >= 0 && b.y + b.radius <= height;

function overlappingPairs(balls: Ball[]): number {
  let count = 0;
  balls.forEach((a, i) => {
    for (const b of balls.slice(i + 1))
      if (Math.hypot(b.x - a.x, b.y - a.y) < a.radius + b.radius) count += 1;
  });
  return count;
}

describe('mulberry32', () => {
  it('repeats for a seed, differs between seeds, stays in [0, 1) with mean near 1/2', () => {
    const draw = (seed: number) => Array.from({ length: 10_000 }, mulberry32(seed));
    const [a, b, c] = [draw(7), draw(7), draw(8)];
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
    // the mean of 10,000 uniform draws has standard deviation √(1/12 / 10,000) ≈ 0.003
    expect(Math.abs(a.reduce((s, x) => s + x, 0) / a.length - 0.5)).toBeLessThan(0.015);
  });
});

describe('scenarios', () => {
  it('each builds a valid world, the same one for the same seed, and names its source', () => {
    for (const name of SCENARIOS) {
      expect(() => createWorld(scenario(name))).not.toThrow();
      expect(scenario(name, 5)).toEqual(scenario(name, 5));
      expect(SCENARIO_INFO[name].source.length).toBeGreaterThan(0);
    }
    expect(scenario('billiard3', 1)).not.toEqual(scenario('billiard3', 2));
  });

  it('one-axis: the chapter pair (masses 2 and 1, radii 40 and 20) on one line, approaching', () => {
    const [a, b] = scenario('one-axis').balls;
    expect([a?.mass, a?.radius, b?.mass, b?.radius]).toEqual([2, 40, 1, 20]);
    expect([a?.vy, b?.vy]).toEqual([0, 0]);
    expect(a?.y).toBe(b?.y);
    expect(a && b && a.vx > 0 && b.vx < 0).toBe(true);
  });

  it('billiard3: as in Billiard3 on its 550×400 stage, velocities in [-5, 5)', () => {
    const { width, height, balls } = scenario('billiard3');
    const [a, b] = balls;
    expect([width, height]).toEqual([550, 400]);
    expect(a).toMatchObject({ x: 550 - 200, y: 400 - 200, radius: 150, mass: 2 });
    expect(b).toMatchObject({ x: 100, y: 100, radius: 90, mass: 1 });
    for (const v of balls.flatMap((ball) => [ball.vx, ball.vy])) expect(v >= -5 && v < 5).toBe(true);
  });

  it('eight-balls and twenty-large: mass = radius, as in MultiBilliard; twenty-large starts overlapped', () => {
    expect(scenario('eight-balls').balls).toHaveLength(8);
    const large = scenario('twenty-large');
    expect(large.balls).toHaveLength(20);
    for (const b of [...scenario('eight-balls').balls, ...large.balls]) expect(b.mass).toBe(b.radius);
    expect(overlappingPairs(large.balls)).toBeGreaterThan(0);
  });

  it('two-hundred: 200 balls of radius 5 and speed 4, none overlapping, all inside the 500×500 canvas', () => {
    const { width, height, balls } = scenario('two-hundred');
    expect(balls).toHaveLength(200);
    expect(overlappingPairs(balls)).toBe(0);
    for (const b of balls) {
      expect(inside(b, width, height)).toBe(true);
      expect(b.radius).toBe(5);
      expect(Math.hypot(b.vx, b.vy)).toBeCloseTo(4, 12);
    }
  });

  it('bounce-1d: source 004, masses 2 and 1 at 5 and -5, walls bounce -0.6', () => {
    const { bounce, balls } = scenario('bounce-1d');
    expect(bounce).toBe(-0.6);
    expect(balls.map((b) => [b.mass, b.radius, b.vx, b.vy])).toEqual([
      [2, 40, 5, 0],
      [1, 20, -5, 0],
    ]);
  });
});

describe('placeWithoutOverlap', () => {
  it('places a range of radii inside the box without overlap; area masses are r²', () => {
    const balls = placeWithoutOverlap({
      count: 60,
      width: 300,
      height: 200,
      radius: [5, 15],
      mass: 'area',
      speed: 2,
      seed: 3,
    });
    expect(overlappingPairs(balls)).toBe(0);
    for (const b of balls) {
      expect(inside(b, 300, 200)).toBe(true);
      expect(b.radius >= 5 && b.radius <= 15).toBe(true);
      expect(b.mass).toBe(b.radius * b.radius);
    }
  });

  it('gives up after maxTries instead of looping forever', () => {
    // 50 balls of radius 10 cover 50·π·100 ≈ 15,700 of 40,000 (39%): allowed, but one try per ball
    // will hit an earlier ball long before the 50th
    expect(() =>
      placeWithoutOverlap({ count: 50, width: 200, height: 200, radius: 10, speed: 1, seed: 1, maxTries: 1 }),
    ).toThrow('cannot place 50 balls of radius 10 in a 200×200 box without overlap');
  });
});

/** Stuck pairs over a run: at the end, the most at once, and pair-frames summed over all frames. */
function stuckRun(name: 'sticky-three' | 'twenty-large', separation: Separation, frames: number) {
  const w = createWorld({ ...scenario(name), separation });
  let most = 0;
  let total = 0;
  let first = -1;
  for (let f = 0; f < frames; f++) {
    w.step();
    const stuck = w.metrics().stuckPairs;
    most = Math.max(most, stuck);
    total += stuck;
    if (stuck > 0 && first < 0) first = w.frame;
  }
  return { end: w.metrics().stuckPairs, most, total, first };
}

describe('the sticking story (600 frames, default seed)', () => {
  for (const name of ['sticky-three', 'twenty-large'] as const) {
    it(`${name}: naive sticks, overlap sticks less, robust never`, () => {
      const [naive, overlap, robust] = (['naive', 'overlap', 'robust'] as const).map((s) =>
        stuckRun(name, s, 600),
      );
      if (!naive || !overlap || !robust) throw new Error('three runs');
      expect(naive.first).toBeGreaterThan(0);
      expect(naive.first).toBeLessThanOrEqual(120);
      expect(naive.end).toBeGreaterThan(0);
      expect(overlap.total).toBeLessThan(naive.total);
      expect(overlap.end).toBe(0);
      expect(robust).toEqual({ end: 0, most: 0, total: 0, first: -1 });
    });
  }

  it('twenty-large: the chapter fix (overlap) still leaves some pairs stuck for a while', () => {
    // measured with the default seed: after the crowded start, balls 5 and 14 get new velocities of
    // the same sign, which absV only partly separates, and they stay overlapped for dozens of frames
    expect(stuckRun('twenty-large', 'overlap', 600).most).toBeGreaterThan(0);
  });
});

describe('crowd sizes', () => {
  it('give the crowds the number of balls asked for, in a box grown to keep the density', () => {
    const small = scenario('two-hundred', 5);
    const big = scenario('two-hundred', 5, { count: 800 });
    expect(big.balls).toHaveLength(800);
    // four times the balls at the same density: each side √4 = 2 times longer
    expect([big.width, big.height]).toEqual([small.width * 2, small.height * 2]);
    expect(overlappingPairs(big.balls)).toBe(0);
    expect(big.balls.every((b) => inside(b, big.width, big.height))).toBe(true);
    const few = scenario('twenty-large', 5, { count: 3 });
    expect(few.balls).toHaveLength(3);
    expect([few.width, few.height]).toEqual([550, 400]); // fewer balls never shrink the stage
    expect(scenario('twenty-large', 5, { count: 20 })).toEqual(scenario('twenty-large', 5));
  });

  it('refuse a count for a scenario that is not a crowd, and a count out of range', () => {
    expect(() => scenario('billiard3', 1, { count: 5 })).toThrow(/only twenty-large and two-hundred/);
    expect(() => scenario('two-hundred', 1, { count: 0 })).toThrow(/count/);
    expect(() => scenario('two-hundred', 1, { count: CROWD_LIMIT.max + 1 })).toThrow(/count/);
    expect(() => scenario('two-hundred', 1, { count: 2.5 })).toThrow(/count/);
  });
});
