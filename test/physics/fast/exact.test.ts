// Exact contact: balls move to each moment of contact within a frame, so they never overlap and fast
// balls no longer pass through each other; energy and momentum are kept, and the cap on events holds.
import { describe, expect, it } from 'vitest';
import {
  type Ball,
  type CollisionEvent,
  createWorld,
  METHODS,
  placeWithoutOverlap,
  type StepReport,
  type WorldOptions,
} from '@/physics';
import { timeToContact, timeToWall } from '@/physics/fast/exact/contact';
import { ball, energy } from '../support/balls';

/** Every pair going into each other by more than 1e-9, found by trying all pairs (not the grid). */
function overlapping(balls: Ball[]): string[] {
  const found: string[] = [];
  balls.forEach((a, i) => {
    for (let j = i + 1; j < balls.length; j++) {
      const b = balls[j] as Ball;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      if (Math.abs(dx) > a.radius + b.radius || Math.abs(dy) > a.radius + b.radius) continue;
      const depth = a.radius + b.radius - Math.sqrt(dx * dx + dy * dy);
      if (depth > 1e-9) found.push(`${i}-${j} by ${depth}`);
    }
  });
  return found;
}

/** A crowd fast enough that small balls would pass through each other in the plain loop. */
function crowd(seed: number, count: number, speed: number): WorldOptions {
  const side = Math.round(Math.sqrt((count * Math.PI * 100) / 0.35));
  const balls = placeWithoutOverlap({
    count,
    width: side,
    height: side,
    radius: [3, 16],
    mass: 'area',
    speed,
    seed,
  });
  return { width: side, height: side, balls, contact: 'exact' };
}

describe('contact times', () => {
  it('timeToContact: head-on, apart, already touching, and passing by', () => {
    // 30 apart, radii sum 20, closing at 5 per frame: the gap of 10 closes in 2 frames
    expect(timeToContact(30, 0, -5, 0, 20)).toBe(2);
    expect(timeToContact(30, 0, 5, 0, 20)).toBe(Number.POSITIVE_INFINITY); // moving apart
    expect(timeToContact(15, 0, -1, 0, 20)).toBe(0); // overlapping and closing: at once
    expect(timeToContact(15, 0, 1, 0, 20)).toBe(Number.POSITIVE_INFINITY); // overlapping but parting
    expect(timeToContact(30, 25, -5, 0, 20)).toBe(Number.POSITIVE_INFINITY); // passes 25 away
    // at 45°: centres (30, 30) apart, closing along x only; they touch when x = √(20² − 30²) — never
    expect(timeToContact(30, 30, -1, 0, 20)).toBe(Number.POSITIVE_INFINITY);
    // (30, 10) apart closing at 10 along x: touch when (30 − 10τ)² + 100 = 400, τ = 3 − √3
    expect(timeToContact(30, 10, -10, 0, 20)).toBeCloseTo(3 - Math.sqrt(3), 14);
  });

  it('timeToWall: either wall, and never at rest', () => {
    expect(timeToWall(50, 10, 10, 100)).toBe(4); // right wall at 90
    expect(timeToWall(50, -8, 10, 100)).toBe(5); // left wall at 10
    expect(timeToWall(95, 1, 10, 100)).toBe(0); // already past it and still going out: at once
    expect(timeToWall(50, 0, 10, 100)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('exact contact', () => {
  it('two fast balls that pass through each other in the plain loop collide instead', () => {
    // radius 2, 60 apart, closing at 100 per frame: the plain loop moves them past each other (40
    // apart, swapped) without ever seeing them touch. Exactly, they touch at 56 / 100 = 0.56 of the
    // frame, swap velocities (equal masses) and move apart for the remaining 0.44.
    const balls = [ball(100, 50, 50, 0, 2), ball(160, 50, -50, 0, 2)];
    const plain = createWorld({ width: 400, height: 100, balls, engine: 'plain' });
    expect(plain.step().collisions).toEqual([]);
    expect(plain.ball(0).x).toBeGreaterThan(plain.ball(1).x);

    const exact = createWorld({ width: 400, height: 100, balls, contact: 'exact' });
    const report = exact.step();
    expect(report.collisions.map(({ i, j }) => [i, j])).toEqual([[0, 1]]);
    expect(report.events).toBe(1);
    expect(exact.ball(0).x).toBeCloseTo(100 + 28 - 22, 10);
    expect(exact.ball(1).x).toBeCloseTo(160 - 28 + 22, 10);
    expect([exact.ball(0).vx, exact.ball(1).vx]).toEqual([-50, 50]);
  });

  it('reports the moment of contact: the fraction of the frame, the balls then, and where the overlap test would be', () => {
    // the same pair: they touch at 0.56 of the frame, at x = 128 and 132, still on their old velocities;
    // unbounced they would end the frame at 150 and 110, 40 apart and passed through each other
    const balls = [ball(100, 50, 50, 0, 2), ball(160, 50, -50, 0, 2)];
    const [event] = createWorld({ width: 400, height: 100, balls, contact: 'exact' }).step().collisions;
    expect(event?.contact?.time).toBeCloseTo(0.56, 12);
    expect(event?.balls.a.x).toBeCloseTo(128, 10);
    expect(event?.balls.b.x).toBeCloseTo(132, 10);
    expect([event?.balls.a.vx, event?.balls.b.vx]).toEqual([50, -50]);
    expect(event?.contact?.unbounced.a.x).toBeCloseTo(150, 10);
    expect(event?.contact?.unbounced.b.x).toBeCloseTo(110, 10);
    expect(event?.contact?.unbounced.a.y).toBe(50);
  });

  it('a ball faster than the box is wide bounces off both walls within one frame', () => {
    // 100 wide, radius 10, at 50 moving 170: 40 to the right wall, 80 back to the left one, 50 on
    const w = createWorld({ width: 100, height: 100, balls: [ball(50, 50, 170, 0)], contact: 'exact' });
    expect(w.step().events).toBe(2);
    expect(w.ball(0).x).toBeCloseTo(60, 10);
    expect(w.ball(0).vx).toBe(170);
  });

  it('a ball a bounce makes faster than the frame was planned for still meets the next ball in its way', () => {
    // a heavy ball at 30 px per frame sends a light one back at about 90, faster than twice the
    // fastest ball the frame began with: its next contact, 83.5 px on, comes before the frame ends
    const balls = [
      { ...ball(100, 50, 30, 0, 10), mass: 1e6 },
      ball(113, 50, -30, 0, 2),
      ball(200, 50, 0, 0, 2),
    ];
    const [first, second] = createWorld({ width: 400, height: 100, balls, contact: 'exact' }).step()
      .collisions;
    expect([first?.i, first?.j].sort()).toEqual([0, 1]);
    expect(first?.contact?.time).toBeCloseTo(1 / 60, 12);
    expect([second?.i, second?.j].sort()).toEqual([1, 2]);
    const fast = first?.trace.rotateBack[first.i === 1 ? 'a' : 'b'].vx as number;
    expect(fast).toBeGreaterThan(89);
    expect(second?.contact?.time).toBeCloseTo(1 / 60 + 83.5 / fast, 9);
  });

  for (const [seed, count, speed] of [
    [1, 300, 8],
    [2, 300, 20],
    [3, 600, 12],
  ] as const) {
    it(`crowd ${seed}: ${count} balls at ${speed} px per frame: no overlap after any of 300 frames, energy kept`, () => {
      const options = crowd(seed, count, speed);
      const w = createWorld(options);
      const start = energy(w.balls());
      for (let f = 1; f <= 300; f++) {
        const report = w.step();
        const balls = w.balls();
        expect(overlapping(balls), `frame ${f}`).toEqual([]);
        const outside = balls.filter(
          (b) =>
            b.x - b.radius < -1e-9 ||
            b.x + b.radius > w.width + 1e-9 ||
            b.y - b.radius < -1e-9 ||
            b.y + b.radius > w.height + 1e-9,
        );
        expect(outside, `frame ${f}`).toEqual([]);
        for (const { before, after } of report.collisions) {
          // each collision keeps the pair's momentum and (e = 1) kinetic energy
          const scale = Math.hypot(before.momentum.x, before.momentum.y) + 1e-300;
          expect(Math.abs(after.momentum.x - before.momentum.x) / scale).toBeLessThan(1e-12);
          expect(Math.abs(after.momentum.y - before.momentum.y) / scale).toBeLessThan(1e-12);
          expect(Math.abs(after.kineticEnergy - before.kineticEnergy) / before.kineticEnergy).toBeLessThan(
            1e-12,
          );
        }
        expect(report.events).toBeLessThanOrEqual(10_000);
      }
      expect(Math.abs(energy(w.balls()) - start) / start).toBeLessThan(1e-10);
    }, 60_000);
  }

  it('every method gives the same bounces, to rounding', () => {
    const options = crowd(4, 150, 10);
    const worlds = METHODS.map((method) => createWorld({ ...options, method }));
    // two frames only: a dense gas multiplies any difference about tenfold a frame
    for (let f = 0; f < 2; f++) for (const w of worlds) w.step();
    const [first, ...others] = worlds.map((w) => w.balls());
    for (const other of others) {
      other.forEach((b, i) => {
        expect(b.x).toBeCloseTo((first as Ball[])[i]?.x as number, 9);
        expect(b.vy).toBeCloseTo((first as Ball[])[i]?.vy as number, 9);
      });
    }
  });

  it('inelastic balls lose energy but never overlap, even in frames that reach the cap', () => {
    // restitution 0.5 lets balls pressed together meet ever more often (inelastic collapse): some
    // frames reach the cap, and end at their last contact instead of letting balls run into each other
    const w = createWorld({ ...crowd(5, 200, 10), restitution: 0.5, bounce: -0.7, maxEventsPerFrame: 2000 });
    const start = energy(w.balls());
    let capped = 0;
    for (let f = 0; f < 200; f++) {
      if (w.step().events === 2000) capped += 1;
      expect(overlapping(w.balls())).toEqual([]);
    }
    expect(capped).toBeGreaterThan(0);
    expect(energy(w.balls())).toBeLessThan(start / 2);
  }, 60_000);

  it('holds the cap on events per frame, and a capped frame ends at its last contact, every ball inside', () => {
    // two balls rattling between each other and the walls of a corridor 60 wide: dozens of contacts a frame
    const balls = [ball(15, 50, 1000, 0), ball(45, 50, -1000, 0)];
    const free = createWorld({ width: 60, height: 100, balls, contact: 'exact' });
    expect(free.step().events).toBeGreaterThan(20);
    const capped = createWorld({ width: 60, height: 100, balls, contact: 'exact', maxEventsPerFrame: 5 });
    for (let f = 0; f < 10; f++) {
      expect(capped.step().events).toBe(5);
      for (const b of capped.balls()) {
        expect(b.x).toBeGreaterThanOrEqual(b.radius);
        expect(b.x).toBeLessThanOrEqual(60 - b.radius);
      }
    }
  });

  it('steps back exactly, and the same frames follow', () => {
    const w = createWorld(crowd(6, 200, 10));
    for (let f = 0; f < 10; f++) w.step();
    const at10 = w.balls();
    const next = [w.step(), w.step()];
    w.stepBack();
    w.stepBack();
    expect(w.balls()).toEqual(at10);
    expect([w.step(), w.step()]).toEqual(next);
  });

  it('builds the same collisions whenever they are read: at once, or after the world has moved on and stepped back', () => {
    const options = crowd(7, 200, 10);
    const early = createWorld(options);
    const late = createWorld(options);
    const atOnce: CollisionEvent[][] = [];
    const kept: StepReport[] = [];
    for (let f = 0; f < 20; f++) {
      atOnce.push(early.step().collisions);
      kept.push(late.step());
    }
    late.stepBack();
    late.stepBack();
    late.step();
    expect(atOnce.flat().length).toBeGreaterThan(100);
    expect(kept.map((report) => report.collisions)).toEqual(atOnce);
  });

  it("each ball leaves the frame with the velocity its last collision's trace gives it", () => {
    // walls off, so only collisions change velocities
    const w = createWorld({ ...crowd(8, 200, 10), walls: false });
    let checked = 0;
    for (let f = 0; f < 20; f++) {
      const last = new Map<number, Ball>();
      for (const { i, j, trace } of w.step().collisions) {
        last.set(i, trace.rotateBack.a);
        last.set(j, trace.rotateBack.b);
      }
      for (const [i, after] of last) {
        expect([w.ball(i).vx, w.ball(i).vy]).toEqual([after.vx, after.vy]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('balls that start overlapped part without blowing up', () => {
    const balls = [ball(100, 100, 1, 0, 20), ball(110, 100, -1, 0, 20), ball(300, 100, 0, 0, 20)];
    const w = createWorld({ width: 400, height: 200, balls, contact: 'exact' });
    for (let f = 0; f < 100; f++) w.step();
    expect(w.metrics().overlappingPairs).toBe(0);
    expect(w.balls().every((b) => [b.x, b.y, b.vx, b.vy].every(Number.isFinite))).toBe(true);
  });
});
