// A crowd's canvas drawn in a worker (paint.worker.ts), so that its raster work — clearing,
// stamping, handing the bitmap over — leaves the page's main thread, which keeps the physics, the
// clock, input and the readouts. Each frame is a snapshot (snapshot.ts) in one of two arrays that go
// to the worker and come back: no allocation per frame for the balls, and never more than two frames
// waiting, so a slow worker skips frames instead of falling behind.

import type { ToWorker } from './paint.worker';
import type { Palette } from './palette';
import type { View } from './readable';
import type { FrameInfo } from './snapshot';
import type { CanvasWorker } from './useCanvasSurface';

/** The frame to draw, its balls packed into `into` (or a bigger array); null when there is none. */
export type FrameOf = (
  palette: Palette,
  scale: number,
  view: View,
  into: Float64Array,
) => { info: FrameInfo; balls: Float64Array } | null;

/** Whether this browser can hand a canvas to a worker. Not from a folder (file://): browsers refuse
 *  to start a worker from a file. */
export function offscreenSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof Worker !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    location.protocol !== 'file:'
  );
}

export class OffscreenPainter implements CanvasWorker {
  /** Set by the figure on every render: how it makes a frame now. */
  frameOf: FrameOf = () => null;
  private worker: Worker | null = null;
  private free: Float64Array[] = [new Float64Array(0), new Float64Array(0)];
  private size: readonly [number, number] = [0, 0];
  /** A frame was asked for while both arrays were with the worker: drawn when one comes back. */
  private wanted: (() => void) | null = null;
  private stopping: ReturnType<typeof setTimeout> | undefined;

  /** `onFail` is called when the worker cannot start or fails (a refused script, an error in it):
   *  the figure then draws on the page, on a new canvas, since this one's control is given away. */
  constructor(private readonly onFail: () => void) {}

  take(canvas: HTMLCanvasElement): () => void {
    // React runs an effect twice in development: the same canvas comes back before it is let go
    clearTimeout(this.stopping);
    if (!this.worker) {
      let worker: Worker;
      try {
        worker = new Worker(new URL('./paint.worker.ts', import.meta.url), { type: 'module' });
      } catch {
        this.onFail();
        return () => {};
      }
      worker.onerror = (event) => {
        event.preventDefault(); // said by drawing on the page instead, not as the page's error
        worker.terminate();
        this.worker = null;
        this.onFail();
      };
      worker.onmessage = ({ data }: MessageEvent<{ balls: Float64Array }>) => {
        this.free.push(data.balls);
        const wanted = this.wanted;
        this.wanted = null;
        wanted?.();
      };
      const offscreen = canvas.transferControlToOffscreen();
      worker.postMessage({ canvas: offscreen } satisfies ToWorker, [offscreen]);
      this.worker = worker;
    }
    return () => {
      this.stopping = setTimeout(() => {
        this.worker?.terminate();
        this.worker = null;
      });
    };
  }

  resize(width: number, height: number): void {
    this.size = [width, height];
  }

  paint(palette: Palette, scale: number, view: View): void {
    const into = this.free.pop();
    if (!into) {
      this.wanted = () => this.paint(palette, scale, view);
      return;
    }
    const frame = this.frameOf(palette, scale, view, into);
    if (!frame || !this.worker) {
      this.free.push(into);
      return;
    }
    const message: ToWorker = { ...frame, size: this.size };
    this.worker.postMessage(message, [frame.balls.buffer]);
  }
}
