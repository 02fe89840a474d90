// Each ball's name and mass, written on it: never smaller than the view allows (16 CSS px on a
// projector), and moved back from the way the ball moves, so its velocity arrow (drawn over the
// labels) starts clear of the text.
import { canvasFont } from '../font';
import { minTextSize } from '../readable';
import type { Layer } from '../scene';
import { label } from '../shapes';

/** Past this many balls the labels would cover the table, so they are left out. */
const MOST_LABELLED = 30;

export const drawLabels: Layer = (ctx, scene) => {
  if (scene.count > MOST_LABELLED) return;
  const { palette } = scene;
  const smallest = Math.max(minTextSize(scene.view), leastSize(ctx));
  scene.forEachBall((x, y, vx, vy, radius, mass, i) => {
    const size = Math.max(smallest, Math.min(18, Math.max(11, radius * 0.45)));
    const [cx, cy] = awayFrom(vx, vy, Math.min(radius * 0.5, size * 1.6));
    ctx.font = canvasFont(size, true);
    label(ctx, `ball${i}`, x + cx, y + cy - size * 0.15, palette.foreground);
    ctx.font = canvasFont(Math.max(smallest, size * 0.85));
    label(ctx, `m=${Number(mass.toPrecision(3))}`, x + cx, y + cy + size * 0.95, palette.soft);
  });
};

/** An offset of `distance` against the direction (vx, vy); none for a ball at rest. */
function awayFrom(vx: number, vy: number, distance: number): [number, number] {
  const speed = Math.hypot(vx, vy);
  if (speed === 0) return [0, 0];
  return [(-vx / speed) * distance, (-vy / speed) * distance];
}

/** The smallest label, in the drawing's units, that still shows at 13 CSS px on a scaled-down canvas. */
function leastSize(ctx: CanvasRenderingContext2D): number {
  const cssPerUnit = (ctx.getTransform()?.a ?? 0) / (globalThis.devicePixelRatio || 1);
  return cssPerUnit > 0 ? Math.max(11, 13 / cssPerUnit) : 11;
}
