// The few shapes every layer draws with: an arrow, a straight segment, a centred label. Each sets
// its own style and leaves the context's dash as it found it. An arrow can carry a halo in the
// background colour, so it stays visible over a ball of its own colour. In a paint that lays labels
// out, labels keep clear of each other and of every arrow drawn before them (so figures draw their
// arrows first): the labels and their layout are labelLayout.ts's, given here with the shapes.
import type { Vec } from '@/physics';
import { arrowsOfPaint } from './labelLayout';

export {
  type ArrowPiece,
  type Box,
  finishLabels,
  label,
  pieceMeetsBox,
  startLabels,
} from './labelLayout';

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
  measure(x, y, dx, dy, length, width);
  if (halo) {
    ctx.save();
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    arrowPaths(ctx, halo.colour, width + 2 * halo.width, [], halo.width * 2);
    ctx.restore();
  }
  arrowPaths(ctx, colour, width, dash, 0);
  keepClear(ctx, width, halo?.width ?? 0);
}

/** The arrow being drawn: its start, the neck where the head begins, the tip, and its direction.
 *  One object, filled by measure() for each arrow, so drawing a crowd's arrows allocates nothing. */
const drawn = { x: 0, y: 0, neckX: 0, neckY: 0, tipX: 0, tipY: 0, ux: 0, uy: 0, head: 0 };

function measure(x: number, y: number, dx: number, dy: number, length: number, width: number): void {
  // the head is readable on short arrows and thick lines, and at most half the arrow
  const head = Math.min(Math.max(10, width * 3.5), length * 0.5);
  drawn.x = x;
  drawn.y = y;
  drawn.ux = dx / length;
  drawn.uy = dy / length;
  drawn.tipX = x + dx;
  drawn.tipY = y + dy;
  drawn.neckX = drawn.tipX - drawn.ux * head;
  drawn.neckY = drawn.tipY - drawn.uy * head;
  drawn.head = head;
}

/** Tells the label layout of this paint where the arrow is, shaft and head, so no label covers it. */
function keepClear(ctx: CanvasRenderingContext2D, width: number, halo: number): void {
  const arrows = arrowsOfPaint(ctx);
  if (!arrows) return;
  const { x, y, neckX, neckY, tipX, tipY, head } = drawn;
  const neck = { x: neckX, y: neckY };
  arrows.push({ from: { x, y }, to: neck, reach: width / 2 + halo });
  arrows.push({ from: neck, to: { x: tipX, y: tipY }, reach: head * 0.5 + halo });
}

/** The arrow's shaft and head, stroked `lineWidth` wide; the head's outline `outline` wide (for a halo). */
function arrowPaths(
  ctx: CanvasRenderingContext2D,
  colour: string,
  lineWidth: number,
  dash: number[],
  outline: number,
): void {
  const { x, y, neckX, neckY, tipX, tipY, ux, uy, head } = drawn;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = lineWidth;
  ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(neckX, neckY);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(neckX - uy * head * 0.5, neckY + ux * head * 0.5);
  ctx.lineTo(neckX + uy * head * 0.5, neckY - ux * head * 0.5);
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
