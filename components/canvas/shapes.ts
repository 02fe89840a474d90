// The few shapes every layer draws with: an arrow, a straight segment, a centred label. Each sets
// its own style and leaves the context's dash as it found it.
import type { Vec } from '@/physics';

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

export function segment(
  ctx: CanvasRenderingContext2D,
  from: Vec,
  to: Vec,
  colour: string,
  width: number,
  dash: number[] = [],
): void {
  ctx.save();
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
  ctx.stroke();
  ctx.restore();
}

/** Text centred on (x, y) in the context's current font. */
export function label(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  colour: string,
): void {
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y);
}
