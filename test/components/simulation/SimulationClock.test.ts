import { describe, expect, it } from 'vitest';
import { HISTORY_FRAMES, SimulationClock } from '@/components/simulation/SimulationClock';
import type { WorldOptions } from '@/physics';
import { select } from '@/run';

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
    expect(clock.player.stepBack()).toBe(true);
    expect(clock.worlds.map((w) => w.frame)).toEqual([4, 4]);
    expect(clock.worlds[0]?.ball(0).x).toBe(200 + 2 * 4);
  });

  it('refuses to step back at the start', () => {
    const clock = new SimulationClock([headOn()]);
    expect(clock.player.snapshot().canStepBack).toBe(false);
    expect(clock.player.stepBack()).toBe(false);
    expect(clock.player.frame).toBe(0);
  });

  it('records a collision in the ledger and forgets it when stepping back past it', () => {
    const clock = new SimulationClock([headOn()]);
    let frame = 0;
    while (!clock.step()) frame += 1;
    const row = select.ledgerWhole(clock.player.snapshot()).at(-1);
    expect(row?.frame).toBe(frame + 1);
    expect([row?.i, row?.j]).toEqual([0, 1]);
    // Equal masses head-on: the pair's momentum is 1·2 + 1·(−2) = 0 before and after.
    expect(row?.before.momentum.x).toBeCloseTo(0, 12);
    expect(row?.after.momentum.x).toBeCloseTo(0, 12);
    clock.player.stepBack();
    expect(select.ledgerWhole(clock.player.snapshot())).toHaveLength(0);
    expect(select.collisionsNow(clock.player.snapshot())).toHaveLength(0);
  });

  it('pauses itself at a collision when asked to', () => {
    const clock = new SimulationClock([headOn()]);
    clock.setPauseAtCollisions(true);
    clock.player.play();
    for (let i = 0; i < 100 && clock.player.playing; i++) clock.player.tick(FRAME_MS);
    expect(clock.player.playing).toBe(false);
    expect(select.collisionsNow(clock.player.snapshot()).length).toBeGreaterThan(0);
  });

  it('advances one frame per 60th of a second at 1×, and a quarter as fast at ¼×', () => {
    const clock = new SimulationClock([headOn()]);
    clock.player.play();
    for (let i = 0; i < 8; i++) clock.player.tick(FRAME_MS);
    expect(clock.player.frame).toBe(8);
    clock.player.setSpeed(0.25);
    for (let i = 0; i < 8; i++) clock.player.tick(FRAME_MS);
    expect(clock.player.frame).toBe(10);
  });

  it('does not race to catch up after a long pause of the browser', () => {
    const clock = new SimulationClock([headOn()]);
    clock.player.play();
    clock.player.tick(60_000);
    expect(clock.player.frame).toBeLessThanOrEqual(8);
  });

  it('keeps the chart history bounded and in step with the frame', () => {
    const clock = new SimulationClock([headOn()]);
    for (let i = 0; i < 1700; i++) clock.step();
    expect(select.totalsWindow(clock.player.snapshot())).toHaveLength(HISTORY_FRAMES);
    expect(select.totalsWindow(clock.player.snapshot()).at(-1)?.frame).toBe(1700);
    clock.player.reset();
    expect(select.totalsWindow(clock.player.snapshot())).toHaveLength(1);
    expect(clock.player.frame).toBe(0);
  });

  it('tells React about changes and the canvas about frames', () => {
    const clock = new SimulationClock([headOn()]);
    let versions = 0;
    let frames = 0;
    clock.player.subscribe(() => versions++);
    clock.player.onFrame(() => frames++);
    clock.step();
    clock.player.pause();
    expect(frames).toBe(1);
    expect(versions).toBe(2);
  });
});

describe("Player.fastForward (the browser tests' harness)", () => {
  it('runs many frames with one notification, and stops at a collision when asked to', () => {
    const clock = new SimulationClock([headOn()]);
    let versions = 0;
    clock.player.subscribe(() => versions++);
    clock.player.fastForward(10);
    expect(clock.player.frame).toBe(10);
    expect(versions).toBe(1);
    clock.setPauseAtCollisions(true);
    clock.player.fastForward(1000);
    expect(clock.player.frame).toBeLessThan(1000);
    expect(select.collisionsNow(clock.player.snapshot()).length).toBeGreaterThan(0);
  });
});

/** The frames with a collision in the first `frames` frames, found by plain stepping. */
function collisionFramesBySteps(options: WorldOptions, frames: number): number[] {
  const clock = new SimulationClock([options]);
  const found: number[] = [];
  for (let i = 0; i < frames; i++) if (clock.step()) found.push(clock.player.frame);
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
    while (clock.player.frame < 800 && clock.nextCollision()) forward.push(clock.player.frame);
    expect(forward.filter((f) => f <= 800)).toEqual(expected);
    expect(select.collisionsNow(clock.player.snapshot()).length).toBeGreaterThan(0);
    const backward: number[] = [];
    while (clock.previousCollision()) backward.push(clock.player.frame);
    expect(backward).toEqual(forward.slice(0, -1).reverse());
  });

  it('goes back exactly: the balls, the ledger and the collisions on screen are those of that frame', () => {
    const clock = new SimulationClock([headOn()]);
    clock.nextCollision();
    const first = {
      frame: clock.player.frame,
      balls: state(clock),
      collisions: select.collisionsNow(clock.player.snapshot()).length,
    };
    const ledgerRows = select.ledgerWhole(clock.player.snapshot()).length;
    clock.nextCollision();
    expect(clock.player.frame).toBeGreaterThan(first.frame);
    expect(clock.previousCollision()).toBe(true);
    expect(clock.player.frame).toBe(first.frame);
    expect(state(clock)).toEqual(first.balls);
    expect(select.collisionsNow(clock.player.snapshot())).toHaveLength(first.collisions);
    expect(select.ledgerWhole(clock.player.snapshot())).toHaveLength(ledgerRows);
    // and one step forward from there is the same frame as before
    clock.player.stepBack();
    expect(select.collisionsNow(clock.player.snapshot())).toHaveLength(0);
  });

  it('stops playing, and refuses to go back when there is no earlier collision', () => {
    const clock = new SimulationClock([headOn()]);
    clock.player.play();
    clock.nextCollision();
    expect(clock.player.playing).toBe(false);
    const frame = clock.player.frame;
    expect(clock.previousCollision()).toBe(false);
    expect(clock.player.frame).toBe(frame);
  });

  it('gives up after the limit when no collision comes, says so and stays where it was', () => {
    const lonely: WorldOptions = {
      ...headOn(),
      balls: [{ x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 }],
    };
    const clock = new SimulationClock([lonely]);
    expect(clock.nextCollision(300)).toBe(false);
    expect(clock.player.snapshot().missed).toBe('next');
    expect(clock.player.frame).toBe(0);
    expect(clock.previousCollision()).toBe(false);
  });

  it('goes to a ledger frame however far back, past the world history, exactly', () => {
    const options: WorldOptions = { ...headOn(), historyLimit: 50 };
    const clock = new SimulationClock([options]);
    clock.nextCollision();
    const hit = clock.player.frame;
    expect(select.canGoTo(clock.player.snapshot(), hit)).toBe(false); // not earlier than the frame on screen
    for (let i = 0; i < 10; i++) clock.step();
    expect(select.canGoTo(clock.player.snapshot(), hit)).toBe(true);
    expect(clock.player.backTo(hit)).toBe(true);
    expect(clock.player.frame).toBe(hit);
    const there = clock.worlds[0]?.balls();
    for (let i = 0; i < 2000; i++) clock.step(); // far past the world's 50 frames of history
    expect(clock.player.snapshot().earliestFrame).toBe(0);
    expect(select.canGoTo(clock.player.snapshot(), hit)).toBe(true);
    expect(clock.player.backTo(hit)).toBe(true);
    expect(clock.player.frame).toBe(hit);
    expect(clock.worlds[0]?.balls()).toEqual(there);
    expect(clock.player.goTo(hit + 2000)).toBe(true);
    expect(clock.player.goTo(hit + 2001)).toBe(false); // not reached yet
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
    expect(clock.player.frame).toBe(1);
    expect(clock.restarts).toBe(0);
    clock.setRestartBelow(0.07); // −0.06 is within 0.07
    clock.step();
    expect(clock.player.frame).toBe(0);
    expect(clock.restarts).toBe(1);
    expect(clock.worlds[0]?.ball(0).vx).toBe(0.1);
  });

  it('never restarts without a threshold', () => {
    const clock = new SimulationClock([{ ...slowing, balls: [{ ...ball, vx: 0 }] }]);
    for (let f = 0; f < 5; f++) clock.step();
    expect(clock.player.frame).toBe(5);
    expect(clock.restarts).toBe(0);
  });
});
