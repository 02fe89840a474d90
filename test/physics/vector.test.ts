// rotate() as Billiard4 writes it, checked on a 3-4-5 triangle and the chapter's 30° example.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotate } from '@/physics';
import { close } from './support/arbitraries';

describe('rotate', () => {
  it('turns the line of a 3-4-5 triangle onto the x axis and back', () => {
    // angle = atan2(4, 3): sin = 4/5 = 0.8, cos = 3/5 = 0.6
    // into the frame: x = 3·0.6 + 4·0.8 = 5, y = 4·0.6 - 3·0.8 = 0
    const there = rotate(3, 4, 0.8, 0.6, true);
    expect(there.x).toBeCloseTo(5, 14);
    expect(there.y).toBeCloseTo(0, 14);
    // back: x = 5·0.6 - 0·0.8 = 3, y = 0·0.6 + 5·0.8 = 4
    const back = rotate(5, 0, 0.8, 0.6, false);
    expect(back.x).toBeCloseTo(3, 14);
    expect(back.y).toBeCloseTo(4, 14);
  });

  it('reverse = true turns by -angle: at 30°, (1, 0) goes to (cos 30°, -sin 30°)', () => {
    const angle = Math.PI / 6;
    const turned = rotate(1, 0, Math.sin(angle), Math.cos(angle), true);
    expect(turned.x).toBeCloseTo(Math.sqrt(3) / 2, 15);
    expect(turned.y).toBeCloseTo(-0.5, 15);
  });

  it('there and back again returns the vector, and keeps its length', () => {
    const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(finite, finite, fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), (x, y, angle) => {
        const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
        const there = rotate(x, y, sin, cos, true);
        const back = rotate(there.x, there.y, sin, cos, false);
        const size = Math.hypot(x, y);
        return (
          close(back.x, x, 1e-14, size) &&
          close(back.y, y, 1e-14, size) &&
          close(Math.hypot(there.x, there.y), size, 1e-14, size)
        );
      }),
    );
  });
});
