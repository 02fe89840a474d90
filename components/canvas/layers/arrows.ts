// Velocity arrows in each ball's colour, and dashed momentum arrows in the accent colour.
import { ballColour } from '../palette';
import type { Layer } from '../scene';
import { arrow } from '../shapes';

/** A velocity arrow shows where the ball will be this many frames from now. */
export const VELOCITY_FRAMES = 10;

export const drawVelocityArrows: Layer = (ctx, scene) => {
  const { palette, lineWidth } = scene;
  scene.forEachBall((x, y, vx, vy, _radius, _mass, i) => {
    arrow(ctx, x, y, vx * VELOCITY_FRAMES, vy * VELOCITY_FRAMES, ballColour(palette, i), lineWidth * 1.5);
  });
};

/** Scaled so a ball of the figure's mean mass gets the same arrow as its velocity. */
export const drawMomentumArrows: Layer = (ctx, scene) => {
  let total = 0;
  scene.forEachBall((_x, _y, _vx, _vy, _radius, mass) => {
    total += mass;
  });
  const referenceMass = total / Math.max(1, scene.count);
  scene.forEachBall((x, y, vx, vy, _radius, mass) => {
    const k = (mass / referenceMass) * VELOCITY_FRAMES;
    arrow(ctx, x, y, vx * k, vy * k, scene.palette.accent, scene.lineWidth * 2.5, [6, 4]);
  });
};
