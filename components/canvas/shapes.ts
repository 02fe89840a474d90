// The few shapes every layer draws with: an arrow, a straight segment, a centred label. Each sets
// its own style and leaves the context's dash as it found it. An arrow can carry a halo in the
// background colour, so it stays visible over a ball of its own colour and over labels.
import type { Vec } from '@/physics';

export interface Halo {
  colour: string;
  /** How far it reaches beyond the arrow's edge. */
  width: number;
}

/** An arrow from (x, y) by (dx, dy), with a head that stays readable on short arrows and thick lines. */
export function arrow(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  dx: number,
  dy: number,
  colour: string,
  width: number,
  dash: number[] = [],
  halo?: Halo,
): void {
  const length = Math.hypot(dx, dy);
  if (length < 0.5) return;
  if (halo) {
    ctx.save();
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    arrowPaths(ctx, x, y, dx, dy, length, width, halo.colour, width + 2 * halo.width, [], halo.width * 2);
    ctx.restore();
  }
  arrowPaths(ctx, x, y, dx, dy, length, width, colour, width, dash, 0);
}

/** The shaft and the head, stroked `lineWidth` wide; the head's outline `outline` wide (for a halo). */
function arrowPaths(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  dx: number,
  dy: number,
  length: number,
  width: number,
  colour: string,
  lineWidth: number,
  dash: number[],
  outline: number,
): void {
  const head = Math.min(Math.max(10, width * 3.5), length * 0.5);
  const ux = dx / length;
  const uy = dy / length;
  const tipX = x + dx;
  const tipY = y + dy;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = lineWidth;
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
  if (outline > 0) {
    ctx.lineWidth = outline;
    ctx.stroke();
  }
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
