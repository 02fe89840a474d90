// The backing store of a canvas: CSS size × device pixel ratio, unless that passes the pixel budget
// a crowd's canvas is given; then as many pixels as the budget allows, in the canvas's aspect.
import { describe, expect, it } from 'vitest';
import { backingSize } from '@/components/canvas/useCanvasSurface';

describe('backingSize', () => {
  it('is CSS size × device pixel ratio without a budget, or within it', () => {
    expect(backingSize(550, 550 / 400, 2, Number.POSITIVE_INFINITY)).toEqual([1100, 800]);
    expect(backingSize(324, 1, 3, 1_000_000)).toEqual([972, 972]);
  });

  it('keeps to the budget and the aspect where the screen has more pixels', () => {
    // the playground's 2,000 balls at 1280 px: 1155 CSS px square, 1.33 megapixels at ratio 1
    const [width, height] = backingSize(1155, 1, 1, 600_000);
    expect(width).toBe(775);
    expect(height).toBe(775);
    const [wide, tall] = backingSize(700, 1581 / 900, 2, 600_000);
    expect(wide * tall).toBeLessThanOrEqual(600_000 * 1.005);
    expect(wide * tall).toBeGreaterThan(600_000 * 0.99);
    expect(wide / tall).toBeCloseTo(1581 / 900, 2);
  });
});
