// Velocity arrows in each ball's colour, and dashed momentum arrows in the accent colour, drawn over
// the labels with a halo in the background colour, so they stay visible inside any ball.
import { ballColour } from '../palette';
import { arrowWidth, haloWidth } from '../readable';
import type { Layer, Scene } from '../scene';
import { arrow, type Halo } from '../shapes';

/** A velocity arrow shows where the ball will be this many frames from now. */
export const VELOCITY_FRAMES = 10;

const haloOf = (scene: Scene): Halo => ({ colour: scene.palette.background, width: haloWidth(scene.view) });

export const drawVelocityArrows: Layer = (ctx, scene) => {
  const { palette, lineWidth } = scene;
  const width = arrowWidth(scene.view, lineWidth * 1.5);
  const halo = haloOf(scene);
  scene.forEachBall((x, y, vx, vy, _radius, _mass, i) => {
    const [dx, dy] = [vx * VELOCITY_FRAMES, vy * VELOCITY_FRAMES];
    arrow(ctx, x, y, dx, dy, ballColour(palette, i), width, [], halo);
  });
};

/** Scaled so a ball of the figure's mean mass gets the same arrow as its velocity. */
export const drawMomentumArrows: Layer = (ctx, scene) => {
  let total = 0;
  scene.forEachBall((_x, _y, _vx, _vy, _radius, mass) => {
    total += mass;
  });
  const referenceMass = total / Math.max(1, scene.count);
  const width = arrowWidth(scene.view, scene.lineWidth * 2.5);
  const dash = [width * 2.4, width * 1.6];
  const halo = haloOf(scene);
  scene.forEachBall((x, y, vx, vy, _radius, mass) => {
    const k = (mass / referenceMass) * VELOCITY_FRAMES;
    arrow(ctx, x, y, vx * k, vy * k, scene.palette.accent, width, dash, halo);
  });
};
