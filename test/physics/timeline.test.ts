// The timeline reaches every frame of a long run through checkpoints and replay, and what it shows
// there is what a fresh run showed at that frame, in every bit; its memory stays within a bound.
import { describe, expect, it } from 'vitest';
import { createWorld, mulberry32, scenario, type World, type WorldOptions } from '@/physics';
import { CHECKPOINTS_KEPT, Timeline } from '@/physics/engine/timeline';
import { everything } from './support/engines';
import { firstDifference } from './support/sameBits';

const FRAMES = 20_000;

/** What a world shows, without its step-back history (a replayed world's starts where it was restored). */
function seen(world: World) {
  const { canStepBack: _, ...rest } = everything(world);
  return { ...rest, snapshot: Array.from(world.snapshot()) };
}

/** Frame 0, the last frame and 30 random frames between, in random order. */
function targets(seed: number): number[] {
  const random = mulberry32(seed);
  return [0, FRAMES, ...Array.from({ length: 30 }, () => Math.floor(random() * FRAMES))];
}

/** A fresh run, read at every target frame. */
function freshRun(options: WorldOptions, wanted: readonly number[]) {
  const world = createWorld(options);
  const found = new Map<number, ReturnType<typeof seen>>();
  const want = new Set(wanted);
  for (let f = 0; f <= FRAMES; f++) {
    if (want.has(f)) found.set(f, seen(world));
    if (f < FRAMES) world.step();
  }
  return found;
}

const crowd = scenario('twenty-large', 3, { count: 24 });
const runs: [string, WorldOptions][] = [
  ['plain engine', { ...crowd, engine: 'plain' }],
  ['fast engine', { ...crowd, engine: 'fast' }],
  ['exact contact', { ...crowd, contact: 'exact' }],
  ['balls that stick', { ...crowd, stick: true, restitution: 0.8 }],
];

describe('Timeline: every frame of a run, exactly', () => {
  for (const [name, options] of runs) {
    it(`${name}: ${FRAMES} frames, then frame 0 and random frames are the fresh run's, bit for bit`, () => {
      const wanted = targets(name.length);
      const fresh = freshRun(options, wanted);
      const timeline = new Timeline(createWorld(options));
      let collisions = 0;
      while (timeline.frame < FRAMES) collisions += timeline.step().collisions.length;
      expect(collisions).toBeGreaterThan(20); // a crowd that collides (or sticks), with walls on
      for (const frame of wanted) {
        timeline.goTo(frame);
        expect(timeline.frame).toBe(frame);
        expect(firstDifference(seen(timeline.world), fresh.get(frame)), `frame ${frame}`).toBeUndefined();
      }
    }, 120_000);
  }

  it('steps back over checkpoints and over the edge of the world history, exactly', () => {
    const options = { ...crowd, engine: 'plain' as const };
    const fresh = createWorld(options);
    const states: ReturnType<typeof seen>[] = [];
    for (let f = 0; f <= 3000; f++) {
      states.push(seen(fresh));
      fresh.step();
    }
    const timeline = new Timeline(createWorld(options));
    while (timeline.frame < 3000) timeline.step();
    for (let f = 3000; f > 0; f -= 1) {
      expect(timeline.stepBack()).toBe(true);
      if (f % 7 === 0 || f < 1100)
        expect(firstDifference(seen(timeline.world), states[f - 1])).toBeUndefined();
    }
    expect(timeline.stepBack()).toBe(false);
  }, 60_000);

  it('holds a bounded number of numbers however long the run: checkpoints plus one history', () => {
    const n = crowd.balls.length;
    const frameNumbers = 2 + 4 * n + n * (n - 1); // a frame with every pair overlapping, at most
    const world = createWorld({ ...crowd, historyLimit: 1000 });
    const timeline = new Timeline(world);
    const bound = (CHECKPOINTS_KEPT + 1) * frameNumbers + 1000 * (frameNumbers + 64);
    for (let f = 0; f < 60_000; f++) {
      timeline.step();
      if (f % 1000 === 0) {
        expect(timeline.numbers).toBeLessThanOrEqual(bound);
        expect(timeline.checkpointCount).toBeLessThanOrEqual(CHECKPOINTS_KEPT + 1);
      }
    }
    timeline.goTo(17);
    timeline.goTo(59_000);
    expect(timeline.numbers).toBeLessThanOrEqual(bound);
  }, 60_000);
});

describe('Timeline: an edit applies from its frame', () => {
  const options: WorldOptions = { ...crowd, engine: 'plain' };
  const other: WorldOptions = { ...options, restitution: 0.5, separation: 'robust' };

  it('keeps the frames before the edit, runs the new set-up after it, and a fresh timeline replays it', () => {
    const plain = freshRun(options, [500, 1500, 3000]);
    const timeline = new Timeline(createWorld(options));
    while (timeline.frame < 3000) timeline.step();
    timeline.goTo(1000);
    timeline.edit(createWorld(other));
    while (timeline.frame < 3000) timeline.step();
    const edited = seen(timeline.world);
    timeline.goTo(500);
    expect(firstDifference(seen(timeline.world), plain.get(500))).toBeUndefined();
    timeline.goTo(1500);
    expect(firstDifference(seen(timeline.world), plain.get(1500))).toBeDefined(); // the new set-up ran
    // the same edit replayed on a fresh timeline: the same frames (what a link reopens)
    const again = new Timeline(createWorld(options));
    again.goTo(1000);
    again.edit(createWorld(other));
    again.goTo(3000);
    expect(firstDifference(seen(again.world), edited)).toBeUndefined();
  }, 60_000);

  it('refuses a frame that is not a whole number from 0, naming it', () => {
    const timeline = new Timeline(createWorld(options));
    expect(() => timeline.goTo(-1)).toThrow(/frame/);
    expect(() => timeline.goTo(1.5)).toThrow(/whole number/);
  });
});
