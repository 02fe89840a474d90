// The world's frame loop: walls per axis, pairs in index order, exact step back, bounded history,
// reset, copies, and the overlap bookkeeping behind stuck pairs.
import { describe, expect, it } from 'vitest';
import { type Ball, collide, createWorld, STUCK_FRAMES, scenario, type World } from '@/physics';
import { ball } from './support/balls';
import { firstDifference } from './support/sameBits';

/** Every number a world shows, for bit-for-bit comparison. */
const state = (w: World) => ({
  frame: w.frame,
  balls: w.balls(),
  metrics: w.metrics(),
  stuck: w.stuckPairList(),
});

describe('walls', () => {
  it('a ball in a corner bounces on both axes in the same frame', () => {
    // 100×100 box, radius 10, at (85, 85) moving (10, 10): moves to (95, 95), past both walls
    // (95 + 10 > 100), so it is put at 100 - 10 = 90 on both axes and both velocities flip
    const w = createWorld({ width: 100, height: 100, balls: [ball(85, 85, 10, 10), ball(15, 15, -10, -10)] });
    w.step();
    expect(w.ball(0)).toEqual(ball(90, 90, -10, -10));
    // the other corner: (15, 15) - 10 = (5, 5), 5 - 10 < 0, so x = y = 10 and both flip
    expect(w.ball(1)).toEqual(ball(10, 10, 10, 10));
  });

  it('bounce scales the velocity at the wall: -0.6 turns 10 into -6', () => {
    const w = createWorld({ width: 100, height: 100, bounce: -0.6, balls: [ball(85, 50, 10, 0)] });
    w.step();
    expect(w.ball(0)).toEqual(ball(90, 50, -6, 0));
  });

  it('a ball pushed through a wall by a separation ends the frame inside, its velocity kept', () => {
    // a at the left wall (x = r = 10), b overlapping it by 10; robust moves each 5 apart, which
    // would put a at x = 5, half through the wall; the frame puts it back at x = 10
    const w = createWorld({
      width: 200,
      height: 100,
      separation: 'robust',
      balls: [ball(10, 50, 0, 0), ball(20, 50, 0, 0)],
    });
    w.step();
    expect(w.ball(0)).toEqual(ball(10, 50, 0, 0));
    expect(w.ball(1)).toEqual(ball(25, 50, 0, 0));
  });
});

describe('pairs', () => {
  it('are resolved i < j in index order, each seeing the pairs resolved before it', () => {
    // three overlapping balls on a line; the expected frame is the chapter's loop run by hand
    // with collide(): move every ball, then (0, 1), (0, 2), (1, 2), writing each result back
    const start = [ball(100, 100, 1, 0, 20, 1), ball(130, 100, 0, 0.5, 20, 2), ball(160, 100, -1, 0, 20, 3)];
    const w = createWorld({ width: 400, height: 400, balls: start });
    const report = w.step();

    const moved = start.map((b) => ({ ...b, x: b.x + b.vx, y: b.y + b.vy }));
    const expectedPairs: Array<[number, number]> = [];
    for (const [i, j] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const result = collide(moved[i] as Ball, moved[j] as Ball);
      if (!result) continue;
      moved[i] = result.a;
      moved[j] = result.b;
      expectedPairs.push([i, j]);
    }
    expect(report.collisions.map((c) => [c.i, c.j])).toEqual(expectedPairs);
    expect(expectedPairs.length).toBeGreaterThanOrEqual(2);
    expect(w.balls()).toEqual(moved);
    expect(report.frame).toBe(1);
  });

  /** a (mass 2, +1) and b (mass 1, −1) on a line, meeting in the first frame. */
  const headOnPair = () =>
    createWorld({
      width: 400,
      height: 400,
      balls: [ball(100, 100, 1, 0, 20, 2), ball(130, 100, -1, 0, 20, 1)],
    });

  it('report the momentum and energy of each pair before and after', () => {
    // a (mass 2, +1) and b (mass 1, -1) on a line: momentum 2·1 + 1·(-1) = 1, energy ½·2·1 + ½·1·1 = 1.5
    const w = headOnPair();
    const [event] = w.step().collisions;
    expect(event?.before.momentum.x).toBeCloseTo(1, 12);
    expect(event?.before.kineticEnergy).toBeCloseTo(1.5, 12);
    // elastic: the same after (v0' = -1/3, v1' = 5/3: 2·(-1/3) + 5/3 = 1; ⅓·⅓ + ½·25/9 = 1.5)
    expect(event?.after.momentum.x).toBeCloseTo(1, 12);
    expect(event?.after.kineticEnergy).toBeCloseTo(1.5, 12);
  });

  it('carry the pair as the stages met it: moved a frame, before the bounce, and no contact moment', () => {
    const w = headOnPair();
    const [event] = w.step().collisions;
    expect(event?.balls).toEqual({ a: ball(101, 100, 1, 0, 20, 2), b: ball(129, 100, -1, 0, 20, 1) });
    expect(event?.trace.detect.dx).toBe(28); // the trace starts from these balls
    expect(event?.contact).toBeUndefined();
  });
});

describe('overlaps and stuck pairs', () => {
  it(`a pair overlapping for ${STUCK_FRAMES} frames in a row counts as stuck`, () => {
    // radii 20, 30 apart, at rest: 'naive' adds zero velocities, so the 10 px overlap stays
    const w = createWorld({
      width: 400,
      height: 400,
      balls: [ball(100, 100, 0, 0, 20), ball(130, 100, 0, 0, 20)],
    });
    expect(w.metrics()).toMatchObject({ overlappingPairs: 1, stuckPairs: 0 });
    expect(w.metrics().maxPenetration).toBeCloseTo(10, 12);
    for (let frame = 1; frame < STUCK_FRAMES; frame++) w.step();
    expect(w.metrics().stuckPairs).toBe(0);
    w.step();
    expect(w.metrics().stuckPairs).toBe(1);
    expect(w.stuckPairList()).toEqual([[0, 1]]);
  });

  it('counts an overlap deeper than 1e-9 and not a touch (OVERLAP_TOLERANCE)', () => {
    // radii 20: 40 - 39.999999 = 1e-6 deep overlaps; 40 - (40 - 1e-12) is rounding, not an overlap
    const pairAt = (dist: number) =>
      createWorld({
        width: 400,
        height: 400,
        balls: [ball(100, 100, 0, 0, 20), ball(100 + dist, 100, 0, 0, 20)],
      });
    expect(pairAt(39.999999).metrics().overlappingPairs).toBe(1);
    expect(pairAt(40 - 1e-12).metrics().overlappingPairs).toBe(0);
    expect(pairAt(40).metrics().overlappingPairs).toBe(0);
  });

  it('robust separates the same pair in the first frame', () => {
    const w = createWorld({
      width: 400,
      height: 400,
      separation: 'robust',
      balls: [ball(100, 100, 0, 0, 20), ball(130, 100, 0, 0, 20)],
    });
    for (let frame = 0; frame < 2 * STUCK_FRAMES; frame++) w.step();
    expect(w.metrics()).toMatchObject({ overlappingPairs: 0, maxPenetration: 0, stuckPairs: 0 });
  });
});

describe('history', () => {
  /** Steps `frames` frames, then steps back `back` of them, each to the frame seen on the way forward. */
  function stepAndBack(w: World, frames: number, back: number) {
    const seen = [state(w)];
    for (let n = 0; n < frames; n++) {
      w.step();
      seen.push(state(w));
    }
    for (let n = frames - 1; n >= frames - back; n--) {
      expect(w.stepBack()).toBe(true);
      expect(firstDifference(state(w), seen[n])).toBeUndefined();
    }
    return seen;
  }

  it('stepBack after n steps returns to the start bit for bit', () => {
    const w = createWorld(scenario('twenty-large'));
    const seen = stepAndBack(w, 60, 60);
    expect(w.stepBack()).toBe(false);
    expect(w.canStepBack).toBe(false);
    // and forward again gives the same frames
    w.step();
    expect(firstDifference(state(w), seen[1])).toBeUndefined();
  });

  it('steps back exactly after its ring of buffers has gone round, as overlapping pairs come and go', () => {
    // twenty-large starts overlapped, so the snapshots change length from frame to frame
    const w = createWorld({ ...scenario('twenty-large'), historyLimit: 6 });
    stepAndBack(w, 80, 6);
    expect(w.stepBack()).toBe(false);
  });

  it('keeps at most historyLimit frames', () => {
    const w = createWorld({ ...scenario('eight-balls'), historyLimit: 5 });
    for (let n = 0; n < 12; n++) w.step();
    let back = 0;
    while (w.stepBack()) back += 1;
    expect(back).toBe(5);
    expect(w.frame).toBe(7);
  });

  it('historyLimit 0 keeps none', () => {
    const w = createWorld({ ...scenario('eight-balls'), historyLimit: 0 });
    w.step();
    expect(w.canStepBack).toBe(false);
    expect(w.stepBack()).toBe(false);
  });

  it('reset returns to the start and forgets the history', () => {
    const w = createWorld(scenario('sticky-three'));
    const start = state(w);
    for (let n = 0; n < 30; n++) w.step();
    w.reset();
    expect(firstDifference(state(w), start)).toBeUndefined();
    expect(w.canStepBack).toBe(false);
  });
});

describe('ownership', () => {
  it('copies its input and hands out copies', () => {
    const balls = [ball(50, 50, 1, 0)];
    const w = createWorld({ width: 100, height: 100, balls });
    (balls[0] as Ball).x = 7;
    balls.push(ball(20, 20, 0, 0));
    const out = w.balls();
    (out[0] as Ball).x = 9;
    w.ball(0).y = 9;
    expect(w.balls()).toEqual([ball(50, 50, 1, 0)]);
    expect(w.count).toBe(1);
    expect(() => {
      (w.options as { bounce: number }).bounce = 0;
    }).toThrow(TypeError);
  });

  it('fills in the chapter defaults', () => {
    const w = createWorld({ width: 100, height: 80, balls: [] });
    expect(w.options).toEqual({
      width: 100,
      height: 80,
      method: 'rotation',
      separation: 'naive',
      bounce: -1,
      restitution: 1,
      walls: true,
      stick: false,
    });
    expect([w.width, w.height, w.frame]).toEqual([100, 80, 0]);
  });
});
