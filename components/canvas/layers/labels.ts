// Each ball's name and mass, written on it.
import type { Layer } from '../scene';
import { label } from '../shapes';

/** Past this many balls the labels would cover the table, so they are left out. */
const MOST_LABELLED = 30;

export const drawLabels: Layer = (ctx, scene) => {
  if (scene.count > MOST_LABELLED) return;
  const { palette } = scene;
  const least = leastSize(ctx);
  scene.forEachBall((x, y, _vx, _vy, radius, mass, i) => {
    const size = Math.max(least, Math.min(18, radius * 0.45));
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    label(ctx, `ball${i}`, x, y - size * 0.15, palette.foreground);
    ctx.font = `${size * 0.85}px system-ui, sans-serif`;
    label(ctx, `m=${Number(mass.toPrecision(3))}`, x, y + size * 0.95, palette.soft);
  });
};

/** The smallest label, in the drawing's units, that still shows at 13 CSS px on a scaled-down canvas. */
function leastSize(ctx: CanvasRenderingContext2D): number {
  const cssPerUnit = (ctx.getTransform()?.a ?? 0) / (globalThis.devicePixelRatio || 1);
  return cssPerUnit > 0 ? Math.max(11, 13 / cssPerUnit) : 11;
}
