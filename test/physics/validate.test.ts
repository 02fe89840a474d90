// Bad input is refused with a PhysicsInputError whose message names the field and the value.
import { describe, expect, it } from 'vitest';
import {
  type Ball,
  centreOfMass,
  collide,
  createWorld,
  elastic1D,
  momentum,
  PhysicsInputError,
  placeWithoutOverlap,
  restitution1D,
  type ScenarioName,
  scenario,
  validateBall,
  validateWorldOptions,
  type WorldOptions,
  worldOptionsProblem,
} from '@/physics';

const good: Ball = { x: 100, y: 100, vx: 1, vy: -1, radius: 10, mass: 1 };
const world = (changes: Partial<WorldOptions> | Record<string, unknown>): WorldOptions =>
  ({ width: 550, height: 400, balls: [good], ...changes }) as WorldOptions;

/** The error thrown by run(), which must be a PhysicsInputError. */
function refusal(run: () => unknown): PhysicsInputError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PhysicsInputError);
    expect(error).toBeInstanceOf(Error);
    return error as PhysicsInputError;
  }
  throw new Error('expected the input to be refused');
}

describe('validateBall', () => {
  const cases: Array<[Partial<Record<keyof Ball, unknown>>, string, string]> = [
    [{ mass: -2 }, 'mass', 'ball 3: mass must be greater than 0 (got -2)'],
    [{ mass: 0 }, 'mass', 'ball 3: mass must be greater than 0 (got 0)'],
    [{ mass: 1e-12 }, 'mass', 'ball 3: mass must be between 1e-9 and 1e9 (got 1e-12)'],
    [{ radius: 2e6 }, 'radius', 'ball 3: radius must be between 1e-6 and 1e6 (got 2e6)'],
    [{ vx: 2e6 }, 'vx', 'ball 3: vx must be between -1e6 and 1e6 (got 2e6)'],
    [{ vy: Number.NaN }, 'vy', 'ball 3: vy must be a finite number (got NaN)'],
    [{ x: Number.POSITIVE_INFINITY }, 'x', 'ball 3: x must be a finite number (got Infinity)'],
    [{ y: '10' }, 'y', 'ball 3: y must be a finite number (got "10")'],
    [{ y: -2e9 }, 'y', 'ball 3: y must be between -1e9 and 1e9 (got -2e9)'],
  ];
  for (const [change, field, message] of cases) {
    it(message, () => {
      const error = refusal(() => validateBall({ ...good, ...change } as Ball, 'ball 3'));
      expect(error.message).toBe(message);
      expect(error.field).toBe(field);
    });
  }

  it('names a missing ball', () => {
    const error = refusal(() => validateBall(null as unknown as Ball));
    expect(error.message).toBe('ball must be an object with x, y, vx, vy, radius and mass (got null)');
  });
});

describe('validateWorldOptions and createWorld', () => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ width: Number.NaN }, 'width', 'width must be a finite number (got NaN)'],
    [{ width: 0 }, 'width', 'width must be greater than 0 (got 0)'],
    [{ height: -5 }, 'height', 'height must be greater than 0 (got -5)'],
    [{ method: 'spin' }, 'method', 'method must be one of rotation, projection, angle (got "spin")'],
    [
      { separation: 'glue' },
      'separation',
      'separation must be one of naive, overlap, radius, robust (got "glue")',
    ],
    [{ bounce: 0.5 }, 'bounce', 'bounce must be between -1 and 0 (got 0.5)'],
    [{ restitution: 1.5 }, 'restitution', 'restitution must be between 0 and 1 (got 1.5)'],
    [{ historyLimit: 2.5 }, 'historyLimit', 'historyLimit must be a whole number (got 2.5)'],
    [{ balls: 'many' }, 'balls', 'balls must be an array of balls (got "many")'],
    [
      { balls: [good, good, good, { ...good, mass: -2 }] },
      'balls[3].mass',
      'ball 3: mass must be greater than 0 (got -2)',
    ],
    [
      { balls: [{ ...good, radius: 300 }] },
      'balls[0].radius',
      'ball 0: radius 300 does not fit in the 550×400 box; use a radius of at most 200',
    ],
  ];
  for (const [change, field, message] of cases) {
    it(message, () => {
      for (const check of [validateWorldOptions, createWorld]) {
        const error = refusal(() => check(world(change)));
        expect(error.message).toBe(message);
        expect(error.field).toBe(field);
      }
    });
  }

  it('world.ball() refuses an index outside the world', () => {
    const error = refusal(() => createWorld(world({})).ball(1));
    expect(error.message).toBe('ball index must be a whole number from 0 to 0 (got 1)');
  });
});

describe('the other entry points', () => {
  it('collide names the ball and the option', () => {
    expect(refusal(() => collide(good, { ...good, radius: 0 })).message).toBe(
      'ball b: radius must be greater than 0 (got 0)',
    );
    expect(refusal(() => collide(good, good, { restitution: -0.1 })).message).toBe(
      'restitution must be between 0 and 1 (got -0.1)',
    );
  });

  it('the one-axis formulas name their arguments', () => {
    expect(refusal(() => elastic1D(0, 1, 1, 1)).message).toBe('m0 must be greater than 0 (got 0)');
    expect(refusal(() => elastic1D(1, 1, 1, Number.NaN)).message).toBe(
      'v1 must be a finite number (got NaN)',
    );
    expect(refusal(() => restitution1D(1, 1, 1, 1, 2)).message).toBe('e must be between 0 and 1 (got 2)');
  });

  it('momentum checks its balls; the centre of mass needs at least one', () => {
    expect(refusal(() => momentum([good, { ...good, vx: Number.NaN }])).message).toBe(
      'ball 1: vx must be a finite number (got NaN)',
    );
    expect(refusal(() => centreOfMass([])).message).toBe(
      'the centre of mass needs at least one ball (got 0)',
    );
  });

  it('placeWithoutOverlap says when the balls cannot fit', () => {
    const error = refusal(() =>
      placeWithoutOverlap({ count: 5000, width: 500, height: 500, radius: 20, speed: 4, seed: 1 }),
    );
    expect(error.message).toBe(
      'cannot place 5000 balls of radius 20 in a 500×500 box without overlap; use fewer or smaller balls',
    );
    expect(error.field).toBe('count');
    expect(
      refusal(() => placeWithoutOverlap({ count: 1, width: 500, height: 100, radius: 60, speed: 4, seed: 1 }))
        .message,
    ).toBe('radius 60 does not fit in the 500×100 box; use a radius of at most 50');
  });

  it('scenario names the unknown scenario', () => {
    expect(refusal(() => scenario('nine-balls' as ScenarioName)).message).toBe(
      'scenario must be one of one-axis, billiard3, eight-balls, twenty-large, two-hundred, sticky-three, bounce-1d, momentum-pair, sticking-story, glancing-pair (got "nine-balls")',
    );
  });
});

describe('worldOptionsProblem', () => {
  it('gives the problem validateWorldOptions throws, and null for a start it takes', () => {
    expect(worldOptionsProblem(world({}))).toBeNull();
    expect(worldOptionsProblem(world({ stick: true, contact: 'exact' }))).toEqual({
      code: 'together',
      field: 'stick',
      other: 'contact',
    });
    const tooBig = world({ width: Number.NaN });
    expect(worldOptionsProblem(tooBig)).toEqual(refusal(() => validateWorldOptions(tooBig)).problem);
  });
});
