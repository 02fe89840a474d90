// The fast engine as the site sees it: which engine a world picks, the accessors for large worlds,
// input checks, and a frame loop that allocates nothing while no balls collide.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { type Ball, createWorld, FAST_FROM, PhysicsInputError, scenario, type WorldOptions } from '@/physics';

const lanes = (n: number): WorldOptions => ({
  // one ball per lane, each moving along its lane only: they bounce off the walls and never meet
  width: 30 * n,
  height: 300,
  balls: Array.from({ length: n }, (_, i) => ({
    x: 15 + 30 * i,
    y: 50 + (i % 7) * 20,
    vx: 0,
    vy: 1 + (i % 5),
    radius: 10,
    mass: 1,
  })),
  historyLimit: 10,
});

describe('choosing the engine', () => {
  it("'auto' runs the plain loop below FAST_FROM balls and the fast engine from there on", () => {
    expect(createWorld(scenario('twenty-large')).engine).toBe('plain');
    expect(createWorld(scenario('twenty-large', 1, { count: FAST_FROM - 1 })).engine).toBe('plain');
    expect(createWorld(scenario('twenty-large', 1, { count: FAST_FROM })).engine).toBe('fast');
    expect(createWorld(scenario('two-hundred')).engine).toBe('fast');
  });

  it('either engine can be forced, and exact contact always runs on the fast engine', () => {
    expect(createWorld({ ...scenario('two-hundred'), engine: 'plain' }).engine).toBe('plain');
    expect(createWorld({ ...scenario('eight-balls'), engine: 'fast' }).engine).toBe('fast');
    expect(createWorld({ ...scenario('eight-balls'), engine: 'plain', contact: 'exact' }).engine).toBe(
      'fast',
    );
  });

  it('options stay the chapter’s settings, so a world rebuilt from them chooses its engine again', () => {
    const w = createWorld({ ...scenario('two-hundred'), engine: 'fast', contact: 'exact' });
    expect(Object.keys(w.options).sort()).toEqual([
      'bounce',
      'height',
      'method',
      'restitution',
      'separation',
      'stick',
      'walls',
      'width',
    ]);
    expect([w.engine, w.contact]).toEqual(['fast', 'exact']);
    expect(createWorld({ ...w.options, balls: w.balls().slice(0, 10) }).engine).toBe('plain');
    expect(createWorld(scenario('two-hundred')).contact).toBe('overlap');
  });
});

describe('reading a large world', () => {
  it('forEachBall visits every ball in order with the numbers balls() copies', () => {
    const w = createWorld({ ...scenario('two-hundred'), engine: 'fast' });
    for (let f = 0; f < 30; f++) w.step();
    const seen: Ball[] = [];
    w.forEachBall((x, y, vx, vy, radius, mass, i) => {
      expect(i).toBe(seen.length);
      seen.push({ x, y, vx, vy, radius, mass });
    });
    expect(seen).toEqual(w.balls());
  });

  it('writeBalls writes the numbers forEachBall visits, at any stride, on both engines', () => {
    for (const engine of ['plain', 'fast'] as const) {
      const w = createWorld({ ...scenario('twenty-large', 5, { count: 40 }), engine });
      for (let f = 0; f < 30; f++) w.step();
      const stride = 8;
      const written = new Float64Array(w.count * stride).fill(-1);
      w.writeBalls(written, stride);
      const expected = new Float64Array(w.count * stride).fill(-1);
      w.forEachBall((x, y, vx, vy, radius, mass, i) => {
        expected.set([x, y, vx, vy, radius, mass], i * stride);
      });
      expect(written).toEqual(expected); // the numbers past the sixth of each ball untouched
    }
  });

  it('writeBalls refuses a stride under 6 or an array too short, naming what it needs', () => {
    const w = createWorld({ ...scenario('twenty-large', 5, { count: 10 }), engine: 'fast' });
    expect(() => w.writeBalls(new Float64Array(60), 5)).toThrow(
      'stride must be a whole number of at least 6 (got 5)',
    );
    expect(() => w.writeBalls(new Float64Array(59), 6)).toThrow(
      'the array must hold 60 numbers for 10 balls at a stride of 6 (it holds 59)',
    );
  });

  it('totals() gives the momentum and kinetic energy of metrics()', () => {
    for (const engine of ['plain', 'fast'] as const) {
      const w = createWorld({ ...scenario('twenty-large', 5, { count: 100 }), engine });
      for (let f = 0; f < 30; f++) w.step();
      const { momentum, kineticEnergy } = w.metrics();
      expect(w.totals()).toEqual({ momentum, kineticEnergy });
    }
  });

  it('balls() and ball(i) are copies: changing them changes nothing', () => {
    const w = createWorld({ ...scenario('two-hundred'), engine: 'fast' });
    const before = w.ball(3);
    const copy = w.ball(3);
    copy.x = -1;
    const all = w.balls();
    (all[3] as Ball).vx = 1e5;
    expect(w.ball(3)).toEqual(before);
  });

  it('ball(i) refuses an index that does not exist, with the plain engine’s message', () => {
    const options = scenario('eight-balls');
    const plain = createWorld({ ...options, engine: 'plain' });
    const fast = createWorld({ ...options, engine: 'fast' });
    for (const i of [-1, 8, 1.5, Number.NaN]) {
      expect(() => fast.ball(i)).toThrow(PhysicsInputError);
      expect(() => fast.ball(i)).toThrow(/ball index must be a whole number from 0 to 7/);
      expect(() => plain.ball(i)).toThrow(/ball index must be a whole number from 0 to 7/);
    }
    expect(() => createWorld({ width: 10, height: 10, balls: [], engine: 'fast' }).ball(0)).toThrow(
      /the world has no balls/,
    );
  });
});

describe('input checks', () => {
  const base = scenario('eight-balls');
  it.each([
    [{ engine: 'turbo' }, 'engine', /engine must be one of auto, plain, fast \(got "turbo"\)/],
    [{ contact: 'soft' }, 'contact', /contact must be one of overlap, exact/],
    [{ maxEventsPerFrame: 0 }, 'maxEventsPerFrame', /greater than 0/],
    [{ maxEventsPerFrame: 2.5 }, 'maxEventsPerFrame', /a whole number/],
  ])('refuses %o', (extra, field, message) => {
    const make = () => createWorld({ ...base, ...(extra as Partial<WorldOptions>) });
    expect(make).toThrow(message);
    try {
      make();
    } catch (error) {
      expect((error as PhysicsInputError).field).toBe(field);
    }
  });
});

describe('memory', () => {
  // Allocating even one small object per ball per frame would add at least 16 bytes × 2,000 balls =
  // 32,000 bytes a frame; the report of a frame and its empty collision list are all a frame needs.
  // The least of a few tries counts: until the compiler has optimized the loop (later on a busy
  // machine), the interpreter boxes numbers as it goes.
  it.each(['overlap', 'exact'] as const)(
    '%s: a frame without collisions allocates next to nothing',
    (contact) => {
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      const w = createWorld({ ...lanes(2000), engine: 'fast', contact });
      for (let f = 0; f < 300; f++) w.step(); // past the history ring's first round
      const tries: number[] = [];
      let collisions = 0;
      for (let t = 0; t < 5 && !(Math.min(...tries) < 4000); t++) {
        gc();
        const before = process.memoryUsage().heapUsed;
        for (let f = 0; f < 100; f++) collisions += w.step().collisions.length;
        tries.push((process.memoryUsage().heapUsed - before) / 100);
      }
      expect(collisions).toBe(0);
      expect(Math.min(...tries), `bytes a frame in each try: ${tries.join(', ')}`).toBeLessThan(4000);
    },
    30_000,
  );
});
