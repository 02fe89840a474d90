// The momenta diagram's numbers: before a collision frame (its collisions undone from the trace)
// and after it, the total is the same; the balls outside the pair are drawn unchanged.
import { describe, expect, it } from 'vitest';
import { momentaOfCollision, sum } from '@/components/simulation/momenta';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { select } from '@/run';
import { box } from '@/test/components/support/fixtures';

const start = box(500, 300, [
  { x: 100, y: 100, vx: 3, vy: 0, radius: 20, mass: 2 },
  { x: 160, y: 115, vx: -1, vy: 0, radius: 20, mass: 1 },
  { x: 400, y: 250, vx: 0, vy: -0.5, radius: 10, mass: 4 }, // far away: in no collision
]);

function toFirstCollision() {
  const clock = new SimulationClock([start]);
  while (select.ledgerWhole(clock.player.snapshot()).length === 0) clock.step();
  return clock;
}

describe('momentaOfCollision', () => {
  it('draws every ball; the total before equals the total after', () => {
    const clock = toFirstCollision();
    const last = select.ledgerWhole(clock.player.snapshot()).at(-1);
    if (!last) throw new Error('no collision');
    const picture = momentaOfCollision(last, select.lastCollisionFrame(clock.player.snapshot()));
    expect(picture.wholeSystem).toBe(true);
    expect(picture.before.map((b) => b.index)).toEqual([0, 1, 2]);
    const [before, after] = [sum(picture.before), sum(picture.after)];
    expect(before.x).toBeCloseTo(2 * 3 - 1, 12);
    expect(before.y).toBeCloseTo(-2, 12);
    expect(after.x).toBeCloseTo(before.x, 12);
    expect(after.y).toBeCloseTo(before.y, 12);
    expect(picture.before[0]?.p.x).toBeCloseTo(6, 12);
    expect(picture.after[0]?.p.x).not.toBeCloseTo(6, 3);
    expect(picture.after[2]?.p).toEqual(picture.before[2]?.p);
  });

  it('draws only the pair once the collision frame is stepped back over', () => {
    const clock = toFirstCollision();
    const last = select.ledgerWhole(clock.player.snapshot()).at(-1);
    if (!last) throw new Error('no collision');
    clock.player.stepBack();
    expect(select.lastCollisionFrame(clock.player.snapshot())).toBeUndefined();
    const picture = momentaOfCollision(last, select.lastCollisionFrame(clock.player.snapshot()));
    expect(picture.wholeSystem).toBe(false);
    expect(picture.after.map((b) => b.index)).toEqual([0, 1]);
    expect(sum(picture.after).x).toBeCloseTo(sum(picture.before).x, 12);
  });
});
