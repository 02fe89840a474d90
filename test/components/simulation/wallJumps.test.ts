// The chart's wall marks: a frame is marked where the total momentum changed beyond rounding, and
// only there; a run in a box finds its wall bounces, a run without walls none.
import { describe, expect, it } from 'vitest';
import { wallJumps } from '@/components/simulation/wallJumps';
import { createWorld } from '@/physics';
import { totalsOf } from '@/run';

const row = (frame: number, momentumX: number, momentumY = 0, kineticEnergy = 8) => ({
  frame,
  momentumX,
  momentumY,
  kineticEnergy,
});

describe('wallJumps', () => {
  it('by hand: a jump of 4 marks its frame, rounding does not', () => {
    // mass 2, energy 8: balls carry at most √32 ≈ 5.66 of momentum, rounding is below 5.7e-6
    const totals = [row(10, 4), row(11, 4 + 1e-9), row(12, 0), row(13, 0, 1e-7), row(14, -4)];
    expect(wallJumps(totals, 2)).toEqual([12, 14]);
  });

  it('skips a gap in the frames (a step back keeps no row between)', () => {
    expect(wallJumps([row(1, 4), row(5, -4)], 2)).toEqual([]);
  });

  it('a run in a box: the jumps are the frames where a ball met a wall', () => {
    const balls = [
      { x: 40, y: 50, vx: 3, vy: 0, radius: 10, mass: 1 },
      { x: 100, y: 50, vx: -1, vy: 0, radius: 10, mass: 2 },
    ];
    const boxed = createWorld({ width: 200, height: 100, balls });
    const free = createWorld({ width: 200, height: 100, balls, walls: false });
    const run = (world: typeof boxed) => [
      totalsOf(world),
      ...Array.from({ length: 120 }, () => {
        world.step();
        return totalsOf(world);
      }),
    ];
    const jumps = wallJumps(run(boxed), 3);
    expect(jumps.length).toBeGreaterThan(0);
    expect(wallJumps(run(free), 3)).toEqual([]);
  });
});
