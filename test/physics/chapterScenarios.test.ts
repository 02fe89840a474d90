// The scenarios the lessons build their stories on: lesson 1's pair with equal and opposite momenta,
// lesson 7's three-ball sticking story from a clean start, and two balls that stick with no third ball.
import { describe, expect, it } from 'vitest';
import { createWorld, momentum, type Separation, STUCK_FRAMES, scenario, type World } from '@/physics';

/** Steps until `frame`, recording each frame's metrics and the pairs that collided in it. */
function run(world: World, frames: number) {
  const record = [{ frame: 0, ...world.metrics(), pairs: [] as string[] }];
  while (world.frame < frames) {
    const report = world.step();
    record.push({
      frame: world.frame,
      ...world.metrics(),
      pairs: report.collisions.map((c) => `${c.i}-${c.j}`),
    });
  }
  return record;
}

describe('momentum-pair (lesson 1)', () => {
  it('a heavy slow ball and a light fast one with equal and opposite momenta: total 0 before and after', () => {
    const start = scenario('momentum-pair');
    const [heavy, light] = start.balls;
    if (!heavy || !light) throw new Error('two balls');
    expect(heavy.mass * heavy.vx).toBe(-(light.mass * light.vx));
    expect(heavy.mass).toBeGreaterThan(light.mass);
    const world = createWorld(start);
    let collided = -1;
    while (collided < 0 && world.frame < 200) if (world.step().collisions.length > 0) collided = world.frame;
    expect(collided).toBeGreaterThan(0);
    // elastic, total momentum 0: each ball leaves with its velocity reversed
    const [h, l] = world.balls();
    expect(h?.vx).toBeCloseTo(-heavy.vx, 12);
    expect(l?.vx).toBeCloseTo(-light.vx, 12);
    expect(momentum(world.balls()).x).toBeCloseTo(0, 12);
  });
});

describe('sticking-story (lesson 7): the chapter’s three balls from a clean start', () => {
  it('no overlap at frame 0; the 1–2 bounce drives ball1 into ball0 after 0–1 was checked; stuck by frame 10', () => {
    const record = run(createWorld(scenario('sticking-story')), STUCK_FRAMES);
    const [first, second] = [record[0], record[1]];
    expect(first?.overlappingPairs).toBe(0);
    // frame 1: the only collision is 1–2, and it leaves ball0 and ball1 overlapping
    expect(second?.pairs).toEqual(['1-2']);
    expect(second?.overlappingPairs).toBe(1);
    // the overlap (9.9 px) is far more than the pair's closing speed could undo
    expect(second?.maxPenetration).toBeGreaterThan(9);
    for (const frame of record.slice(1)) expect(frame.overlappingPairs).toBe(1);
    expect(record.at(-1)?.stuckPairs).toBe(1);
    expect(record.find((f) => f.stuckPairs > 0)?.frame).toBe(STUCK_FRAMES);
  });

  it('stuck is ball0 with ball1, and it is the naive push that keeps them so', () => {
    const naive = createWorld(scenario('sticking-story'));
    run(naive, STUCK_FRAMES);
    expect(naive.stuckPairList()).toEqual([[0, 1]]);
    for (const separation of ['overlap', 'robust'] as Separation[]) {
      const world = createWorld({ ...scenario('sticking-story'), separation });
      expect(Math.max(...run(world, 60).map((f) => f.stuckPairs)), separation).toBe(0);
    }
  });
});

describe('glancing-pair (lesson 7): two balls stick with no third ball', () => {
  it('starts apart, is first found overlapping already moving apart, and stays stuck', () => {
    const world = createWorld(scenario('glancing-pair'));
    expect(world.balls()).toHaveLength(2);
    expect(world.metrics().overlappingPairs).toBe(0);
    let first: { frame: number; approaching: boolean; overlap: number } | null = null;
    while (!first && world.frame < 100) {
      const event = world.step().collisions[0];
      if (event) first = { frame: world.frame, ...event.trace.solve, overlap: event.trace.detect.overlap };
    }
    if (!first) throw new Error('the balls never touch');
    expect(first.approaching).toBe(false); // found after the closest approach
    expect(first.overlap).toBeLessThan(0.5); // a graze, not a crash
    const record = run(world, 300);
    const stuckFrom = record.find((f) => f.stuckPairs > 0)?.frame ?? Number.POSITIVE_INFINITY;
    expect(stuckFrom).toBeLessThanOrEqual(first.frame + STUCK_FRAMES);
    // once locked, the pair never comes apart, and the overlap grows
    for (const frame of record.filter((f) => f.frame >= stuckFrom)) expect(frame.stuckPairs).toBe(1);
    expect(world.metrics().maxPenetration).toBeGreaterThan(10);
  });

  it('the absV fix and the robust separation let the same pass go by', () => {
    for (const separation of ['overlap', 'robust'] as Separation[]) {
      const world = createWorld({ ...scenario('glancing-pair'), separation });
      expect(Math.max(...run(world, 300).map((f) => f.stuckPairs)), separation).toBe(0);
    }
  });
});
