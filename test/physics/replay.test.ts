// What if? (physics/lab/replay.ts): a frame run again from its start under the world's own settings gives
// exactly the collisions it had, bit for bit; under another setting, the pair's collision is what that
// setting's assembly (checkCollision, stickTogether) gives for the same balls.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWorld,
  frameStart,
  METHODS,
  replayCollision,
  type ScenarioName,
  SEPARATIONS,
  scenario,
  type World,
  type WorldOptions,
} from '@/physics';
import { stickTogether } from '@/physics/assemblies/stick';
import { checkCollision } from '@/physics/chapter/collide';
import { firstDifference } from './support/sameBits';

/** Steps until a frame with a collision (at most `limit` frames); its report's collisions. */
function toCollision(world: World, limit = 2000) {
  for (let k = 0; k < limit; k++) {
    const { collisions } = world.step();
    if (collisions.length > 0) return collisions;
  }
  throw new Error('no collision');
}

/** Each start with how many of its collision frames to replay. */
const starts: [string, WorldOptions, number][] = [
  ['billiard3', scenario('billiard3', 1), 3],
  ['eight-balls, overlap', { ...scenario('eight-balls', 1), separation: 'overlap' }, 3],
  [
    'twenty-large, robust, e = 0.7',
    { ...scenario('twenty-large', 1), separation: 'robust', restitution: 0.7 },
    3,
  ],
  ['two hundred (fast engine)', scenario('two-hundred', 1), 3],
  ['eight-balls, exact contact', { ...scenario('eight-balls', 1), contact: 'exact' }, 3],
  ['sticky-three, stick', { ...scenario('sticky-three', 1), stick: true }, 1],
  ['billiard3, angle', { ...scenario('billiard3', 1), method: 'angle' }, 3],
];

describe('replay under the world’s own settings', () => {
  it.each(starts)('%s: every collision of its first collision frames, bit for bit', (_, options, frames) => {
    const world = createWorld(options);
    const twin = createWorld(options);
    for (let n = 0; n < frames; n++) {
      const collisions = toCollision(world);
      const start = frameStart(world);
      if (!start) throw new Error('no frame start');
      for (const event of collisions) {
        const again = replayCollision(start, event.i, event.j);
        expect(firstDifference(again, event)).toBeUndefined();
      }
    }
    // stepping back and forth for the start leaves the world where it would have been
    while (twin.frame < world.frame) twin.step();
    for (let k = 0; k < 50; k++) expect(firstDifference(world.step(), twin.step())).toBeUndefined();
  });

  it('has no start at frame 0', () => {
    expect(frameStart(createWorld(scenario('billiard3', 1)))).toBeNull();
  });
});

const twoBalls: ScenarioName[] = ['billiard3', 'one-axis', 'momentum-pair'];
const change = fc.record({
  method: fc.constantFrom(...METHODS),
  separation: fc.constantFrom(...SEPARATIONS),
  restitution: fc.oneof(fc.constantFrom(0, 0.5, 1), fc.double({ min: 0, max: 1, noNaN: true })),
});

describe('replay under another setting', () => {
  it('two balls: the pair’s collision is checkCollision’s for the same balls and that setting', () => {
    fc.assert(
      fc.property(fc.constantFrom(...twoBalls), fc.nat(1000), change, (name, seed, settings) => {
        const world = createWorld(scenario(name, seed));
        const [event] = toCollision(world);
        const start = frameStart(world);
        if (!event || !start) throw new Error('no collision');
        const again = replayCollision(start, event.i, event.j, settings);
        const chapter = checkCollision(event.balls.a, event.balls.b, settings);
        expect(firstDifference(again?.balls, event.balls)).toBeUndefined();
        expect(firstDifference(again?.trace, chapter?.trace)).toBeUndefined();
        expect(
          firstDifference(
            again && [again.trace.rotateBack.a, again.trace.rotateBack.b],
            chapter && [chapter.a, chapter.b],
          ),
        ).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('stick: the pair’s collision is stickTogether’s', () => {
    const world = createWorld(scenario('billiard3', 1));
    const [event] = toCollision(world);
    const start = frameStart(world);
    if (!event || !start) throw new Error('no collision');
    const again = replayCollision(start, event.i, event.j, { stick: true });
    const stuck = stickTogether(event.balls.a, event.balls.b, {
      method: start.method,
      separation: start.separation,
      restitution: 1,
    });
    expect(firstDifference(again?.trace, stuck?.trace)).toBeUndefined();
  });

  it('exact contact: the pair meets at a moment inside the frame, where the balls touch', () => {
    const world = createWorld(scenario('billiard3', 1));
    const [event] = toCollision(world);
    const start = frameStart(world);
    if (!event || !start) throw new Error('no collision');
    const again = replayCollision(start, event.i, event.j, { contact: 'exact' });
    expect(again?.contact?.time).toBeGreaterThanOrEqual(0);
    expect(again?.contact?.time).toBeLessThanOrEqual(1);
    const { a, b } = again?.balls ?? event.balls;
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(a.radius + b.radius, 6);
  });

  it('a setting that cannot run refuses with the physics core’s reason', () => {
    const start = { ...scenario('billiard3', 1), contact: 'exact' as const };
    expect(() => replayCollision(start, 0, 1, { stick: true })).toThrow(/stick/);
  });
});

describe('replay from a frame with bodies already stuck together', () => {
  /** The sticking story with stick on: 1 and 2 join in frame 1, then that body meets ball 0. */
  function joinedThenMeets() {
    const world = createWorld({ ...scenario('sticking-story'), stick: true });
    const [joining] = toCollision(world);
    expect([joining?.i, joining?.j]).toEqual([1, 2]);
    const collisions = toCollision(world);
    const start = frameStart(world);
    if (!start) throw new Error('no frame start');
    return { collisions, start };
  }

  it('keeps them one body: the replay is the original collision, bit for bit', () => {
    const { collisions, start } = joinedThenMeets();
    expect(start.joined).toEqual([[1, 2]]);
    expect(collisions.length).toBeGreaterThan(0);
    for (const event of collisions) {
      expect(firstDifference(replayCollision(start, event.i, event.j), event)).toBeUndefined();
    }
  });

  it('refuses to replay them with stick off, naming the joined balls', () => {
    const { collisions, start } = joinedThenMeets();
    const [event] = collisions;
    if (!event) throw new Error('no collision');
    expect(() => replayCollision(start, event.i, event.j, { stick: false })).toThrow(
      expect.objectContaining({ field: 'joined', problem: { code: 'joined', ball: 1, other: 2 } }),
    );
  });

  it('a start whose joined pairs are not pairs of its balls is refused by field', () => {
    const options = { ...scenario('sticking-story'), stick: true };
    expect(() => createWorld({ ...options, joined: [[1, 7]] })).toThrow(/joined/);
    expect(() => createWorld({ ...options, joined: [[1, 1]] })).toThrow(/joined/);
  });
});
