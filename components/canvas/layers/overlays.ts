// What a lesson can switch on over the balls: their recent paths, the line of centres of the
// collisions on screen with the rotated axes, and the centre of mass.
import { type Ball, centreOfMass, type Vec } from '@/physics';
import { canvasFont } from '../font';
import { ballColour } from '../palette';
import { minTextSize } from '../readable';
import type { Layer } from '../scene';
import { arrow, label, segment } from '../shapes';

export const drawTrails: Layer = (ctx, scene) => {
  scene.trails?.forEach((points, i) => {
    if (points.length < 2) return;
    ctx.beginPath();
    ctx.moveTo(points[0]?.x ?? 0, points[0]?.y ?? 0);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.strokeStyle = ballColour(scene.palette, i);
    ctx.globalAlpha = 0.45;
    ctx.lineWidth = scene.lineWidth;
    ctx.stroke();
    ctx.globalAlpha = 1;
  });
};

/** The line through both centres and the rotated axes x′ (along it) and y′ (across it). */
export const drawLineOfCentres: Layer = (ctx, scene) => {
  const collisions = scene.collisions ?? [];
  if (collisions.length === 0) return;
  const wanted = new Set(collisions.flatMap((c) => [c.i, c.j]));
  const at = new Map<number, { x: number; y: number; radius: number }>();
  scene.forEachBall((x, y, _vx, _vy, radius, _mass, i) => {
    if (wanted.has(i)) at.set(i, { x, y, radius });
  });
  const { palette, lineWidth } = scene;
  ctx.font = canvasFont(Math.max(12, minTextSize(scene.view)));
  for (const { i, j, trace } of collisions) {
    const a = at.get(i);
    const b = at.get(j);
    if (!a || !b) continue;
    const { cos, sin } = trace.angle;
    const reach = Math.max(a.radius, b.radius) * 1.6;
    segment(
      ctx,
      { x: a.x - cos * reach, y: a.y - sin * reach },
      { x: b.x + cos * reach, y: b.y + sin * reach },
      palette.soft,
      lineWidth,
      [5, 4],
    );
    const r = a.radius;
    arrow(ctx, a.x, a.y, cos * r * 1.3, sin * r * 1.3, palette.foreground, lineWidth);
    arrow(ctx, a.x, a.y, -sin * r * 1.3, cos * r * 1.3, palette.soft, lineWidth);
    label(ctx, 'x\u2032', a.x + cos * r * 1.45, a.y + sin * r * 1.45, palette.foreground);
    label(ctx, 'y\u2032', a.x - sin * r * 1.45, a.y + cos * r * 1.45, palette.soft);
  }
};

/** A crosshair in a circle at the centre of mass, which no collision between the balls moves. */
export const drawCentreOfMass: Layer = (ctx, scene) => {
  if (scene.count === 0) return;
  const balls: Ball[] = [];
  scene.forEachBall((x, y, vx, vy, radius, mass) => {
    balls.push({ x, y, vx, vy, radius, mass });
  });
  crosshair(ctx, centreOfMass(balls), 7, scene.palette.foreground, scene.lineWidth * 1.5);
};

/** The centre of mass's mark: a circle of radius r with a cross through it. */
export function crosshair(
  ctx: CanvasRenderingContext2D,
  c: Vec,
  r: number,
  colour: string,
  width: number,
): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.moveTo(c.x - r * 1.6, c.y);
  ctx.lineTo(c.x + r * 1.6, c.y);
  ctx.moveTo(c.x, c.y - r * 1.6);
  ctx.lineTo(c.x, c.y + r * 1.6);
  ctx.stroke();
}
