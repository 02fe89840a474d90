// Numbers the lessons state about a run are the run's: each claim below is found in the prose of
// both languages (a pattern per language) and compared with the simulation it describes, run here.
// When a figure's physics or start changes, or the prose is edited, this fails until they agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FrameOrderCrowdClock } from '@/components/figures/FrameOrderCrowdClock';
import { allStopped, type Ball, createWorld, predictedFrame, scenario } from '@/physics';

type Locale = 'en' | 'zh-CN';

/** A lesson's text with every run of white space made one space (English prose wraps lines). */
function lesson(locale: Locale, file: string): string {
  const text = readFileSync(path.join(process.cwd(), 'content/lessons', locale, `${file}.mdx`), 'utf8');
  return text.replace(/\s+/g, ' ');
}

/** The numbers a claim states, in the order of its pattern's groups; fails when the claim is gone. */
function stated(locale: Locale, file: string, pattern: RegExp): number[] {
  const match = pattern.exec(lesson(locale, file));
  expect(match, `${locale}/${file}: no sentence matches ${pattern}`).not.toBeNull();
  return (match as RegExpExecArray).slice(1).map((g) => Number(g.replace(/,/g, '')));
}

/** One claim in both languages. */
function claim(file: string, patterns: Record<Locale, RegExp>): number[] {
  const en = stated('en', file, patterns.en);
  expect(stated('zh-CN', file, patterns['zh-CN']), `${file}: the twins state different numbers`).toEqual(en);
  return en;
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

describe('lesson 6, many balls', () => {
  it('CH5EX7 in the chapter’s frame: the stuck pairs from frame 60 to 600, and the fastest ball at 600', () => {
    const [low, high] = claim('06-many-balls', {
      en: /From the first second on \(frame 60\) to the tenth \(frame 600\), the default start shows between (\d+) and (\d+) stuck pairs/,
      'zh-CN':
        /从第一秒（第 60 帧）到第十秒（第 600 帧），默认的初始状态在任何时刻都有 (\d+) 到 (\d+) 对粘连的球/,
    });
    const [perBall, closing] = claim('06-many-balls', {
      en: /two balls that each move (\d+) px per frame at the start close on each other at up to (\d+) px per frame/,
      'zh-CN': /开始时每个球每帧移动 (\d+) 像素，两个球相互接近的速率可达 (\d+) 像素\/帧/,
    });
    const [fastest] = claim('06-many-balls', {
      en: /at frame 600 the fastest ball of the default start moves at ([\d.]+) px per frame/,
      'zh-CN': /到第 600 帧，默认初始状态中最快的球速率为 ([\d.]+) 像素\/帧/,
    });

    const start = scenario('two-hundred');
    const speed = (b: Ball) => Math.hypot(b.vx, b.vy);
    for (const b of start.balls) expect(speed(b)).toBeCloseTo(perBall as number, 9);
    expect(closing).toBe(2 * (perBall as number)); // head-on at the start speed

    const world = createWorld(start);
    const stuck: number[] = [];
    for (let f = 1; f <= 600; f++) {
      world.step();
      if (f >= 60) stuck.push(world.metrics().stuckPairs);
    }
    expect([Math.min(...stuck), Math.max(...stuck)]).toEqual([low, high]);
    expect(round(Math.max(...world.balls().map(speed)), 1)).toBe(fastest);
  }, 120_000);

  it('CH5EX7 as printed against the chapter’s frame on its 200 balls: the stuck pairs of each', () => {
    const [chapterMost, ch5ex7Most, chapterAt600, ch5ex7At600] = claim('06-many-balls', {
      en: /over the first 600 frames, the chapter's frame has up to (\d+) stuck pairs at once and CH5EX7's own frame at most (\d+); at frame 600 the counts are (\d+) and (\d+)/,
      'zh-CN':
        /前 600 帧里，本章的帧同时粘连的球对最多有 (\d+) 对，CH5EX7 自己的帧最多 (\d+) 对；到第 600 帧，两者分别是 (\d+) 对和 (\d+) 对/,
    });
    const clock = new FrameOrderCrowdClock();
    const counts = (side: 0 | 1) => Array.from({ length: 601 }, (_, f) => clock.stuck(side, f));
    const [chapter, ch5ex7] = [counts(0), counts(1)];
    expect([Math.max(...chapter), Math.max(...ch5ex7)]).toEqual([chapterMost, ch5ex7Most]);
    expect([chapter[600], ch5ex7[600]]).toEqual([chapterAt600, ch5ex7At600]);
  }, 120_000);

  it('the glancing pair is found touching in the same frame by both frames', () => {
    const [frame] = claim('06-many-balls', {
      en: /Both frames find the pair touching in frame (\d+)/,
      'zh-CN': /两种帧循环都在第 (\d+) 帧发现这对球接触/,
    });
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
    const [frame] = claim('06-many-balls', {
      en: /both fall to 0\.05 px per frame at frame ([\d,]+)/,
      'zh-CN': /两个球在第 (\d+) 帧都降到 0\.05 像素\/帧/,
    });
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
    const [drift, split] = claim('07-sticking', {
      en: /The locked pair drifts left at ([\d.]+) px per frame, swapping its two velocities as it goes, until the left wall splits it apart at frame (\d+)/,
      'zh-CN': /以 ([\d.]+) 像素\/帧的速度向左漂移，直到第 (\d+) 帧被左墙拆开/,
    });
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
    for (const move of moves) expect(round(move, 6)).toBe(-(drift as number));
    expect(splitAt).toBe(split);
  });

  it('the three-ball story: one stuck pair at frame 10, 9.9 px deep from the first frame on', () => {
    const [depth] = claim('07-sticking', {
      en: /the naive push sends `ball1` back 10 px, which puts it ([\d.]+) px inside `ball0`/,
      'zh-CN': /朴素分离把 `ball1` 往回推了 10 像素，使它陷进 `ball0` ([\d.]+) 像素/,
    });
    stated('en', '07-sticking', /so they stay 9\.9 px deep\. By frame 10 they have overlapped for 10 frames/);
    stated('zh-CN', '07-sticking', /所以始终陷入 9\.9 像素。到第 10 帧，它们已经连续重叠了 10 帧/);
    const world = createWorld(scenario('sticking-story'));
    for (let f = 1; f <= 10; f++) {
      world.step();
      const [a, b] = world.balls() as [Ball, Ball];
      expect(round(a.radius + b.radius - Math.abs(b.x - a.x), 6), `frame ${f}`).toBe(depth);
    }
    expect(world.metrics().stuckPairs).toBe(1); // the exercise's answer: one pair
  });

  it('the glancing pair: centres 59.93 px apart at their closest, found in frame 13 already moving apart', () => {
    const [closest, found] = claim('07-sticking', {
      en: /Their centres pass ([\d.]+) px apart, and their radii add up to 60: a graze of less than a tenth of a pixel\. At frame (\d+) the check finds them touching, already moving apart/,
      'zh-CN':
        /它们的球心最近时相距 ([\d.]+) 像素，而两个半径之和是 60：擦到的深度不到十分之一像素。在第 (\d+) 帧，检测发现它们接触，而此时它们已经在相互远离/,
    });
    const start = scenario('glancing-pair');
    const [a, b] = start.balls as [Ball, Ball];
    expect(a.radius + b.radius).toBe(60);
    // closest approach of the two straight paths: |d + w t| is least at t = -(d·w)/(w·w)
    const d = { x: b.x - a.x, y: b.y - a.y };
    const w = { x: b.vx - a.vx, y: b.vy - a.vy };
    const t = -(d.x * w.x + d.y * w.y) / (w.x * w.x + w.y * w.y);
    expect(round(Math.hypot(d.x + w.x * t, d.y + w.y * t), 2)).toBe(closest);
    expect(60 - (closest as number)).toBeLessThan(0.1);
    const world = createWorld(start); // the figure's naive push
    for (let f = 1; f < (found as number); f++) expect(world.step().collisions, `frame ${f}`).toEqual([]);
    const [p, q] = world.balls() as [Ball, Ball];
    // where the check sees them in that frame, after the move: touching, and moving apart
    const gap = { x: q.x + q.vx - p.x - p.vx, y: q.y + q.vy - p.y - p.vy };
    expect(Math.hypot(gap.x, gap.y)).toBeLessThan(60);
    expect(gap.x * (q.vx - p.vx) + gap.y * (q.vy - p.vy)).toBeGreaterThan(0);
    expect(world.step().collisions.length).toBe(1);
  });

  it('MultiBilliard2’s twenty balls: overlaps and stuck pairs, naive push against the absV fix', () => {
    const [overlapping, stuckAt10, stuckAt1200, absvMost, absvLater] = claim('07-sticking', {
      en: /With the default start, (\d+) pairs overlap at the end of the first frame\. On the naive side (\d+) pairs are stuck after ten frames, and they stay stuck: there are still (\d+) after twenty seconds \(frame 1,200\)\. On the absV side at most (\d+) pairs count as stuck at once, and from the end of the first second \(frame 60\) on never more than (\d+)/,
      'zh-CN':
        /在默认的初始状态下，第一帧结束时有 (\d+) 对球重叠。朴素分离这边，十帧之后有 (\d+) 对球粘连，而且一直粘着：二十秒后（第 1200 帧）仍有 (\d+) 对。absV 这边，同时算作粘连的最多只有 (\d+) 对；从第一秒结束（第 60 帧）起，最多只有 (\d+) 对/,
    });
    const naive = createWorld({ ...scenario('twenty-large'), separation: 'naive' });
    const absv = createWorld({ ...scenario('twenty-large'), separation: 'overlap' });
    const seen = { overlapAt1: 0, at10: 0, at1200: 0, absvMost: 0, absvLater: 0 };
    for (let f = 1; f <= 1200; f++) {
      naive.step();
      absv.step();
      const n = naive.metrics();
      const a = absv.metrics();
      if (f === 1) seen.overlapAt1 = n.overlappingPairs;
      if (f === 10) seen.at10 = n.stuckPairs;
      if (f === 1200) seen.at1200 = n.stuckPairs;
      seen.absvMost = Math.max(seen.absvMost, a.stuckPairs);
      if (f >= 60) seen.absvLater = Math.max(seen.absvLater, a.stuckPairs);
    }
    expect(Object.values(seen)).toEqual([overlapping, stuckAt10, stuckAt1200, absvMost, absvLater]);
  }, 60_000);
});
