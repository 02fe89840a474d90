// The physics of the figures that bring the last source systems to life: CH5EX7's predicted
// positions (predictedFrame), source 004's Separate button (pullApart) and its restart (allStopped).
import { describe, expect, it } from 'vitest';
import {
  allStopped,
  createWorld,
  PhysicsInputError,
  predictedFrame,
  pullApart,
  RESTART_BELOW,
  scenario,
} from '@/physics';
import { overlaps } from '@/physics/lab/metrics';
import { makeBall } from '@/physics/types';

describe('predictedFrame (CH5EX7: update → testWalls → collide → render)', () => {
  it('moves balls that do not touch by their velocity, as the chapter does', () => {
    const { balls, collisions } = predictedFrame([makeBall(100, 100, 3, -2, 10, 1)], 400, 300);
    expect(balls[0]).toMatchObject({ x: 103, y: 98, vx: 3, vy: -2 });
    expect(collisions).toEqual([]);
  });

  it('bounces at the predicted position off a wall', () => {
    // next x = 395 + 10 = 405 > 400 − 10: put back on the wall at 390, vx turned round
    const { balls } = predictedFrame([makeBall(395, 100, 10, 0, 10, 1)], 400, 300);
    expect(balls[0]).toMatchObject({ x: 390, vx: -10 });
  });

  it('head-on, adds the whole new velocity: the same positions as the chapter', () => {
    // next: 105 and 136, 31 px apart (< 40): equal masses swap, −5 and 5; then 105 − 5, 136 + 5
    const start = [makeBall(100, 100, 5, 0, 20, 1), makeBall(141, 100, -5, 0, 20, 1)];
    const { balls, collisions } = predictedFrame(start, 400, 200);
    expect(balls[0]?.x).toBeCloseTo(100, 12);
    expect(balls[1]?.x).toBeCloseTo(141, 12);
    expect(balls.map((b) => b.vx)).toEqual([-5, 5].map((v) => expect.closeTo(v, 12)));
    expect(collisions).toMatchObject([{ i: 0, j: 1 }]);
    const world = createWorld({ width: 400, height: 200, balls: start });
    world.step();
    expect(world.balls().map((b) => b.x)).toEqual([100, 141].map((x) => expect.closeTo(x, 12)));
  });

  it('glancing, also pushes along the tangent, where the chapter pushes along the line only', () => {
    // b predicted at (114, 110), a at rest at (100, 100): n = (14, 10)/√296, b's v·n = −42/√296.
    // Equal masses swap the parts along n: a gets (−42/296)·(14, 10) = (−147/74, −105/74), b keeps
    // its tangent part (−3, 0) − that = (−75/74, 105/74).
    const start = [makeBall(100, 100, 0, 0, 10, 1), makeBall(117, 110, -3, 0, 10, 1)];
    const [a, b] = predictedFrame(start, 400, 300).balls;
    expect(a?.vx).toBeCloseTo(-147 / 74, 12);
    expect(a?.vy).toBeCloseTo(-105 / 74, 12);
    expect(b?.vx).toBeCloseTo(-75 / 74, 12);
    expect(b?.vy).toBeCloseTo(105 / 74, 12);
    expect(a?.x).toBeCloseTo(100 - 147 / 74, 12);
    expect(a?.y).toBeCloseTo(100 - 105 / 74, 12);
    expect(b?.x).toBeCloseTo(114 - 75 / 74, 12);
    expect(b?.y).toBeCloseTo(110 + 105 / 74, 12);
    // the chapter's naive push moves b by its new velocity along the line, which is 0: it stays
    const world = createWorld({ width: 400, height: 300, balls: start, method: 'angle' });
    world.step();
    expect(world.ball(1).x).toBeCloseTo(114, 12);
    expect(world.ball(1).y).toBeCloseTo(110, 12);
    expect(world.ball(0).x).toBeCloseTo(a?.x ?? 0, 12);
  });

  it('the glancing pair: both find it in frame 13; the chapter keeps it locked, CH5EX7 never ends a frame overlapping', () => {
    const start = scenario('glancing-pair');
    const world = createWorld({ ...start, method: 'angle' });
    let balls = start.balls;
    let firstPredicted = 0;
    let predictedOverlapFrames = 0;
    let chapterOverlapFrames = 0;
    for (let frame = 1; frame <= 120; frame++) {
      const report = world.step();
      const next = predictedFrame(balls, start.width, start.height);
      balls = next.balls;
      if (next.collisions.length > 0 && firstPredicted === 0) firstPredicted = frame;
      if (frame === 13) expect(report.collisions).toHaveLength(1);
      if (frame < 13) expect(report.collisions).toHaveLength(0);
      predictedOverlapFrames += overlaps(balls).length;
      chapterOverlapFrames += overlaps(world.balls()).length;
    }
    expect(firstPredicted).toBe(13);
    expect(predictedOverlapFrames).toBe(0);
    expect(chapterOverlapFrames).toBeGreaterThanOrEqual(40);
  });
});

describe('pullApart (source 004’s Separate button)', () => {
  // a: radius 80, mass 80 at x 100; b: radius 60, mass 60 at x 200: 100 px apart, 40 px overlap
  const a = makeBall(100, 100, 0, 0, 80, 80);
  const b = makeBall(200, 100, 0, 0, 60, 60);

  it('radius split: each ball moves by its own radius share, so the large ball moves further', () => {
    const r = pullApart(a, b, 'radius');
    expect(r.overlap).toBe(40);
    expect(r.movedA).toBeCloseTo((40 * 80) / 140, 12); // 22.857
    expect(r.movedB).toBeCloseTo((40 * 60) / 140, 12); // 17.143
    expect(r.a.x).toBeCloseTo(100 - 160 / 7, 12);
    expect(r.b.x).toBeCloseTo(200 + 120 / 7, 12);
  });

  it('inverse-mass split: each ball moves by the other’s mass share, so the heavy ball moves less', () => {
    const r = pullApart(a, b, 'robust');
    expect(r.movedA).toBeCloseTo((40 * 60) / 140, 12); // 17.143
    expect(r.movedB).toBeCloseTo((40 * 80) / 140, 12); // 22.857
    expect(r.b.x - r.a.x).toBeCloseTo(140, 12); // exactly touching
    // the centre of mass stays: 80·100 + 60·200 = 80·x0' + 60·x1'
    expect(80 * r.a.x + 60 * r.b.x).toBeCloseTo(80 * 100 + 60 * 200, 9);
  });

  it('works along any line: a 3-4-5 pair ends exactly touching', () => {
    // dist 5, radii 3 + 4: overlap 2; radius split moves a 6/7 and b 8/7 along (0.6, 0.8)
    const r = pullApart(makeBall(0, 0, 0, 0, 3, 1), makeBall(3, 4, 0, 0, 4, 1), 'radius');
    expect(r.a.x).toBeCloseTo(-0.6 * (6 / 7), 12);
    expect(r.a.y).toBeCloseTo(-0.8 * (6 / 7), 12);
    expect(r.b.x).toBeCloseTo(3 + 0.6 * (8 / 7), 12);
    expect(r.b.y).toBeCloseTo(4 + 0.8 * (8 / 7), 12);
    expect(Math.hypot(r.b.x - r.a.x, r.b.y - r.a.y)).toBeCloseTo(7, 12);
  });

  it('coincident centres part along x; apart balls stay where they are', () => {
    // overlap 20; masses 1 and 3: a moves 20·3/4 = 15, b 20·1/4 = 5
    const r = pullApart(makeBall(50, 50, 0, 0, 10, 1), makeBall(50, 50, 0, 0, 10, 3), 'robust');
    expect([r.a.x, r.b.x, r.a.y, r.b.y]).toEqual([35, 55, 50, 50]);
    const apart = pullApart(makeBall(0, 0, 0, 0, 10, 1), makeBall(30, 0, 0, 0, 10, 1), 'radius');
    expect(apart).toMatchObject({ overlap: 0, movedA: 0, movedB: 0, a: { x: 0 }, b: { x: 30 } });
  });

  it('refuses a ball that is not a ball, naming it', () => {
    expect(() => pullApart({ ...a, mass: -1 }, b, 'radius')).toThrow(/ball a.*mass|mass.*ball a/);
  });
});

describe('allStopped (source 004’s restart)', () => {
  it('is true when every component is at most 0.05 px per frame, inclusive, as in the source', () => {
    expect(RESTART_BELOW).toBe(0.05);
    expect(allStopped([makeBall(0, 0, 0.05, 0, 1, 1), makeBall(0, 0, -0.04, 0.01, 1, 1)])).toBe(true);
    expect(allStopped([makeBall(0, 0, 0.05, 0, 1, 1), makeBall(0, 0, -0.051, 0, 1, 1)])).toBe(false);
    expect(allStopped([makeBall(0, 0, 0, 0.2, 1, 1)], 0.25)).toBe(true);
  });

  it('refuses a threshold that is not a number of at least 0', () => {
    expect(() => allStopped([], -1)).toThrow(PhysicsInputError);
    expect(() => allStopped([], Number.NaN)).toThrow(/restartBelow must be a number of at least 0/);
  });

  it('the bounce −0.6 demo reaches it at frame 15,870 from its start', () => {
    const world = createWorld(scenario('bounce-1d'));
    let frame = 0;
    while (!allStopped(world.balls()) && frame < 20_000) {
      world.step();
      frame += 1;
    }
    expect(frame).toBe(15_870);
  });
});
