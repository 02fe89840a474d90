'use client';
// A canvas that stays sharp on HiDPI screens at the width of its column, takes its colours from the
// page (following a switch between light and dark), and repaints whenever its clock moves. Every
// canvas of the site is one of these. It tells its painter how big a CSS pixel is and whether it is
// in full screen (for readable text and arrows), and gives CSS its aspect ratio (--aspect) so a
// full-screen layout can make it as big as the screen allows.
import { type CSSProperties, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type Palette, readPalette } from './palette';
import { SCREEN, type View } from './readable';

/** Paints one frame; `scale` is device pixels per logical pixel. */
export type Paint = (ctx: CanvasRenderingContext2D, palette: Palette, scale: number, view: View) => void;

export interface SurfaceOptions {
  /** The painter fills every device pixel (paintScene does): the canvas can be opaque, which the
   *  browser hands over and composites more cheaply than a transparent one. */
  opaque?: boolean;
  /** At most this many device pixels in the backing store: fewer than the screen has, for a canvas
   *  that redraws a crowd every frame (see CROWD_PIXELS). The canvas is then scaled up by CSS. */
  maxPixels?: number;
  /** Draws in a worker (offscreenPainter.ts): the canvas hands its control over when it mounts, and
   *  each frame goes to the worker instead of `paint`. A new worker needs a new canvas element. */
  worker?: CanvasWorker | null;
}

/** What draws a canvas off the page: takes its control (and returns what lets it go), sizes its
 *  backing store, and paints a frame. */
export interface CanvasWorker {
  take(canvas: HTMLCanvasElement): () => void;
  resize(width: number, height: number): void;
  paint(palette: Palette, scale: number, view: View): void;
}

/**
 * The backing store of a canvas `cssWidth` CSS pixels wide with this aspect (width / height): CSS
 * size × device pixel ratio, so lines stay crisp when scaled to the column; a smaller ratio where
 * that would pass `maxPixels`.
 */
export function backingSize(
  cssWidth: number,
  aspect: number,
  dpr: number,
  maxPixels: number,
): [number, number] {
  const ratio = Math.min(dpr, Math.sqrt((maxPixels * aspect) / (cssWidth * cssWidth)));
  const backingWidth = Math.round(cssWidth * ratio);
  return [backingWidth, Math.round(backingWidth / aspect)];
}

/**
 * `width` × `height` is the canvas's logical size. `paint` should be memoised: a new one repaints.
 * `onFrame` is the clock's (repaint on every frame), if the canvas has one. Returns the canvas ref
 * and `redraw`, for repainting outside the clock's frames (a drag, an animation of its own).
 */
export function useCanvasSurface(
  width: number,
  height: number,
  paint: Paint,
  onFrame?: (listener: () => void) => () => void,
  { opaque = false, maxPixels = Number.POSITIVE_INFINITY, worker = null }: SurfaceOptions = {},
): {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  redraw: () => void;
  /** The logical size as the canvas's width and height attributes: the page's HTML then holds a
   *  canvas of the right shape before any script runs, so nothing moves when it hydrates. */
  size: { width: number | undefined; height: number | undefined; style: CSSProperties | undefined };
} {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [palette, setPalette] = useState<Palette | null>(null);
  const [scale, setScale] = useState(1);
  const [view, setView] = useState<View>(SCREEN);

  const redraw = useCallback(() => {
    if (worker) {
      if (palette) worker.paint(palette, scale, view);
      return;
    }
    // The first call decides the context's attributes; a canvas keeps one surface, so one `opaque`.
    const ctx = canvasRef.current?.getContext('2d', { alpha: !opaque });
    if (ctx && palette) paint(ctx, palette, scale, view);
  }, [paint, palette, scale, view, opaque, worker]);

  // First: the worker must hold the canvas before it is sized or painted.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas && worker) return worker.take(canvas);
  }, [worker]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new worker comes with a new canvas element
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const update = () => setPalette(readPalette(canvas));
    update();
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', update);
    return () => scheme.removeEventListener('change', update);
  }, [worker]);

  // Assigning canvas.width clears the canvas even when the value is unchanged, so only assign on a
  // real change, and always redraw afterwards: a same-size resize must not leave it blank.
  const latest = useRef(() => {});
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !width) return;
    canvas.style.setProperty('--aspect', String(width / height));
    const resize = () => {
      const cssWidth = canvas.clientWidth || width;
      const [backingWidth, backingHeight] = backingSize(
        cssWidth,
        width / height,
        window.devicePixelRatio || 1,
        maxPixels,
      );
      // a canvas handed to a worker keeps its attributes; its backing store is the worker's
      if (worker) worker.resize(backingWidth, backingHeight);
      else if (canvas.width !== backingWidth || canvas.height !== backingHeight) {
        canvas.width = backingWidth;
        canvas.height = backingHeight;
      }
      setScale(backingWidth / width);
      const unit = width / cssWidth;
      const projector = !!canvas.closest(':fullscreen, [data-presenting]');
      setView((v) => (v.unit === unit && v.projector === projector ? v : { unit, projector }));
      latest.current();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    document.addEventListener('fullscreenchange', resize);
    return () => {
      observer.disconnect();
      document.removeEventListener('fullscreenchange', resize);
    };
  }, [width, height, maxPixels, worker]);

  useEffect(() => {
    latest.current = redraw;
    redraw();
    return onFrame?.(redraw);
  }, [onFrame, redraw]);

  // --aspect is in the HTML too, not only set by the effect above: a layout that sizes the canvas by
  // the height it has (an embed, components/embed/) then draws it at its final shape before hydrating
  const style = width && height ? ({ '--aspect': String(width / height) } as CSSProperties) : undefined;
  return { canvasRef, redraw, size: { width: width || undefined, height: height || undefined, style } };
}
