// The fast engine gives exactly the frames of the chapter's plain loop: every number of every ball,
// every collision with its trace, the metrics and the stuck pairs, frame by frame, for every
// scenario with every method and separation, after steps back and resets, and in random crowded
// worlds built to stress the broad phase: balls of very different sizes, fast enough that
// separations throw them several cells in one frame, starting overlapped or outside the box, with any
// method, separation, bounce and restitution.
import { describe, expect, it } from 'vitest';
import {
  type Ball,
  createWorld,
  METHODS,
  mulberry32,
  SCENARIOS,
  SEPARATIONS,
  scenario,
  type WorldOptions,
} from '@/physics';
import { compareEngines, everything } from '../support/engines';
import { firstDifference } from '../support/sameBits';

describe('the fast engine repeats the plain loop bit for bit', () => {
  for (const name of SCENARIOS) {
    it(`${name}: every method and separation, 300 frames, with steps back`, () => {
      for (const method of METHODS) {
        for (const separation of SEPARATIONS) {
          const options = { ...scenario(name), method, separation };
          const plan = { frames: 300, backEvery: 97, back: 3 };
          expect(compareEngines(options, plan), `${method}, ${separation}`).toBeUndefined();
        }
      }
    }, 60_000);
  }

  for (const separation of SEPARATIONS) {
    it(`crowds of 300 and 600 balls (twenty-large starts overlapped), ${separation}, 200 frames`, () => {
      const crowds = [
        scenario('twenty-large', 7, { count: 300 }),
        scenario('two-hundred', 7, { count: 600 }),
      ];
      for (const options of crowds) {
        expect(
          compareEngines({ ...options, separation }, { frames: 200, backEvery: 50, back: 2 }),
        ).toBeUndefined();
      }
    }, 60_000);
  }

  it('walls off (balls leave the stage): every scenario and separation, 300 frames, with steps back', () => {
    for (const name of SCENARIOS) {
      for (const separation of SEPARATIONS) {
        const options = { ...scenario(name), separation, walls: false };
        const plan = { frames: 300, backEvery: 97, back: 3 };
        expect(compareEngines(options, plan), `${name}, ${separation}`).toBeUndefined();
      }
    }
  }, 60_000);

  it('reset and stepping again give the same frames as a new world', () => {
    const options = { ...scenario('twenty-large', 3, { count: 100 }), engine: 'fast' as const };
    const w = createWorld(options);
    const start = everything(w);
    for (let f = 0; f < 40; f++) w.step();
    w.reset();
    expect(firstDifference(everything(w), start)).toBeUndefined();
    const fresh = createWorld(options);
    for (let f = 0; f < 40; f++) expect(firstDifference(w.step(), fresh.step())).toBeUndefined();
  });

  it('steps back to the start exactly, and no further', () => {
    const w = createWorld({ ...scenario('two-hundred'), engine: 'fast' });
    const start = everything(w);
    for (let f = 0; f < 25; f++) w.step();
    for (let f = 0; f < 25; f++) expect(w.stepBack()).toBe(true);
    expect(w.stepBack()).toBe(false);
    expect(firstDifference(everything(w), start)).toBeUndefined();
  });
});

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function randomWorld(seed: number): WorldOptions {
  const random = mulberry32(seed);
  const count = 50 + Math.floor(random() * 350);
  const width = 200 + random() * 800;
  const height = 200 + random() * 800;
  const largest = 3 + random() * 30;
  const speed = 1 + random() * 25;
  const balls: Ball[] = Array.from({ length: count }, () => {
    // mostly small balls and a few large ones, so cells sized by the largest hold many balls
    const radius = random() < 0.1 ? largest : 1 + random() * largest * 0.3;
    const margin = random() < 0.05 ? -radius : radius; // a few start partly outside the box
    return {
      x: margin + random() * (width - 2 * margin),
      y: margin + random() * (height - 2 * margin),
      vx: (random() * 2 - 1) * speed,
      vy: (random() * 2 - 1) * speed,
      radius,
      mass: random() < 0.5 ? radius * radius : 10 ** (random() * 6 - 3),
    };
  });
  return {
    width,
    height,
    balls,
    method: pick(random, METHODS),
    separation: pick(random, SEPARATIONS),
    bounce: random() < 0.5 ? -1 : -random(),
    restitution: random() < 0.5 ? 1 : random(),
    historyLimit: 20,
  };
}

describe('random crowded worlds: the fast engine repeats the plain loop bit for bit', () => {
  for (let block = 0; block < 3; block++) {
    it(`worlds ${block * 5 + 1}–${block * 5 + 5}: 200 frames each, with steps back`, () => {
      for (let seed = block * 5 + 1; seed <= block * 5 + 5; seed++) {
        const options = { ...randomWorld(seed), walls: seed % 3 !== 0 }; // every third with the walls off
        const plan = { frames: 200, backEvery: 60, back: 5 };
        const what = `seed ${seed}: ${options.balls.length} balls, ${options.method}, ${options.separation}`;
        expect(compareEngines(options, plan), what).toBeUndefined();
      }
    }, 120_000);
  }

  it('everything in one cell: a box barely larger than its balls', () => {
    const random = mulberry32(99);
    const balls = Array.from({ length: 50 }, () => ({
      x: 10 + random() * 20,
      y: 10 + random() * 20,
      vx: random() * 6 - 3,
      vy: random() * 6 - 3,
      radius: 10,
      mass: 1,
    }));
    for (const separation of SEPARATIONS) {
      expect(compareEngines({ width: 40, height: 40, balls, separation }, { frames: 60 })).toBeUndefined();
    }
  }, 60_000);

  it('no balls, one ball, and coincident centres', () => {
    const still = { vx: 0, vy: 0, radius: 5, mass: 1 };
    const worlds: WorldOptions[] = [
      { width: 100, height: 100, balls: [] },
      { width: 100, height: 100, balls: [{ x: 50, y: 50, vx: 3, vy: -2, radius: 5, mass: 1 }] },
      { width: 100, height: 100, balls: [0, 1, 2].map(() => ({ x: 50, y: 50, ...still })) },
    ];
    for (const options of worlds)
      expect(compareEngines(options, { frames: 50, backEvery: 10 })).toBeUndefined();
  });
});
