// What a canvas paint wrote and drew, in device pixels, recorded by wrapping the 2D context's own
// methods before the page loads: each label's box (fillText, as measureText measures it), each
// arrow (a stroked shaft followed by a filled, closed three-point head: how shapes.ts draws one) and
// each circle (arc), paint by paint (a paint starts by filling the whole canvas). Read with
// `paints(page)`; emptied with `forget(page)`.
import type { Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}
export interface Drawn {
  labels: { text: string; left: number; right: number; top: number; bottom: number }[];
  arrows: { shaft: [Point, Point]; head: Point[] }[];
  /** r: in the drawing's units, as the layer asked for it. */
  circles: { x: number; y: number; r: number }[];
}

declare global {
  interface Window {
    /** What each canvas (by its class) drew since the test last emptied it, a record per paint. */
    drawn: Record<string, Drawn[]>;
  }
}

export async function recordInk(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.drawn = {};
    const proto = CanvasRenderingContext2D.prototype;
    const paths = new WeakMap<CanvasRenderingContext2D, { points: Point[]; closed: boolean }>();
    const shafts = new WeakMap<CanvasRenderingContext2D, [Point, Point]>();
    const record = (ctx: CanvasRenderingContext2D, fresh = false): Drawn => {
      const key = ctx.canvas.className;
      const list = window.drawn[key] ?? [];
      window.drawn[key] = list;
      if (fresh || list.length === 0) list.push({ labels: [], arrows: [], circles: [] });
      return list.at(-1) as Drawn;
    };
    const device = (ctx: CanvasRenderingContext2D, x: number, y: number): Point => {
      const p = ctx.getTransform().transformPoint({ x, y });
      return { x: p.x, y: p.y };
    };
    const fillRect = proto.fillRect;
    proto.fillRect = function (x, y, w, h) {
      if (x === 0 && y === 0 && w === this.canvas.width && h === this.canvas.height) record(this, true);
      return fillRect.call(this, x, y, w, h);
    };
    const wrap = <
      K extends 'beginPath' | 'moveTo' | 'lineTo' | 'closePath' | 'stroke' | 'fill' | 'arc' | 'fillText',
    >(
      name: K,
      before: (ctx: CanvasRenderingContext2D, args: unknown[]) => void,
    ) => {
      const original = proto[name] as (...args: unknown[]) => unknown;
      (proto as unknown as Record<string, unknown>)[name] = function (
        this: CanvasRenderingContext2D,
        ...args: unknown[]
      ) {
        before(this, args);
        return original.apply(this, args);
      };
    };
    wrap('beginPath', (ctx) => paths.set(ctx, { points: [], closed: false }));
    wrap('moveTo', (ctx, [x, y]) => paths.get(ctx)?.points.push(device(ctx, x as number, y as number)));
    wrap('lineTo', (ctx, [x, y]) => paths.get(ctx)?.points.push(device(ctx, x as number, y as number)));
    wrap('closePath', (ctx) => {
      const path = paths.get(ctx);
      if (path) path.closed = true;
    });
    wrap('stroke', (ctx) => {
      const path = paths.get(ctx);
      if (path?.points.length === 2) shafts.set(ctx, [path.points[0] as Point, path.points[1] as Point]);
    });
    wrap('fill', (ctx) => {
      const path = paths.get(ctx);
      const shaft = shafts.get(ctx);
      if (path?.closed && path.points.length === 3 && shaft)
        record(ctx).arrows.push({ shaft, head: path.points });
    });
    wrap('arc', (ctx, [x, y, r]) => {
      const c = device(ctx, x as number, y as number);
      record(ctx).circles.push({ x: c.x, y: c.y, r: r as number });
    });
    wrap('fillText', (ctx, [text, x, y]) => {
      const m = ctx.measureText(String(text));
      const scale = Math.hypot(ctx.getTransform().a, ctx.getTransform().b);
      const c = device(ctx, x as number, y as number);
      const half = ((m.actualBoundingBoxLeft + m.actualBoundingBoxRight) / 2) * scale;
      record(ctx).labels.push({
        text: String(text),
        left: c.x - half,
        right: c.x + half,
        top: c.y - m.actualBoundingBoxAscent * scale,
        bottom: c.y + m.actualBoundingBoxDescent * scale,
      });
    });
  });
}

export const forget = (page: Page) =>
  page.evaluate(() => {
    window.drawn = {};
  });

export const paints = (page: Page, canvasClass: string) =>
  page.evaluate(
    (c) =>
      Object.entries(window.drawn)
        .filter(([key]) => key.split(/\s+/).includes(c))
        .flatMap(([, drawn]) => drawn),
    canvasClass,
  );

/** The labels that cover an arrow: a point of its shaft or head (sampled every half pixel) inside the label's box. */
export function labelsOverArrows(drawn: Drawn): string[] {
  const hits: string[] = [];
  for (const label of drawn.labels) {
    const inside = (p: Point) =>
      p.x > label.left && p.x < label.right && p.y > label.top && p.y < label.bottom;
    for (const { shaft, head } of drawn.arrows) {
      const edges: [Point, Point][] = [shaft, [head[0], head[1]], [head[1], head[2]], [head[2], head[0]]] as [
        Point,
        Point,
      ][];
      const covered = edges.some(([a, b]) => {
        const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 2));
        for (let k = 0; k <= steps; k++) {
          if (inside({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps })) return true;
        }
        return false;
      });
      if (covered)
        hits.push(`${label.text} over the arrow from (${shaft[0].x.toFixed(0)}, ${shaft[0].y.toFixed(0)})`);
    }
  }
  return hits;
}
