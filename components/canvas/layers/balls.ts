// The balls: a translucent disc with a solid rim in the ball's colour, or in the warning colour
// when it belongs to a stuck pair.
import { ballColour } from '../palette';
import type { Layer } from '../scene';

const STUCK = -1;
const NONE: ReadonlySet<number> = new Set();

export const drawBalls: Layer = (ctx, scene) => {
  const { palette, lineWidth, count } = scene;
  const stuck = scene.stuck ?? NONE;
  const keyOf = (i: number) => (stuck.has(i) ? STUCK : i % palette.balls.length);
  // One path per colour, in the order the colours first appear: a few fill and stroke calls
  // instead of two per ball keeps thousands of balls within a frame.
  const order: number[] = [];
  for (let i = 0; i < count; i++) {
    const key = keyOf(i);
    if (!order.includes(key)) order.push(key);
  }
  for (const key of order) {
    const colour = key === STUCK ? palette.stuck : ballColour(palette, key);
    ctx.beginPath();
    scene.forEachBall((x, y, _vx, _vy, radius, _mass, i) => {
      if (keyOf(i) !== key) return;
      ctx.moveTo(x + radius, y);
      ctx.arc(x, y, radius, 0, Math.PI * 2);
    });
    ctx.globalAlpha = 0.3;
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = key === STUCK ? lineWidth * 2.5 : lineWidth;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
};
