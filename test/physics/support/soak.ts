// The long run behind the soak tests (one file per separation, so they can run in parallel): 'two-hundred'
// for SOAK_FRAMES frames (20,000 by default, ~10 s per separation: a frame checks 19,900 pairs).
import { expect, it } from 'vitest';
import { createWorld, type Separation, scenario } from '@/physics';
import { energy } from './balls';

/** SOAK_FRAMES=20000 in the environment runs the long soak. */
export const SOAK_FRAMES = Number(process.env.SOAK_FRAMES ?? 20000);

export function soak(separation: Separation): void {
  it(`two-hundred, ${separation}, ${SOAK_FRAMES} frames: finite, inside the walls, kinetic energy kept`, () => {
    const w = createWorld({ ...scenario('two-hundred'), separation });
    const start = energy(w.balls());
    const problems: string[] = [];
    for (let frame = 1; frame <= SOAK_FRAMES && problems.length === 0; frame++) {
      w.step();
      const balls = w.balls();
      balls.forEach((b, i) => {
        if (![b.x, b.y, b.vx, b.vy].every(Number.isFinite))
          problems.push(`frame ${frame}, ball ${i}: not finite`);
        if (b.x < 0 || b.x > w.width || b.y < 0 || b.y > w.height) {
          problems.push(`frame ${frame}, ball ${i}: centre (${b.x}, ${b.y}) outside the walls`);
        }
      });
      // walls with bounce -1 and elastic collisions: no frame changes the total
      if (Math.abs(energy(balls) - start) > 1e-9 * start)
        problems.push(`frame ${frame}: energy ${energy(balls)} ≠ ${start}`);
    }
    expect(problems).toEqual([]);
    expect(w.frame).toBe(SOAK_FRAMES);
  }, 300_000);
}
