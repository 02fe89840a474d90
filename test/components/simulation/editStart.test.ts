// An edit restarts the run from the frame on screen; with the walls off, a ball may have left the
// stage by then, and a start cannot hold it: the edit is refused, naming that ball.
import { describe, expect, it } from 'vitest';
import { editStart } from '@/components/simulation/useStartEdits';
import { createWorld } from '@/physics';

describe('editStart with the walls off', () => {
  const options = {
    width: 200,
    height: 100,
    balls: [
      { x: 50, y: 50, vx: 0, vy: 0, radius: 10, mass: 1 },
      { x: 150, y: 50, vx: 30, vy: 0, radius: 10, mass: 1 },
    ],
    walls: false,
  };

  it('refuses an edit once a ball has left, and accepts it before', () => {
    const world = createWorld(options);
    expect('start' in editStart(world, { index: 0, ball: { ...world.ball(0), mass: 2 } })).toBe(true);
    world.step(); // ball1 at x = 180: wholly on the stage still (180 + 10 ≤ 200)
    world.step(); // x = 210: gone
    const result = editStart(world, { index: 0, ball: { ...world.ball(0), mass: 2 } });
    expect(result).toEqual({ problem: { code: 'outside', ball: 1, axis: 'x', min: 10, max: 190, got: 210 } });
  });
});
