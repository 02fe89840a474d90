// Each ball's name and mass, written on it.
import type { Layer } from '../scene';
import { label } from '../shapes';

/** Past this many balls the labels would cover the table, so they are left out. */
const MOST_LABELLED = 30;

export const drawLabels: Layer = (ctx, scene) => {
  if (scene.count > MOST_LABELLED) return;
  const { palette } = scene;
  scene.forEachBall((x, y, _vx, _vy, radius, mass, i) => {
    const size = Math.max(11, Math.min(18, radius * 0.45));
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    label(ctx, `ball${i}`, x, y - size * 0.15, palette.foreground);
    ctx.font = `${size * 0.85}px system-ui, sans-serif`;
    label(ctx, `m=${Number(mass.toPrecision(3))}`, x, y + size * 0.95, palette.soft);
  });
};
