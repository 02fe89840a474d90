// The lab's options that change the physics (issue 11): the predicted energy loss of a collision,
// stick (a perfectly inelastic pair moves on as one body) and walls off. Values computed by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Ball,
  collide,
  createWorld,
  PhysicsInputError,
  placeOneMore,
  predictedEnergyChange,
  reducedMass,
  type World,
  type WorldOptions,
} from '@/physics';
import { stickTogether } from '@/physics/assemblies/stick';
import { close, pair, RUNS } from './support/arbitraries';
import { ball, energy } from './support/balls';

const settings = { method: 'rotation', separation: 'naive', restitution: 1 } as const;
const momentumOf = (balls: readonly Ball[]) => ({
  x: balls.reduce((s, b) => s + b.mass * b.vx, 0),
  y: balls.reduce((s, b) => s + b.mass * b.vy, 0),
});

describe('predictedEnergyChange: ΔKE = −½(1 − e²)μu²', () => {
  it('reducedMass: 2·1/(2 + 1) = 2/3', () => {
    expect(reducedMass(2, 1)).toBeCloseTo(2 / 3, 15);
  });

  it('head on, e = 0.5: μ = 2/3, u = 3 − (−1) = 4, so ΔKE = −½·0.75·(2/3)·16 = −4, as measured', () => {
    const a = ball(100, 100, 3, 0, 10, 2);
    const b = ball(118, 100, -1, 0, 10, 1);
    const result = collide(a, b, { restitution: 0.5 });
    expect(result).not.toBeNull();
    const trace = result?.trace as NonNullable<typeof result>['trace'];
    expect(predictedEnergyChange(trace)).toBeCloseTo(-4, 12);
    const measured = energy([result?.a as Ball, result?.b as Ball]) - energy([a, b]);
    expect(measured).toBeCloseTo(-4, 12);
  });

  it('elastic: nothing is lost; the robust separation does not bounce a pair moving apart (0)', () => {
    const elastic = collide(ball(0, 0, 2, 1), ball(12, 9, -1, 0));
    expect(predictedEnergyChange(elastic?.trace as never)).toBeCloseTo(0, 15);
    const apart = collide(ball(0, 0, -1, 0), ball(15, 0, 1, 0), { separation: 'robust', restitution: 0 });
    expect(apart?.trace.solve.approaching).toBe(false);
    expect(predictedEnergyChange(apart?.trace as never)).toBe(0);
  });

  it('agrees with the measured loss of any collision, any e (property)', () => {
    fc.assert(
      fc.property(pair, fc.double({ min: 0, max: 1, noNaN: true }), ({ a, b }, e) => {
        const result = collide(a, b, { restitution: e });
        if (!result) return true;
        const before = energy([a, b]);
        const measured = energy([result.a, result.b]) - before;
        return close(measured, predictedEnergyChange(result.trace), 1e-9, before);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('stickTogether', () => {
  it('head on: v = (2·3 + 1·(−1))/3 = 5/3 for both; KE lost 9.5 − 25/6 = 16/3 = ½μu²', () => {
    const a = ball(100, 100, 3, 0, 10, 2);
    const b = ball(118, 100, -1, 0, 10, 1);
    const result = stickTogether(a, b, settings);
    if (!result) throw new Error('they touch');
    expect(result.a.vx).toBe(result.b.vx);
    expect(result.a.vy).toBe(result.b.vy);
    expect(result.a.vx).toBeCloseTo(5 / 3, 14);
    expect(momentumOf([result.a, result.b]).x).toBeCloseTo(5, 13);
    expect(energy([a, b]) - energy([result.a, result.b])).toBeCloseTo(16 / 3, 13);
    expect(-predictedEnergyChange(result.trace)).toBeCloseTo(16 / 3, 13);
    expect([result.a.x, result.a.y, result.b.x, result.b.y]).toEqual([100, 100, 118, 100]); // not separated
    expect(result.trace.stick).toBe(true);
    expect(result.trace.restitution).toBe(0);
  });

  it('glancing: the tangent sliding is lost too, ½μ(u² + w²) = ½·(3/4)·(2.2² + 0.4²) = 15/8', () => {
    const a = ball(100, 100, 2, 1, 10, 1);
    const b = ball(112, 109, 0, 0, 10, 3); // line of centres (0.8, 0.6): u = 2.2, w = −0.4
    const result = stickTogether(a, b, settings);
    if (!result) throw new Error('they touch');
    expect(result.a.vx).toBeCloseTo(0.5, 14);
    expect(result.a.vy).toBeCloseTo(0.25, 14);
    expect(energy([a, b]) - energy([result.a, result.b])).toBeCloseTo(15 / 8, 13);
    expect(-predictedEnergyChange(result.trace)).toBeCloseTo(15 / 8, 13);
  });

  it('no NaN, equal velocities and momentum kept for any touching pair (property)', () => {
    fc.assert(
      fc.property(pair, ({ a, b }) => {
        const result = stickTogether(a, b, settings);
        if (!result) return true;
        const [p, q] = [momentumOf([a, b]), momentumOf([result.a, result.b])];
        const scale = a.mass * (Math.abs(a.vx) + Math.abs(a.vy)) + b.mass * (Math.abs(b.vx) + Math.abs(b.vy));
        return (
          [result.a.vx, result.a.vy, predictedEnergyChange(result.trace)].every(Number.isFinite) &&
          result.a.vx === result.b.vx &&
          result.a.vy === result.b.vy &&
          close(q.x, p.x, 1e-9, scale) &&
          close(q.y, p.y, 1e-9, scale) &&
          // relative rounding, and an absolute hair for energies that underflow to subnormals
          energy([result.a, result.b]) <= energy([a, b]) * (1 + 1e-12) + 1e-300
        );
      }),
      RUNS,
    );
  });
});

const run = (w: World, frames: number) => {
  for (let f = 0; f < frames; f++) w.step();
};

describe('a world with stick', () => {
  // a (m 2) at 50 moving +3, b (m 1) at 100 moving −1: the gap 50 − 4t is under 20 at frame 8
  const pairStart: WorldOptions = {
    width: 200,
    height: 100,
    balls: [ball(50, 50, 3, 0, 10, 2), ball(100, 50, -1, 0, 10, 1)],
    stick: true,
  };

  it('runs on the plain engine whatever is asked, and refuses exact contact with a clear message', () => {
    expect(createWorld({ ...pairStart, engine: 'fast' }).engine).toBe('plain');
    expect(() => createWorld({ ...pairStart, contact: 'exact' })).toThrow(
      /stick cannot be combined with exact contact/,
    );
    try {
      createWorld({ ...pairStart, contact: 'exact' });
    } catch (error) {
      expect((error as PhysicsInputError).problem).toEqual({
        code: 'together',
        field: 'stick',
        other: 'contact',
      });
    }
    expect(() => createWorld({ ...pairStart, stick: 'yes' as never })).toThrow(PhysicsInputError);
  });

  it('the pair meets at frame 8 and moves on with one velocity, 5/3, one event with the bodies’ totals', () => {
    const w = createWorld(pairStart);
    run(w, 7);
    const report = w.step();
    expect(report.collisions).toHaveLength(1);
    const event = report.collisions[0];
    expect(event?.before.kineticEnergy).toBeCloseTo(9.5, 12);
    expect(event?.after.kineticEnergy).toBeCloseTo(25 / 6, 12);
    expect(event?.after.momentum.x).toBeCloseTo(5, 12);
    const [a, b] = w.balls() as [Ball, Ball];
    expect(a.vx).toBe(b.vx);
    expect(a.vx).toBeCloseTo(5 / 3, 14);
    expect(b.x - a.x).toBeCloseTo(18, 12);
    // moving on: no more events, offset kept, never counted as an overlapping or stuck pair
    for (let f = 0; f < 20; f++) expect(w.step().collisions).toHaveLength(0);
    const [a2, b2] = w.balls() as [Ball, Ball];
    expect(b2.x - a2.x).toBeCloseTo(18, 9);
    expect(a2.vx).toBe(b2.vx);
    expect(w.metrics().overlappingPairs).toBe(0);
  });

  it('the body bounces off a wall as one: b reaches x = 190, both turn back, offset kept', () => {
    const w = createWorld(pairStart);
    run(w, 80);
    const [a, b] = w.balls() as [Ball, Ball];
    expect(a.vx).toBe(b.vx);
    expect(a.vx).toBeCloseTo(-5 / 3, 14);
    expect(b.x - a.x).toBeCloseTo(18, 9);
    expect(b.x).toBeLessThanOrEqual(190);
  });

  it('a third ball joins the body: all three move with the centre of mass velocity', () => {
    const balls = [...pairStart.balls, ball(160, 50, 0, 0, 10, 3)];
    const w = createWorld({ ...pairStart, width: 400, balls });
    run(w, 60);
    const after = w.balls();
    expect(new Set(after.map((b) => b.vx)).size).toBe(1);
    expect(after[0]?.vx).toBeCloseTo(5 / 6, 13); // momentum 5 over mass 6
    expect(momentumOf(after).x).toBeCloseTo(5, 12);
  });

  it('steps back through a merge exactly: the bodies are undone with the frames', () => {
    const w = createWorld(pairStart);
    run(w, 30);
    const later = w.balls();
    for (let f = 0; f < 25; f++) expect(w.stepBack()).toBe(true);
    expect(w.balls()[0]?.vx).toBe(3); // before the merge
    run(w, 25);
    expect(w.balls()).toEqual(later);
    w.reset();
    run(w, 30);
    expect(w.balls()).toEqual(later);
  });

  it('random crowds with stick: no NaN, momentum kept with the walls off, energy never gained (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.boolean(), (seed, walls) => {
        const balls = Array.from({ length: 12 }, (_, i) => {
          const r = ((seed * (i + 3)) % 97) / 97;
          return ball(
            40 + (i % 4) * 60,
            40 + Math.floor(i / 4) * 60,
            6 * r - 3,
            3 - 6 * ((r * 7) % 1),
            10,
            1 + r,
          );
        });
        const w = createWorld({ width: 300, height: 200, balls, stick: true, walls });
        const p0 = momentumOf(w.balls());
        let last = energy(w.balls());
        for (let f = 0; f < 120; f++) {
          w.step();
          const now = w.balls();
          if (!now.every((b) => [b.x, b.y, b.vx, b.vy].every(Number.isFinite))) return false;
          const e = energy(now);
          if (e > last * (1 + 1e-12) + 1e-12) return false;
          last = e;
        }
        const p = momentumOf(w.balls());
        return walls || (Math.abs(p.x - p0.x) < 1e-9 && Math.abs(p.y - p0.y) < 1e-9);
      }),
      { numRuns: 60 },
    );
  });
});

describe('walls off: a ball leaves the stage', () => {
  const start: WorldOptions = { width: 100, height: 100, balls: [ball(95, 50, 10, 3, 5, 1)], walls: false };

  for (const engine of ['plain', 'fast'] as const) {
    it(`${engine} engine: x 95 → 105 → 115, velocity unchanged`, () => {
      const w = createWorld({ ...start, engine });
      expect(w.engine).toBe(engine);
      run(w, 2);
      expect(w.ball(0)).toEqual(ball(115, 56, 10, 3, 5, 1));
    });
  }

  it('exact contact: no wall contacts, the ball leaves too', () => {
    const w = createWorld({ ...start, contact: 'exact' });
    const report = w.step();
    expect(report.events).toBe(0);
    run(w, 1);
    expect(w.ball(0).x).toBeCloseTo(115, 12);
    expect(w.ball(0).vx).toBe(10);
  });

  it('walls on (the default) still bounce it', () => {
    const w = createWorld({ ...start, walls: true });
    run(w, 1);
    expect(w.ball(0)).toEqual(ball(95, 53, -10, 3, 5, 1));
  });
});

describe('placeOneMore', () => {
  it('puts a ball wholly inside the box, overlapping none, with the speed asked for', () => {
    const balls = [ball(50, 50, 0, 0, 20), ball(150, 50, 0, 0, 20)];
    const added = placeOneMore(balls, { width: 200, height: 100, radius: 20, mass: 2, speed: 3, seed: 1 });
    if (!added) throw new Error('there is room');
    expect(added.x).toBeGreaterThanOrEqual(20);
    expect(added.x).toBeLessThanOrEqual(180);
    expect(added.y).toBeGreaterThanOrEqual(20);
    expect(added.y).toBeLessThanOrEqual(80);
    for (const b of balls) expect(Math.hypot(b.x - added.x, b.y - added.y)).toBeGreaterThan(40);
    expect(Math.hypot(added.vx, added.vy)).toBeCloseTo(3, 12);
    expect(added.mass).toBe(2);
  });

  it('null when there is no room: a 100×100 box holding a ball of radius 50', () => {
    const full = [ball(50, 50, 0, 0, 50)];
    expect(
      placeOneMore(full, { width: 100, height: 100, radius: 10, mass: 1, speed: 1, seed: 1 }),
    ).toBeNull();
  });
});
