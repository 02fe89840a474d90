// The harness the sources' mistakes run in: the chapter's collision with nothing swapped is the site's,
// each collision is reported with the pair's totals, and the evidence is measured without refusing NaN.
import { describe, expect, it } from 'vitest';
import { type Ball, scenario } from '@/physics';
import { chapterFrame, collideWith, measure } from '@/physics/sources/mistakes';
import { ball } from './support/balls';
import { runBoth } from './support/runBoth';

describe('the frame the mistakes run in', () => {
  it('with no piece broken, it reproduces the site’s world frame for frame', () => {
    const start = scenario('eight-balls');
    const { brokenFrames, fixedFrames } = runBoth(start, collideWith({}), 200);
    brokenFrames.forEach((balls, f) => {
      balls.forEach((b, i) => {
        const w = (fixedFrames[f] as Ball[])[i] as Ball;
        expect(b.x, `frame ${f + 1}, ball ${i}`).toBeCloseTo(w.x, 9);
        expect(b.vy, `frame ${f + 1}, ball ${i}`).toBeCloseTo(w.vy, 9);
      });
    });
  });

  it('reports each collision with the pair’s totals before and after', () => {
    const a = ball(100, 100, 3, 0, 20, 2);
    const b = ball(139, 100, -3, 0, 20, 1);
    const { collisions } = chapterFrame([a, b], { width: 500, height: 500, checkCollision: collideWith({}) });
    expect(collisions).toHaveLength(1);
    const [c] = collisions;
    expect(c?.before.momentum.x).toBeCloseTo(3, 12);
    expect(c?.after.momentum.x).toBeCloseTo(3, 12);
    expect(c?.after.kineticEnergy).toBeCloseTo(13.5, 12);
  });

  it('measure counts NaN instead of refusing it', () => {
    const m = measure([ball(Number.NaN, 0, 0, 0, 5, 1), ball(10, 10, 0, 0, 5, 1)], 100, 100);
    expect(m.notANumber).toBe(1);
    expect(m.momentum.x).toBe(0);
    expect(m.centreOfMass.x).toBeNaN();
  });
});
