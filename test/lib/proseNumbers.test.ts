// Numbers the lessons state about a run are the run's: each claim (test/lib/support/proseClaims.ts)
// is found in the text of both languages and compared with the simulation it describes, run here.
// When a figure's physics or start changes, or the prose is edited, this fails until they agree.
// test/e2e/prose-numbers-*.spec.ts checks the same sentences on the page against the figures'
// readouts in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameOrderCrowdClock } from '@/components/figures/FrameOrderCrowdClock';
import type { Locale } from '@/lib/i18n';
import {
  allStopped,
  type Ball,
  createWorld,
  DEFAULT_SEED,
  mulberry32,
  predictedFrame,
  scenario,
} from '@/physics';
import { measure } from '@/physics/sources/mistakeHarness';
import { placeBalls003 } from '@/physics/sources/mistakes';
import { CLAIMS, type ClaimName, numbersIn, readerText, type Stated } from './support/proseClaims';

const lesson = (locale: Locale, file: string) =>
  readerText(readFileSync(path.join(process.cwd(), 'content/lessons', locale, `${file}.mdx`), 'utf8'));

/** The numbers of one claim, which both languages must state alike; fails when a sentence is gone. */
function claim<N extends ClaimName>(name: N): Stated<N> {
  const { lesson: file } = CLAIMS[name];
  const [en, zh] = (['en', 'zh-CN'] as const).map((locale) => {
    const found = numbersIn(lesson(locale, file), name, locale);
    expect(found, `${locale}/${file}: no sentence matches ${CLAIMS[name][locale]}`).not.toBeNull();
    return found as Stated<N>;
  });
  expect(zh, `${file}: the twins state different numbers (${name})`).toEqual(en);
  return en as Stated<N>;
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));
const speed = (b: Ball) => Math.hypot(b.vx, b.vy);

describe('lesson 6, many balls', () => {
  it('MultiBilliard’s row, moved onto a larger stage: every ball inside, the last at (750, 400)', () => {
    const stated = claim('eightBallsStage');
    const start = scenario('eight-balls');
    expect([start.width, start.height]).toEqual([stated.width, stated.height]);
    for (const usual of [scenario('one-axis'), scenario('bounce-1d')])
      expect([usual.width, usual.height]).toEqual([stated.usualWidth, stated.usualHeight]);
    start.balls.forEach((b, i) => {
      expect([b.x, b.y]).toEqual([stated.shift + 100 * i, stated.shift + 50 * i]); // (100 i, 50 i), moved
      expect(b.x - b.radius >= 0 && b.x + b.radius <= start.width).toBe(true);
      expect(b.y - b.radius >= 0 && b.y + b.radius <= start.height).toBe(true);
    });
    expect(lesson('en', '06-many-balls')).toContain('down to the last one at $(750, 400)$');
    const last = start.balls.at(-1) as Ball;
    expect([last.x, last.y]).toEqual([750, 400]);
  });

  it('CH5EX7’s own placement, as printed (lesson 9’s demo): pairs on top of each other and balls outside', () => {
    const stated = claim('ch5ex7Start');
    const start = scenario('two-hundred');
    const printed = measure(
      placeBalls003(200, start.width, start.height, mulberry32(DEFAULT_SEED)),
      500,
      500,
    );
    expect({ pairs: printed.overlappingPairs, outside: printed.outside }).toEqual(stated);
    const site = measure(start.balls, start.width, start.height); // what the figures start from
    expect([site.overlappingPairs, site.outside]).toEqual([0, 0]);
  });

  it('CH5EX7 in the chapter’s frame: the stuck pairs from frame 60 to 600, and the speeds', () => {
    const stuckClaim = claim('twoHundredStuck');
    const { speed: perBall, closing } = claim('twoHundredSpeed');
    claim('twoHundredSpread');

    const start = scenario('two-hundred');
    for (const b of start.balls) expect(speed(b)).toBeCloseTo(perBall, 9);
    expect(closing).toBe(2 * perBall); // head-on at the start speed

    const world = createWorld(start);
    const stuck: number[] = [];
    for (let f = 1; f <= stuckClaim.to; f++) {
      world.step();
      if (f >= stuckClaim.from) stuck.push(world.metrics().stuckPairs);
    }
    expect({ least: Math.min(...stuck), most: Math.max(...stuck) }).toEqual({
      least: stuckClaim.least,
      most: stuckClaim.most,
    });
    // some balls faster than they started and most slower
    const speeds = world.balls().map(speed);
    expect(speeds.some((s) => s > perBall + 1e-9)).toBe(true);
    expect(speeds.filter((s) => s < perBall - 1e-9).length).toBeGreaterThan(speeds.length / 2);
  }, 120_000);

  it('CH5EX7’s own frame against the chapter’s on the 200 balls: the counters at the end', () => {
    const { end, ...stated } = claim('crowdCounters');
    const clock = frameOrderCrowdClock();
    expect(clock.limit).toBe(end); // the figure stops there
    const counts = (side: 0 | 1) => Array.from({ length: clock.limit + 1 }, (_, f) => clock.stuck(side, f));
    const [chapter, ch5ex7] = [counts(0), counts(1)];
    expect({
      chapterMost: Math.max(...chapter),
      ch5ex7Most: Math.max(...ch5ex7),
      chapterEnd: chapter.at(-1),
      ch5ex7End: ch5ex7.at(-1),
    }).toEqual(stated);
  }, 120_000);

  it('the glancing pair is found touching in the same frame by both frames', () => {
    const { frame } = claim('glancingFound');
    const start = scenario('glancing-pair');
    const world = createWorld({ ...start, method: 'angle' });
    let chapterFirst = 0;
    for (let f = 1; f <= 100 && !chapterFirst; f++) if (world.step().collisions.length) chapterFirst = f;
    let balls = start.balls;
    let predictedFirst = 0;
    for (let f = 1; f <= 100 && !predictedFirst; f++) {
      const next = predictedFrame(balls, start.width, start.height);
      balls = next.balls;
      if (next.collisions.length) predictedFirst = f;
    }
    expect([chapterFirst, predictedFirst]).toEqual([frame, frame]);
  });

  it('source 004’s soft walls: the frame at which both balls are down to the restart speed', () => {
    const { frame } = claim('restart');
    const world = createWorld(scenario('bounce-1d'));
    let f = 0;
    while (!allStopped(world.balls(), 0.05) && f < 100_000) {
      world.step();
      f += 1;
    }
    expect(f).toBe(frame);
  }, 60_000);
});

describe('lesson 7, sticking', () => {
  it('the locked pair of the three-ball story drifts left at 10.5 px per frame until the wall splits it', () => {
    const { drift, split } = claim('storyDrift');
    const world = createWorld(scenario('sticking-story')); // the naive push, the figure's default
    const moves: number[] = [];
    let splitAt = 0;
    let wasStuck = false;
    for (let f = 1; f <= 40 && !splitAt; f++) {
      const before = world.balls().slice(0, 2);
      world.step();
      const pair = world.balls().slice(0, 2);
      const stuck = world.metrics().stuckPairs > 0;
      // a frame of the locked pair away from the wall: both balls move by the drift
      if (stuck && pair.every((b) => b.x > b.radius))
        moves.push(...pair.map((b, i) => b.x - (before[i] as Ball).x));
      if (wasStuck && !stuck) splitAt = f;
      wasStuck ||= stuck;
    }
    expect(moves.length).toBeGreaterThan(10);
    for (const move of moves) expect(round(move, 6)).toBe(-drift);
    expect(splitAt).toBe(split);
  });

  it('the three-ball story: one stuck pair at frame 10, 9.9 px deep from the first frame on', () => {
    const { depth } = claim('storyDepth');
    const stuck = claim('storyStuck');
    expect(stuck.depth).toBe(depth);
    expect(stuck.frames).toBe(stuck.frame);
    const world = createWorld(scenario('sticking-story'));
    for (let f = 1; f <= stuck.frame; f++) {
      world.step();
      const [a, b] = world.balls() as [Ball, Ball];
      expect(round(a.radius + b.radius - Math.abs(b.x - a.x), 6), `frame ${f}`).toBe(depth);
    }
    expect(world.metrics().stuckPairs).toBe(1); // the exercise's answer: one pair
  });

  it('the glancing pair: centres 59.93 px apart at their closest, found in frame 13 already moving apart', () => {
    const { closest, found } = claim('glancingPass');
    const start = scenario('glancing-pair');
    const [a, b] = start.balls as [Ball, Ball];
    expect(a.radius + b.radius).toBe(60);
    // closest approach of the two straight paths: |d + w t| is least at t = -(d·w)/(w·w)
    const d = { x: b.x - a.x, y: b.y - a.y };
    const w = { x: b.vx - a.vx, y: b.vy - a.vy };
    const t = -(d.x * w.x + d.y * w.y) / (w.x * w.x + w.y * w.y);
    expect(round(Math.hypot(d.x + w.x * t, d.y + w.y * t), 2)).toBe(closest);
    expect(60 - closest).toBeLessThan(0.1);
    const world = createWorld(start); // the figure's naive push
    for (let f = 1; f < found; f++) expect(world.step().collisions, `frame ${f}`).toEqual([]);
    const [p, q] = world.balls() as [Ball, Ball];
    // where the check sees them in that frame, after the move: touching, and moving apart
    const gap = { x: q.x + q.vx - p.x - p.vx, y: q.y + q.vy - p.y - p.vy };
    expect(Math.hypot(gap.x, gap.y)).toBeLessThan(60);
    expect(gap.x * (q.vx - p.vx) + gap.y * (q.vy - p.vy)).toBeGreaterThan(0);
    expect(world.step().collisions.length).toBe(1);
  });

  it('MultiBilliard2’s twenty balls: overlaps and stuck pairs, naive push against the absV fix', () => {
    const overlap = claim('twentyOverlap');
    const naiveClaim = claim('twentyNaive');
    const absvClaim = claim('twentyAbsV');
    const naive = createWorld({ ...scenario('twenty-large'), separation: 'naive' });
    const absv = createWorld({ ...scenario('twenty-large'), separation: 'overlap' });
    expect([naive.metrics().overlappingPairs, absv.metrics().overlappingPairs]).toEqual([
      overlap.atStart,
      overlap.atStart,
    ]);
    const stuckNaive: number[] = [0];
    const stuckAbsV: number[] = [0];
    let firstStuck = new Set<string>();
    const pairs = () => naive.stuckPairList().map(([i, j]) => `${i}-${j}`);
    for (let f = 1; f <= naiveClaim.late; f++) {
      naive.step();
      absv.step();
      if (f === 1) {
        expect({
          absvAt1: absv.metrics().overlappingPairs,
          naiveAt1: naive.metrics().overlappingPairs,
        }).toEqual({ absvAt1: overlap.absvAt1, naiveAt1: overlap.naiveAt1 });
      }
      if (f === 10) firstStuck = new Set(pairs());
      stuckNaive.push(naive.metrics().stuckPairs);
      stuckAbsV.push(absv.metrics().stuckPairs);
    }
    expect(stuckNaive[10]).toBe(naiveClaim.at10);
    expect(naiveClaim.first).toBe(naiveClaim.at10);
    expect(Math.min(...stuckNaive.slice(10))).toBe(naiveClaim.least);
    expect(stuckNaive[naiveClaim.late]).toBe(naiveClaim.atLate);
    expect(pairs().filter((p) => firstStuck.has(p))).toEqual([]); // none of the first is still stuck
    expect(Math.max(...stuckAbsV)).toBe(absvClaim.most);
    expect(Math.max(...stuckAbsV.slice(0, absvClaim.second))).toBe(absvClaim.most); // in the first second
    expect(Math.max(...stuckAbsV.slice(absvClaim.second))).toBe(absvClaim.later);
  }, 60_000);
});
