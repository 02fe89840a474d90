// A collision's pair read from its trace, and the Δp arrows drawn from it: equal and opposite, the
// pair's momentum the world reported, fading out over IMPULSE_FRAMES (or one frame, reduced).
import { describe, expect, it } from 'vitest';
import { ballsOf } from '@/components/canvas/ballSource';
import { collisionAngleDegrees, collisionPair, momentumChange } from '@/components/canvas/collisionPair';
import { drawMomentumChanges, IMPULSE_FRAMES } from '@/components/canvas/layers/impulse';
import type { Palette } from '@/components/canvas/palette';
import { SCREEN } from '@/components/canvas/readable';
import { type CollisionEvent, createWorld } from '@/physics';

/** A glancing collision of unequal masses: ball1 sits below-right of ball0's path. */
function glancing(): { event: CollisionEvent; world: ReturnType<typeof createWorld> } {
  const world = createWorld({
    width: 400,
    height: 300,
    balls: [
      { x: 100, y: 100, vx: 3, vy: 0, radius: 20, mass: 2 },
      { x: 160, y: 120, vx: 0, vy: 0, radius: 20, mass: 5 },
    ],
  });
  for (let f = 0; f < 40; f++) {
    const [event] = world.step().collisions;
    if (event) return { event, world };
  }
  throw new Error('no collision');
}

describe('collisionPair', () => {
  it('reads each ball before and after; the pair sums to the momentum the world reported', () => {
    const { event } = glancing();
    const [a, b] = collisionPair(event);
    expect(a.before.x).toBeCloseTo(3, 12);
    expect(a.before.y).toBeCloseTo(0, 12);
    expect(b.before.x).toBeCloseTo(0, 12);
    const before = {
      x: a.mass * a.before.x + b.mass * b.before.x,
      y: a.mass * a.before.y + b.mass * b.before.y,
    };
    expect(before.x).toBeCloseTo(event.before.momentum.x, 12);
    expect(before.y).toBeCloseTo(event.before.momentum.y, 12);
    expect(a.mass * a.after.x + b.mass * b.after.x).toBeCloseTo(event.after.momentum.x, 12);
  });

  it('gives equal and opposite changes in momentum, along the line of centres', () => {
    const { event } = glancing();
    const [a, b] = collisionPair(event);
    const dpA = momentumChange(a);
    const dpB = momentumChange(b);
    expect(dpA.x).toBeCloseTo(-dpB.x, 12);
    expect(dpA.y).toBeCloseTo(-dpB.y, 12);
    expect(Math.hypot(dpA.x, dpA.y)).toBeGreaterThan(0.1);
    const degrees = collisionAngleDegrees(event);
    expect(Math.atan2(dpB.y, dpB.x) * (180 / Math.PI)).toBeCloseTo(degrees, 9);
    expect(degrees).toBeGreaterThan(0); // ball1 is below (y down) and to the right
    expect(degrees).toBeLessThan(90);
  });
});

describe('drawMomentumChanges', () => {
  const palette: Palette = {
    background: 'bg',
    foreground: 'fg',
    soft: 's',
    accent: 'a',
    stuck: 'red',
    balls: ['c'],
  };
  function heads(age: number, impulseFrames?: number): number {
    const { event, world } = glancing();
    let fills = 0;
    const ctx = new Proxy({} as Record<string, unknown>, {
      get: (target, name: string) =>
        name in target ? target[name] : () => (name === 'fill' ? fills++ : undefined),
      set: (target, name: string, value) => {
        target[name] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
    drawMomentumChanges(ctx, {
      ...ballsOf(world.balls()),
      palette,
      lineWidth: 1,
      view: SCREEN,
      recentCollisions: [{ event, age }],
      impulseFrames,
    });
    return fills;
  }

  it('draws one arrow head on each ball of the pair while the collision is recent', () => {
    expect(heads(0)).toBe(2);
    expect(heads(IMPULSE_FRAMES - 1)).toBe(2);
    expect(heads(IMPULSE_FRAMES)).toBe(0);
  });

  it('with reduced motion, shows them on the collision frame only', () => {
    expect(heads(0, 1)).toBe(2);
    expect(heads(1, 1)).toBe(0);
  });
});
