// Draws one frame of a world on a 2D canvas: balls, and the overlays a lesson switches on.
// Works in the physics' own units (pixels of the chapter's stage); one transform maps to the screen.
import type { Ball, CollisionEvent } from '@/physics';
import { centreOfMass } from '@/physics';
import type { Trails } from './trails';

export interface Overlays {
  velocity: boolean;
  momentum: boolean;
  lineOfCentres: boolean;
  centreOfMass: boolean;
  trails: boolean;
  labels: boolean;
}

export const OVERLAY_NAMES: readonly (keyof Overlays)[] = [
  'velocity',
  'momentum',
  'lineOfCentres',
  'centreOfMass',
  'trails',
  'labels',
];

/** Past this many balls, arrows and labels would cover the table. */
export const FEW_BALLS = 12;

/** A figure's first overlays: velocity arrows and labels while there are few enough balls to read
 *  them; nothing else. */
export function basicOverlays(ballCount: number): Overlays {
  const few = ballCount <= FEW_BALLS;
  return {
    velocity: few,
    momentum: false,
    lineOfCentres: false,
    centreOfMass: false,
    trails: false,
    labels: few,
  };
}

export interface Palette {
  background: string;
  foreground: string;
  soft: string;
  accent: string;
  stuck: string;
  balls: string[];
}

/** A velocity arrow shows where the ball will be this many frames from now. */
export const VELOCITY_FRAMES = 10;

export interface Scene {
  balls: readonly Ball[];
  width: number;
  height: number;
  overlays: Overlays;
  palette: Palette;
  /** Collisions of the frame on screen: their line of centres and rotated axes are drawn. */
  collisions: readonly CollisionEvent[];
  /** Index pairs that have overlapped long enough to count as stuck: drawn in red. */
  stuck: readonly (readonly [number, number])[];
  trails?: Trails;
  /** Momentum arrows are scaled so a ball of this mass gets the same arrow as its velocity. */
  referenceMass: number;
}

export function ballColour(palette: Palette, index: number): string {
  return palette.balls[index % palette.balls.length] ?? palette.foreground;
}

/** Clear and draw. `scale` is screen pixels (device pixels) per physics pixel. */
export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene, scale: number): void {
  const { balls, palette, overlays } = scene;
  // Paint every device pixel first: the stage rarely fills the last row exactly, and a partly
  // covered row would otherwise blend with the previous frame.
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const lineWidth = 1.5 / Math.min(scale, 2);

  if (overlays.trails && scene.trails) drawTrails(ctx, scene, lineWidth);
  const stuckBalls = new Set(scene.stuck.flat());
  const many = balls.length > 30;
  // One path per colour: a few fill and stroke calls instead of two per ball keeps thousands of
  // balls within a frame.
  const groups = new Map<string, number[]>();
  balls.forEach((_, i) => {
    const key = stuckBalls.has(i) ? 'stuck' : String(i % palette.balls.length);
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  for (const [key, members] of groups) {
    const stuck = key === 'stuck';
    const colour = stuck ? palette.stuck : ballColour(palette, members[0] ?? 0);
    ctx.beginPath();
    for (const i of members) {
      const ball = balls[i] as Ball;
      ctx.moveTo(ball.x + ball.radius, ball.y);
      ctx.arc(ball.x, ball.y, ball.radius, 0, Math.PI * 2);
    }
    ctx.globalAlpha = 0.3;
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = stuck ? lineWidth * 2.5 : lineWidth;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
  if (overlays.lineOfCentres)
    for (const event of scene.collisions) drawLineOfCentres(ctx, scene, event, lineWidth);
  if (overlays.velocity || overlays.momentum) {
    balls.forEach((ball, i) => {
      const colour = ballColour(palette, i);
      if (overlays.velocity)
        arrow(
          ctx,
          ball.x,
          ball.y,
          ball.vx * VELOCITY_FRAMES,
          ball.vy * VELOCITY_FRAMES,
          colour,
          lineWidth * 1.5,
        );
      if (overlays.momentum) {
        const k = (ball.mass / scene.referenceMass) * VELOCITY_FRAMES;
        arrow(ctx, ball.x, ball.y, ball.vx * k, ball.vy * k, palette.accent, lineWidth * 2.5, [6, 4]);
      }
    });
  }
  if (overlays.centreOfMass && balls.length > 0) drawCentreOfMass(ctx, scene, lineWidth);
  if (overlays.labels && !many) drawLabels(ctx, scene);
}

function drawTrails(ctx: CanvasRenderingContext2D, scene: Scene, lineWidth: number): void {
  scene.trails?.forEach((points, i) => {
    if (points.length < 2) return;
    ctx.beginPath();
    ctx.moveTo(points[0]?.x ?? 0, points[0]?.y ?? 0);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.strokeStyle = ballColour(scene.palette, i);
    ctx.globalAlpha = 0.45;
    ctx.lineWidth = lineWidth;
    ctx.stroke();
    ctx.globalAlpha = 1;
  });
}

/** The line through both centres and the rotated axes x′ (along it) and y′ (across it). */
function drawLineOfCentres(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  event: CollisionEvent,
  lineWidth: number,
): void {
  const a = scene.balls[event.i];
  const b = scene.balls[event.j];
  if (!a || !b) return;
  const { cos, sin } = event.trace.angle;
  const reach = Math.max(a.radius, b.radius) * 1.6;
  ctx.save();
  ctx.setLineDash([5, 4]);
  ctx.strokeStyle = scene.palette.soft;
  ctx.lineWidth = lineWidth;
  ctx.beginPath();
  ctx.moveTo(a.x - cos * reach, a.y - sin * reach);
  ctx.lineTo(b.x + cos * reach, b.y + sin * reach);
  ctx.stroke();
  ctx.restore();
  arrow(ctx, a.x, a.y, cos * a.radius * 1.3, sin * a.radius * 1.3, scene.palette.foreground, lineWidth);
  arrow(ctx, a.x, a.y, -sin * a.radius * 1.3, cos * a.radius * 1.3, scene.palette.soft, lineWidth);
  label(ctx, 'x\u2032', a.x + cos * a.radius * 1.45, a.y + sin * a.radius * 1.45, scene.palette.foreground);
  label(ctx, 'y\u2032', a.x - sin * a.radius * 1.45, a.y + cos * a.radius * 1.45, scene.palette.soft);
}

function drawCentreOfMass(ctx: CanvasRenderingContext2D, scene: Scene, lineWidth: number): void {
  const c = centreOfMass([...scene.balls]);
  const r = 7;
  ctx.strokeStyle = scene.palette.foreground;
  ctx.lineWidth = lineWidth * 1.5;
  ctx.beginPath();
  ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
  ctx.moveTo(c.x - r * 1.6, c.y);
  ctx.lineTo(c.x + r * 1.6, c.y);
  ctx.moveTo(c.x, c.y - r * 1.6);
  ctx.lineTo(c.x, c.y + r * 1.6);
  ctx.stroke();
}

function drawLabels(ctx: CanvasRenderingContext2D, scene: Scene): void {
  scene.balls.forEach((ball, i) => {
    const size = Math.max(11, Math.min(18, ball.radius * 0.45));
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    label(ctx, `ball${i}`, ball.x, ball.y - size * 0.15, scene.palette.foreground);
    ctx.font = `${size * 0.85}px system-ui, sans-serif`;
    label(ctx, `m=${Number(ball.mass.toPrecision(3))}`, ball.x, ball.y + size * 0.95, scene.palette.soft);
  });
}

function label(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y);
}

/** An arrow from (x, y) by (dx, dy), with a head that stays readable on short arrows. */
export function arrow(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  dx: number,
  dy: number,
  colour: string,
  width: number,
  dash: number[] = [],
): void {
  const length = Math.hypot(dx, dy);
  if (length < 0.5) return;
  const head = Math.min(10, length * 0.5);
  const ux = dx / length;
  const uy = dy / length;
  const tipX = x + dx;
  const tipY = y + dy;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = width;
  ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(tipX - ux * head, tipY - uy * head);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(tipX - ux * head - uy * head * 0.5, tipY - uy * head + ux * head * 0.5);
  ctx.lineTo(tipX - ux * head + uy * head * 0.5, tipY - uy * head - ux * head * 0.5);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
