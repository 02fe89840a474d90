// Exact contact's budget of work per frame (issue 21): a ball a million px a frame fast made each
// frame take a second. A frame that runs out of budget ends at its last contact and says so
// (cutShort); what it resolved is still right; frames that stay within it are as they were.
import { describe, expect, it } from 'vitest';
import { type Ball, createWorld, DEFAULT_MAX_EVENTS_PER_FRAME, scenario, type WorldOptions } from '@/physics';
import { MAX_CHECKS_PER_FRAME } from '@/physics/fast/exact/step';

/** The link: /playground/?v=1&exact=1&ball0=,,1000000,-1000000 (optionally a crowd). */
function huge(name: 'eight-balls' | 'two-hundred', count?: number): WorldOptions {
  const base = scenario(name, undefined, count === undefined ? {} : { count });
  const balls = base.balls.map((b, i) => (i === 0 ? { ...b, vx: 1e6, vy: -1e6 } : b));
  return { ...base, balls, contact: 'exact' };
}

const finite = (balls: Ball[]) => balls.every((b) => [b.x, b.y, b.vx, b.vy].every(Number.isFinite));

/** Pairs whose centres are closer than their radii by more than a hair (tried pair by pair). */
function overlaps(balls: Ball[]): number {
  let found = 0;
  balls.forEach((a, i) => {
    for (const b of balls.slice(i + 1)) {
      if (a.radius + b.radius - Math.hypot(b.x - a.x, b.y - a.y) > 1e-6 * (a.radius + b.radius)) found += 1;
    }
  });
  return found;
}

describe('exact contact: the budget of work per frame', () => {
  it('cuts the issue’s frames short and says so; no NaN, no overlap, every resolved contact keeps momentum', () => {
    const w = createWorld(huge('eight-balls'));
    for (let f = 0; f < 10; f++) {
      const report = w.step();
      expect(report.cutShort).toBe(true);
      expect(report.events).toBeLessThanOrEqual(DEFAULT_MAX_EVENTS_PER_FRAME);
      const balls = w.balls();
      expect(finite(balls)).toBe(true);
      expect(overlaps(balls)).toBe(0);
      expect(report.collisions.length).toBeGreaterThan(0);
      for (const event of report.collisions) {
        const scale = Math.hypot(event.before.momentum.x, event.before.momentum.y) + 1;
        expect(Math.abs(event.after.momentum.x - event.before.momentum.x)).toBeLessThan(1e-9 * scale);
        expect(Math.abs(event.after.momentum.y - event.before.momentum.y)).toBeLessThan(1e-9 * scale);
        expect(Math.abs(event.after.kineticEnergy - event.before.kineticEnergy)).toBeLessThan(
          1e-9 * (event.before.kineticEnergy + 1),
        );
      }
    }
  }, 60_000);

  it('a crowd with one such ball runs out of balls to look at, not contacts, and still moves on', () => {
    const w = createWorld(huge('two-hundred', 2000));
    const start = w.balls();
    const report = w.step();
    expect(report.cutShort).toBe(true);
    expect(report.events).toBeLessThan(DEFAULT_MAX_EVENTS_PER_FRAME); // the other half of the budget
    expect(report.events).toBeGreaterThan(0);
    expect(MAX_CHECKS_PER_FRAME).toBeGreaterThan(0);
    const moved = w.balls().filter((b, i) => b.x !== start[i]?.x || b.y !== start[i]?.y);
    expect(moved.length).toBeGreaterThan(1000); // not frozen at the start of the frame
    expect(finite(w.balls())).toBe(true);
  }, 60_000);

  it('a frame cut short is the same frame again after a step back', () => {
    const w = createWorld(huge('eight-balls'));
    w.step();
    const before = w.balls();
    const first = w.step();
    const after = w.balls();
    w.stepBack();
    expect(w.balls()).toEqual(before);
    const again = w.step();
    expect(w.balls()).toEqual(after);
    expect([again.events, again.cutShort]).toEqual([first.events, first.cutShort]);
  }, 60_000);

  it('frames at the site’s speeds never reach it: no flag, however crowded', () => {
    for (const options of [
      { ...scenario('two-hundred'), contact: 'exact' as const },
      { ...scenario('two-hundred', undefined, { count: 5000 }), contact: 'exact' as const },
      { ...scenario('eight-balls'), contact: 'exact' as const },
    ]) {
      const w = createWorld(options);
      for (let f = 0; f < 40; f++) expect(w.step().cutShort).toBeUndefined();
    }
  }, 60_000);
});
