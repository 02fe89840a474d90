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

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The labels written on a canvas since its paint began (see startLabels): a later label keeps
 *  clear of them. */
const written = new WeakMap<CanvasRenderingContext2D, Box[]>();

/** A new paint: labels from here on keep clear of each other. */
export function startLabels(ctx: CanvasRenderingContext2D): void {
  written.set(ctx, []);
}

/** Where a label may go instead, in lines of its own height: where it was asked for first. */
const SHIFTS = [0, 1, -1, 2, -2];

/**
 * Text centred on (x, y) in the context's current font. In a paint that keeps labels apart
 * (startLabels), a label that would overlap one written before it moves down or up a line or two;
 * one that finds no free place is left out, since text written over text reads as neither.
 */
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
  const boxes = written.get(ctx);
  const metrics = boxes && ctx.measureText(text);
  if (!boxes || !metrics) {
    ctx.fillText(text, x, y);
    return;
  }
  const half = metrics.width / 2;
  const [up, down] = [metrics.actualBoundingBoxAscent, metrics.actualBoundingBoxDescent];
  const line = (up + down) * 1.15;
  const gap = (up + down) * 0.25; // two labels side by side still read as two
  for (const shift of SHIFTS) {
    const at = y + shift * line;
    const box = { left: x - half - gap, right: x + half + gap, top: at - up, bottom: at + down };
    if (
      boxes.some((b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom)
    )
      continue;
    boxes.push(box);
    ctx.fillText(text, x, at);
    return;
  }
}
