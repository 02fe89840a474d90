import { describe, expect, it } from 'vitest';
import { DrivenClock } from '@/app/(en)/test/_harness/DrivenClock';
import { HISTORY_FRAMES, SimulationClock } from '@/components/simulation/SimulationClock';
import type { WorldOptions } from '@/physics';

// Two balls whose surfaces are 100 px apart, closing at 4 px per frame: they meet at frame 25.
const headOn = (separation: 'naive' | 'robust' = 'naive'): WorldOptions => ({
  width: 600,
  height: 200,
  separation,
  balls: [
    { x: 200, y: 100, vx: 2, vy: 0, radius: 20, mass: 1 },
    { x: 340, y: 100, vx: -2, vy: 0, radius: 20, mass: 1 },
  ],
});

const FRAME_MS = 1000 / 60;

describe('SimulationClock', () => {
  it('steps every world together and steps them all back', () => {
    const clock = new SimulationClock([headOn('naive'), headOn('robust')]);
    for (let i = 0; i < 5; i++) clock.step();
    expect(clock.worlds.map((w) => w.frame)).toEqual([5, 5]);
    expect(clock.stepBack()).toBe(true);
    expect(clock.worlds.map((w) => w.frame)).toEqual([4, 4]);
    expect(clock.worlds[0]?.ball(0).x).toBe(200 + 2 * 4);
  });

  it('refuses to step back at the start', () => {
    const clock = new SimulationClock([headOn()]);
    expect(clock.canStepBack).toBe(false);
    expect(clock.stepBack()).toBe(false);
    expect(clock.frame).toBe(0);
  });

  it('records a collision in the ledger and forgets it when stepping back past it', () => {
    const clock = new SimulationClock([headOn()]);
    let frame = 0;
    while (!clock.step()) frame += 1;
    const row = clock.ledger().at(-1);
    expect(row?.frame).toBe(frame + 1);
    expect([row?.i, row?.j]).toEqual([0, 1]);
    // Equal masses head-on: the pair's momentum is 1·2 + 1·(−2) = 0 before and after.
    expect(row?.before.momentum.x).toBeCloseTo(0, 12);
    expect(row?.after.momentum.x).toBeCloseTo(0, 12);
    clock.stepBack();
    expect(clock.ledger()).toHaveLength(0);
    expect(clock.collisions()).toHaveLength(0);
  });

  it('pauses itself at a collision when asked to', () => {
    const clock = new SimulationClock([headOn()]);
    clock.setPauseAtCollisions(true);
    clock.play();
    for (let i = 0; i < 100 && clock.playing; i++) clock.tick(FRAME_MS);
    expect(clock.playing).toBe(false);
    expect(clock.collisions().length).toBeGreaterThan(0);
  });

  it('advances one frame per 60th of a second at 1×, and a quarter as fast at ¼×', () => {
    const clock = new SimulationClock([headOn()]);
    clock.play();
    for (let i = 0; i < 8; i++) clock.tick(FRAME_MS);
    expect(clock.frame).toBe(8);
    clock.setSpeed(0.25);
    for (let i = 0; i < 8; i++) clock.tick(FRAME_MS);
    expect(clock.frame).toBe(10);
  });

  it('does not race to catch up after a long pause of the browser', () => {
    const clock = new SimulationClock([headOn()]);
    clock.play();
    clock.tick(60_000);
    expect(clock.frame).toBeLessThanOrEqual(8);
  });

  it('keeps the chart history bounded and in step with the frame', () => {
    const clock = new SimulationClock([headOn()]);
    for (let i = 0; i < 1700; i++) clock.step();
    expect(clock.totals()).toHaveLength(HISTORY_FRAMES);
    expect(clock.totals().at(-1)?.frame).toBe(1700);
    clock.reset();
    expect(clock.totals()).toHaveLength(1);
    expect(clock.frame).toBe(0);
  });

  it('tells React about changes and the canvas about frames', () => {
    const clock = new SimulationClock([headOn()]);
    let versions = 0;
    let frames = 0;
    clock.subscribe(() => versions++);
    clock.onFrame(() => frames++);
    clock.step();
    clock.pause();
    expect(frames).toBe(1);
    expect(versions).toBe(2);
  });
});

describe("DrivenClock.fastForward (the browser tests' harness)", () => {
  it('runs many frames with one notification, and stops at a collision when asked to', () => {
    const clock = new DrivenClock([headOn()]);
    let versions = 0;
    clock.subscribe(() => versions++);
    clock.fastForward(10);
    expect(clock.frame).toBe(10);
    expect(versions).toBe(1);
    clock.setPauseAtCollisions(true);
    clock.fastForward(1000);
    expect(clock.frame).toBeLessThan(1000);
    expect(clock.collisions().length).toBeGreaterThan(0);
  });
});

/** The frames with a collision in the first `frames` frames, found by plain stepping. */
function collisionFramesBySteps(options: WorldOptions, frames: number): number[] {
  const clock = new SimulationClock([options]);
  const found: number[] = [];
  for (let i = 0; i < frames; i++) if (clock.step()) found.push(clock.frame);
  return found;
}

/** Positions and velocities of every ball, to compare two moments exactly. */
const state = (clock: SimulationClock) => clock.worlds.map((w) => w.balls());

describe('SimulationClock: next and previous collision', () => {
  it('lands on the frames plain stepping finds, in both directions', () => {
    const expected = collisionFramesBySteps(headOn(), 800);
    // head-on at 4 px a frame with a 100 px gap: the first collision is the 25th or 26th frame
    expect(expected[0]).toBeGreaterThanOrEqual(25);
    expect(expected[0]).toBeLessThanOrEqual(26);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const clock = new SimulationClock([headOn()]);
    const forward: number[] = [];
    while (clock.frame < 800 && clock.nextCollision()) forward.push(clock.frame);
    expect(forward.filter((f) => f <= 800)).toEqual(expected);
    expect(clock.collisions().length).toBeGreaterThan(0);
    const backward: number[] = [];
    while (clock.previousCollision()) backward.push(clock.frame);
    expect(backward).toEqual(forward.slice(0, -1).reverse());
  });

  it('goes back exactly: the balls, the ledger and the collisions on screen are those of that frame', () => {
    const clock = new SimulationClock([headOn()]);
    clock.nextCollision();
    const first = { frame: clock.frame, balls: state(clock), collisions: clock.collisions().length };
    const ledgerRows = clock.ledger().length;
    clock.nextCollision();
    expect(clock.frame).toBeGreaterThan(first.frame);
    expect(clock.previousCollision()).toBe(true);
    expect(clock.frame).toBe(first.frame);
    expect(state(clock)).toEqual(first.balls);
    expect(clock.collisions()).toHaveLength(first.collisions);
    expect(clock.ledger()).toHaveLength(ledgerRows);
    // and one step forward from there is the same frame as before
    clock.stepBack();
    expect(clock.collisions()).toHaveLength(0);
  });

  it('stops playing, and refuses to go back when there is no earlier collision', () => {
    const clock = new SimulationClock([headOn()]);
    clock.play();
    clock.nextCollision();
    expect(clock.playing).toBe(false);
    const frame = clock.frame;
    expect(clock.previousCollision()).toBe(false);
    expect(clock.frame).toBe(frame);
  });

  it('gives up after the limit when no collision comes, says so and stays where it was', () => {
    const lonely: WorldOptions = {
      ...headOn(),
      balls: [{ x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 }],
    };
    const clock = new SimulationClock([lonely]);
    expect(clock.nextCollision(300)).toBe(false);
    expect(clock.missed).toBe('next');
    expect(clock.frame).toBe(0);
    expect(clock.previousCollision()).toBe(false);
  });

  it('goes to a ledger frame however far back, past the world history, exactly', () => {
    const options: WorldOptions = { ...headOn(), historyLimit: 50 };
    const clock = new SimulationClock([options]);
    clock.nextCollision();
    const hit = clock.frame;
    expect(clock.canGoTo(hit)).toBe(false); // not earlier than the frame on screen
    for (let i = 0; i < 10; i++) clock.step();
    expect(clock.canGoTo(hit)).toBe(true);
    expect(clock.backTo(hit)).toBe(true);
    expect(clock.frame).toBe(hit);
    const there = clock.worlds[0]?.balls();
    for (let i = 0; i < 2000; i++) clock.step(); // far past the world's 50 frames of history
    expect(clock.earliestFrame).toBe(0);
    expect(clock.canGoTo(hit)).toBe(true);
    expect(clock.backTo(hit)).toBe(true);
    expect(clock.frame).toBe(hit);
    expect(clock.worlds[0]?.balls()).toEqual(there);
    expect(clock.goTo(hit + 2000)).toBe(true);
    expect(clock.goTo(hit + 2001)).toBe(false); // not reached yet
  });
});

describe('SimulationClock: source 004’s restart', () => {
  // one ball slowing against a soft wall: 0.1 px per frame, bounce −0.6 turns it into −0.06, then 0.036
  const ball = { x: 89.95, y: 50, vx: 0.1, vy: 0, radius: 10, mass: 1 };
  const slowing: WorldOptions = { width: 100, height: 100, bounce: -0.6, balls: [ball] };

  it('starts again from frame 0 once every ball is at most restartBelow on each axis, and counts it', () => {
    const clock = new SimulationClock([slowing]);
    clock.setRestartBelow(0.05);
    clock.step(); // x 90.05 > 90: back on the wall, vx −0.06: still faster than 0.05
    expect(clock.frame).toBe(1);
    expect(clock.restarts).toBe(0);
    clock.setRestartBelow(0.07); // −0.06 is within 0.07
    clock.step();
    expect(clock.frame).toBe(0);
    expect(clock.restarts).toBe(1);
    expect(clock.worlds[0]?.ball(0).vx).toBe(0.1);
  });

  it('never restarts without a threshold', () => {
    const clock = new SimulationClock([{ ...slowing, balls: [{ ...ball, vx: 0 }] }]);
    for (let f = 0; f < 5; f++) clock.step();
    expect(clock.frame).toBe(5);
    expect(clock.restarts).toBe(0);
  });
});
