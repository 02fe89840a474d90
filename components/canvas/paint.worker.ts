// The worker that draws a crowd's canvas, handed over by the page (offscreenPainter.ts), with the
// page's own drawing code (framePainter.ts): each frame arrives as a snapshot, is painted, and its
// array goes back to the page to be filled again. The canvas is sized with the frame, so a new size
// is never shown blank.
import { FramePainter } from './framePainter';
import type { FrameInfo } from './snapshot';

export type ToWorker =
  | { canvas: OffscreenCanvas }
  | { info: FrameInfo; balls: Float64Array; size: readonly [number, number] };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: { balls: Float64Array }, transfer: Transferable[]): void;
};

let canvas: OffscreenCanvas | null = null;
let ctx: CanvasRenderingContext2D | null = null;
const painter = new FramePainter();

scope.onmessage = ({ data }) => {
  if ('canvas' in data) {
    canvas = data.canvas;
    // the two contexts draw alike; the layers are typed for the page's
    ctx = canvas.getContext('2d', { alpha: false }) as unknown as CanvasRenderingContext2D | null;
    return;
  }
  const [width, height] = data.size;
  if (canvas && ctx) {
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    painter.paint(ctx, data.info, data.balls);
  }
  scope.postMessage({ balls: data.balls }, [data.balls.buffer]);
};
