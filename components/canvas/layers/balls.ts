// The balls: a translucent disc with a solid rim in the ball's colour, or in the warning colour
// when it belongs to a stuck pair. A crowd is stamped from pre-drawn images (see ballSprites.ts), a
// big crowd on a bare background blended by hand into one image (see ballStamps.ts).
import { ballColour } from '../palette';
import type { Layer, Scene } from '../scene';
import { crowdSets, spriteOf, spriteSet } from './ballSprites';
import { stampBalls } from './ballStamps';

const STUCK = -1;
const NONE: ReadonlySet<number> = new Set();
/** From this many balls on, a figure is a crowd: balls are stamped images rather than paths. */
export const CROWD_FROM = 50;
/** From this many balls on, over the bare background, the balls are blended by hand. */
const STAMPS_FROM = 500;

export const drawBalls: Layer = (ctx, scene) => {
  if (scene.count >= STAMPS_FROM && scene.onBackground && stampBalls(ctx, scene)) return;
  if (scene.count < CROWD_FROM || !drawSprites(ctx, scene)) drawPaths(ctx, scene);
};

/** One path per colour, in the order the colours first appear: a few fill and stroke calls instead
 *  of two per ball. */
function drawPaths(ctx: CanvasRenderingContext2D, scene: Scene): void {
  const { palette, lineWidth, count } = scene;
  const stuck = scene.stuck ?? NONE;
  const keyOf = (i: number) => (stuck.has(i) ? STUCK : i % palette.balls.length);
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
}

/** Each ball stamped at whole device pixels; false (nothing drawn) where no image can be made. */
function drawSprites(ctx: CanvasRenderingContext2D, scene: Scene): boolean {
  const { palette, lineWidth } = scene;
  const stuck = scene.stuck ?? NONE;
  const scale = ctx.getTransform().a;
  const rim = lineWidth * scale;
  if (!spriteOf(spriteSet(palette.foreground, rim), 1)) return false;
  const setOf = crowdSets(palette, rim);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  scene.forEachBall((x, y, _vx, _vy, radius, _mass, i) => {
    const sprite = spriteOf(setOf(i, stuck.has(i)), radius * scale);
    if (!sprite) return;
    const half = sprite.width / 2;
    ctx.drawImage(sprite, Math.round(x * scale - half), Math.round(y * scale - half));
  });
  ctx.restore();
  return true;
}
