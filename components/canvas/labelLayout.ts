// Where a paint's labels go: in a paint that lays labels out (startLabels … finishLabels), each label
// waits for the end and is written at the first place near where it was asked for that covers no label
// written before it and no arrow of the paint (shapes.ts tells the layout where each arrow went). So
// figures draw their arrows first. Outside such a paint a label is written at once, exactly there.
import type { Vec } from '@/physics';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A stretch of an arrow (its shaft, or its head): every point within `reach` of the segment. */
export interface ArrowPiece {
  from: Vec;
  to: Vec;
  reach: number;
}

/** A label waiting for its place: written at the end of the paint (finishLabels). */
interface Pending {
  text: string;
  x: number;
  y: number;
  colour: string;
  font: string;
  alpha: number;
  width: number;
  up: number;
  down: number;
}

/** The labels of a paint, and the arrows drawn in it, which the labels keep clear of. */
interface Layout {
  pending: Pending[];
  arrows: ArrowPiece[];
}

const layouts = new WeakMap<CanvasRenderingContext2D, Layout>();

/** Where the arrows of this paint go for its labels to keep clear of; none outside such a paint. */
export const arrowsOfPaint = (ctx: CanvasRenderingContext2D): ArrowPiece[] | undefined =>
  layouts.get(ctx)?.arrows;

/** A new paint: labels from here on wait for finishLabels, and keep clear of each other and of
 *  every arrow the paint draws. */
export function startLabels(ctx: CanvasRenderingContext2D): void {
  layouts.set(ctx, { pending: [], arrows: [] });
}
/** Where a label may go instead, in its own heights and widths: where it was asked for first, then
 *  a line or two down or up, then beside, then on the diagonals, then three lines away. */
const SHIFTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [0, -1],
  [0, 2],
  [0, -2],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
  [0, 3],
  [0, -3],
];

const boxesMeet = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** True when some point of the arrow piece lies inside the box (the box grown by the piece's reach). */
export function pieceMeetsBox({ from, to, reach }: ArrowPiece, box: Box): boolean {
  const [left, right, top, bottom] = [
    box.left - reach,
    box.right + reach,
    box.top - reach,
    box.bottom + reach,
  ];
  // Liang–Barsky: clip the segment to the grown box; it meets the box when something is left.
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, from.x - left],
    [dx, right - from.x],
    [-dy, from.y - top],
    [dy, bottom - from.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/**
 * Text centred on (x, y) in the context's current font and colour. Outside a paint that lays labels
 * out, it is written at once, exactly there. Inside one (startLabels), it is written when the paint
 * ends (finishLabels), once every arrow is known.
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
  const layout = layouts.get(ctx);
  const metrics = layout && ctx.measureText(text);
  if (!layout || !metrics) {
    ctx.fillText(text, x, y);
    return;
  }
  layout.pending.push({
    text,
    x,
    y,
    colour,
    font: ctx.font,
    alpha: ctx.globalAlpha ?? 1,
    width: metrics.width,
    up: metrics.actualBoundingBoxAscent,
    down: metrics.actualBoundingBoxDescent,
  });
}

/**
 * Writes the paint's labels in the order they were asked for, each at the first place of SHIFTS
 * where it covers no label written before it and no arrow of the paint; one that finds no free place
 * is left out, since text written over text or over an arrow reads as neither.
 */
export function finishLabels(ctx: CanvasRenderingContext2D): void {
  const layout = layouts.get(ctx);
  if (!layout) return;
  layouts.delete(ctx);
  const written: Box[] = [];
  const edges = canvasEdges(ctx);
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { text, x, y, colour, font, alpha, width, up, down } of layout.pending) {
    const half = width / 2;
    const line = (up + down) * 1.15;
    const gap = (up + down) * 0.25; // two labels side by side still read as two
    const across = width + 2 * gap;
    for (const [sideways, lines] of SHIFTS) {
      const atX = within(x + sideways * across, edges.left + half, edges.right - half);
      const atY = within(y + lines * line, edges.top + up, edges.bottom - down);
      const ink = { left: atX - half, right: atX + half, top: atY - up, bottom: atY + down };
      const box = { ...ink, left: ink.left - gap, right: ink.right + gap };
      if (written.some((b) => boxesMeet(b, box))) continue;
      if (layout.arrows.some((piece) => pieceMeetsBox(piece, ink))) continue;
      written.push(box);
      ctx.font = font;
      ctx.fillStyle = colour;
      ctx.globalAlpha = alpha;
      ctx.fillText(text, atX, atY);
      break;
    }
  }
  ctx.restore();
}

/** The drawing's box, in drawing units: the canvas undone by the context's transform (a scale and
 *  a shift, as every figure draws its labels). Without one to read (a test's context, or a turned
 *  frame), it reaches everywhere. */
function canvasEdges(ctx: CanvasRenderingContext2D): Box {
  const transform = ctx.getTransform?.();
  const { width, height } = ctx.canvas ?? {};
  if (!transform || !width || !height || !transform.a || !transform.d || transform.b || transform.c) {
    return { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
  }
  const x0 = -transform.e / transform.a;
  const y0 = -transform.f / transform.d;
  const x1 = (width - transform.e) / transform.a;
  const y1 = (height - transform.f) / transform.d;
  return { left: Math.min(x0, x1), right: Math.max(x0, x1), top: Math.min(y0, y1), bottom: Math.max(y0, y1) };
}

/** `value` moved inside [low, high], or the middle of the two where the text is wider than the box
 *  (a label cut on both sides reads better centred). */
function within(value: number, low: number, high: number): number {
  if (low > high) return (low + high) / 2;
  return Math.min(high, Math.max(low, value));
}
