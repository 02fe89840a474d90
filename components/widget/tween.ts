// A number eased from one value to another over a duration, one update per animation frame: the
// inspector's turn of the frame is the only tween on the site, and this does it without loading a
// motion library (framer-motion's `animate` was a 55 KiB gzip chunk for these lines).

/** Slow start, slow end (the cubic ease-in-out). */
export function easeInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export interface FrameScheduler {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
}

const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (id) => cancelAnimationFrame(id),
};

/**
 * Calls `onUpdate` with values from `from` to `to` (the last call is exactly `to`), eased over
 * `durationMs` from the first frame; returns a stop function that leaves the value where it is.
 */
export function tween(
  from: number,
  to: number,
  durationMs: number,
  onUpdate: (value: number) => void,
  frames: FrameScheduler = browserFrames,
): () => void {
  let start: number | null = null;
  let id = frames.request(function frame(now) {
    start ??= now;
    const t = durationMs > 0 ? Math.min(1, (now - start) / durationMs) : 1;
    onUpdate(t === 1 ? to : from + (to - from) * easeInOut(t));
    if (t < 1) id = frames.request(frame);
  });
  return () => frames.cancel(id);
}
