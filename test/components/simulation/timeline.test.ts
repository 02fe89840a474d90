// Never stranded (issue 21): N looks a bounded distance ahead and, finding nothing, stays exactly
// where it was; P always reaches the previous collision; the chart, the ledger and step back agree
// on what is reachable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_FRAMES, SimulationClock } from '@/components/simulation/SimulationClock';

import { DEFAULT_HISTORY_LIMIT, scenario, type WorldOptions } from '@/physics';
import { SEEK_LIMIT, select } from '@/run';

/** Two balls on one axis, closing in: one collision, then (walls off) they fly apart for ever. */
const pair = (gap: number, speed: number, walls: boolean): WorldOptions => ({
  width: 600,
  height: 200,
  walls,
  balls: [
    { x: 200, y: 100, vx: speed, vy: 0, radius: 20, mass: 1 },
    { x: 240 + gap, y: 100, vx: -speed, vy: 0, radius: 20, mass: 2 },
  ],
});

/** Everything the reader can see of a clock's moment, to compare two moments exactly. */
const moment = (clock: SimulationClock) => ({
  frame: clock.player.frame,
  balls: clock.worlds.map((w) => w.balls()),
  ledger: select.ledgerWhole(clock.player.snapshot()).map((row) => row.frame),
  totals: select.totalsWindow(clock.player.snapshot()).map((t) => t.frame),
  earliest: clock.player.snapshot().earliestFrame,
  collisions: select.collisionsNow(clock.player.snapshot()).length,
});

/** Frames with a collision found by plain stepping, up to `frames`. */
function collisionFrames(options: WorldOptions, frames: number): number[] {
  const clock = new SimulationClock([options]);
  const found: number[] = [];
  for (let i = 0; i < frames; i++) if (clock.step()) found.push(clock.player.frame);
  return found;
}

describe('N at the last collision', () => {
  it('one-axis with walls off (the issue’s link): N, N stays at the collision and says so; P and the ledger still reach it', () => {
    const options = { ...scenario('one-axis'), walls: false };
    const clock = new SimulationClock([options]);
    expect(clock.nextCollision()).toBe(true);
    const hit = clock.player.frame;
    expect(hit).toBe(24);
    const at = moment(clock);
    expect(clock.nextCollision()).toBe(false);
    expect(clock.player.snapshot().missed).toBe('next');
    expect(moment(clock)).toEqual(at);
    for (let i = 0; i < 5; i++) clock.step();
    expect(select.canGoTo(clock.player.snapshot(), hit)).toBe(true);
    expect(clock.previousCollision()).toBe(true);
    expect(clock.player.frame).toBe(hit);
    expect(moment(clock)).toEqual(at);
  });

  it('never moves the clock when nothing is ahead, and P then reaches every earlier collision in reach', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 40 }),
        (gap, speed, wander) => {
          const options = pair(gap, speed, false);
          const expected = collisionFrames(options, 400);
          const clock = new SimulationClock([options]);
          while (clock.nextCollision()) {
            // every jump forward lands on a frame plain stepping finds
            expect(expected).toContain(clock.player.frame);
          }
          expect(clock.player.frame).toBe(expected.at(-1) ?? 0);
          for (let i = 0; i < wander; i++) clock.step();
          const before = moment(clock);
          expect(clock.nextCollision()).toBe(false);
          expect(moment(clock)).toEqual(before);
          const back: number[] = [];
          while (clock.previousCollision()) back.push(clock.player.frame);
          const earlier = expected.filter((f) => f < before.frame && f >= before.earliest);
          expect(back).toEqual(earlier.reverse());
          expect(clock.player.snapshot().missed).toBe('previous');
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps every frame step back reached before a failed look-ahead, even with a full history', () => {
    const options = pair(20, 2, false);
    const clock = new SimulationClock([options]);
    clock.nextCollision();
    const hit = clock.player.frame;
    for (let i = 0; i < DEFAULT_HISTORY_LIMIT - 10; i++) clock.step(); // the collision is 990 frames back
    const before = moment(clock);
    expect(before.earliest).toBeLessThanOrEqual(hit);
    expect(clock.nextCollision()).toBe(false);
    expect(moment(clock)).toEqual(before);
    expect(select.canGoTo(clock.player.snapshot(), hit)).toBe(true);
    expect(clock.previousCollision()).toBe(true);
    expect(clock.player.frame).toBe(hit);
  });

  it('looks at most SEEK_LIMIT frames ahead: a collision further away is not found, nearer ones are', () => {
    // closing at 2 px a frame on a long stage: the gap decides the frame they meet in
    const apart = (gap: number): WorldOptions => ({
      width: 3000,
      height: 200,
      balls: [
        { x: 100, y: 100, vx: 1, vy: 0, radius: 20, mass: 1 },
        { x: 140 + gap, y: 100, vx: -1, vy: 0, radius: 20, mass: 1 },
      ],
    });
    const far = new SimulationClock([apart(2 * (SEEK_LIMIT + 50))]);
    expect(far.nextCollision()).toBe(false);
    expect(far.player.frame).toBe(0);
    const near = new SimulationClock([apart(2 * (SEEK_LIMIT - 50))]);
    expect(near.nextCollision()).toBe(true);
    expect(near.player.frame - (SEEK_LIMIT - 50)).toBeLessThanOrEqual(1); // touching is not yet overlapping
  });
});

describe('N in a world whose history memory cuts short', () => {
  it('looks SEEK_LIMIT frames ahead all the same and comes back exactly (the timeline replays)', () => {
    // 2,000 balls at rest, far apart: never a collision; 2,000 balls' history fits about 500 frames
    const balls = Array.from({ length: 2000 }, (_, k) => ({
      x: 20 + 40 * (k % 100),
      y: 20 + 40 * Math.floor(k / 100),
      vx: 0,
      vy: 0,
      radius: 2,
      mass: 1,
    }));
    const clock = new SimulationClock([{ width: 4000, height: 2000, balls }]);
    for (let i = 0; i < 50; i++) clock.step();
    const before = moment(clock);
    expect(clock.nextCollision()).toBe(false);
    expect(clock.player.snapshot().missed).toBe('next');
    expect(clock.player.snapshot().lookedAhead).toBe(SEEK_LIMIT);
    expect(clock.player.frame).toBe(50);
    expect(clock.worlds[0]?.balls()).toEqual(before.balls[0]);
  });
});

describe('the chart follows the frame on screen', () => {
  it('the chart series runs over the last HISTORY_FRAMES frames up to the frame on screen, after any walk', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('forward', 'back', 'next', 'previous'), fc.integer({ min: 1, max: 700 })),
          {
            maxLength: 6,
          },
        ),
        (walk) => {
          const clock = new SimulationClock([pair(40, 2, true)]);
          for (const [move, times] of walk) {
            if (move === 'forward') for (let i = 0; i < times; i++) clock.step();
            else if (move === 'back') for (let i = 0; i < times; i++) clock.player.stepBack();
            else if (move === 'next') clock.nextCollision();
            else clock.previousCollision();
            const totals = select.totalsWindow(clock.player.snapshot());
            expect(totals.length).toBeGreaterThan(0);
            expect(totals.length).toBeLessThanOrEqual(HISTORY_FRAMES);
            const first = Math.max(0, clock.player.frame - HISTORY_FRAMES + 1);
            expect(totals[0]?.frame).toBe(first);
            expect(totals.at(-1)?.frame).toBe(clock.player.frame);
            expect(totals).toHaveLength(clock.player.frame - first + 1);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('→ 700 times and ← 600 times (the issue’s walk) leaves a chart of 101 frames, not an empty one', () => {
    const clock = new SimulationClock([pair(40, 2, true)]);
    for (let i = 0; i < 700; i++) clock.step();
    for (let i = 0; i < 600; i++) expect(clock.player.stepBack()).toBe(true);
    expect(clock.player.frame).toBe(100);
    expect(select.totalsWindow(clock.player.snapshot())).toHaveLength(101);
    // and step back reaches every frame of the run, the chart its last thousand
    for (let i = 0; i < 1200; i++) clock.step();
    expect(clock.player.snapshot().earliestFrame).toBe(0);
    expect(select.totalsWindow(clock.player.snapshot())).toHaveLength(HISTORY_FRAMES);
    for (let i = 0; i < 1300; i++) expect(clock.player.stepBack()).toBe(true);
    expect(clock.player.frame).toBe(0);
    expect(clock.player.stepBack()).toBe(false);
  });
});
