// The page's side of a canvas drawn in a worker: the canvas is handed over once; each frame goes in
// one of two arrays that travel to the worker and back, so with both away the page waits and draws
// the newest frame when one returns, instead of queuing frames a slow worker cannot keep up with;
// letting go ends the worker, unless the same canvas is taken again at once (React's double effect).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OffscreenPainter } from '@/components/canvas/offscreenPainter';
import type { ToWorker } from '@/components/canvas/paint.worker';
import { SCREEN } from '@/components/canvas/readable';
import type { FrameInfo } from '@/components/canvas/snapshot';
import { namedPalette } from '@/test/components/support/fixtures';

class FakeWorker {
  static made: FakeWorker[] = [];
  sent: ToWorker[] = [];
  terminated = false;
  onmessage: ((event: { data: { balls: Float64Array } }) => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: ToWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker has painted the oldest frame it holds and sends its array back. */
  giveBack() {
    const frame = this.sent.find((m): m is Extract<ToWorker, { info: FrameInfo }> => 'info' in m);
    if (!frame) throw new Error('no frame to give back');
    this.sent.splice(this.sent.indexOf(frame), 1);
    this.onmessage?.({ data: { balls: frame.balls } });
  }
  frames() {
    return this.sent.filter((m) => 'info' in m).map((m) => ('info' in m ? m.info.frame : -1));
  }
}

const canvas = () => {
  let transfers = 0;
  const element = {
    transferControlToOffscreen: () => {
      transfers += 1;
      return { offscreen: true };
    },
  } as unknown as HTMLCanvasElement;
  return { element, transfers: () => transfers };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.made = [];
});

describe('OffscreenPainter', () => {
  it('keeps two frames at most with the worker and draws the newest when an array comes back', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const painter = new OffscreenPainter(() => {});
    let frame = 0;
    const filled: Float64Array[] = [];
    painter.frameOf = (palette, scale, view, into) => {
      const balls = into.length >= 7 ? into : new Float64Array(7);
      balls[0] = frame;
      filled.push(balls);
      return { info: { frame, palette, scale, view } as FrameInfo, balls };
    };
    const { element, transfers } = canvas();
    painter.take(element);
    painter.resize(300, 200);
    const worker = FakeWorker.made[0] as FakeWorker;
    expect(transfers()).toBe(1);
    expect(worker.sent[0]).toEqual({ canvas: { offscreen: true } });
    const paint = () => painter.paint(namedPalette('c0'), 2, SCREEN);
    for (frame = 1; frame <= 4; frame++) paint();
    expect(worker.frames()).toEqual([1, 2]); // frames 3 and 4 waited
    frame = 9;
    worker.giveBack();
    expect(worker.frames()).toEqual([2, 9]); // the frame of now, in the array that came back
    expect(filled.at(-1)).toBe(filled[0]);
    const last = worker.sent.at(-1) as Extract<ToWorker, { size: unknown }>;
    expect(last.size).toEqual([300, 200]);
  });

  it('ends the worker when let go, but not when the same canvas is taken again at once', () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const painter = new OffscreenPainter(() => {});
    const { element, transfers } = canvas();
    const release = painter.take(element);
    release();
    const again = painter.take(element);
    vi.runAllTimers();
    expect(FakeWorker.made).toHaveLength(1);
    expect(transfers()).toBe(1);
    expect(FakeWorker.made[0]?.terminated).toBe(false);
    again();
    vi.runAllTimers();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('hands the figure back to the page when the worker cannot start, before taking the canvas', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Failed to construct Worker', 'SecurityError'); // a file:// page
        }
      },
    );
    const failed = vi.fn();
    const painter = new OffscreenPainter(failed);
    const { element, transfers } = canvas();
    expect(() => painter.take(element)).not.toThrow();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(transfers()).toBe(0); // the canvas can still be drawn on the page
  });

  it('hands the figure back to the page when the worker fails, and says it as nothing else', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failed = vi.fn();
    const painter = new OffscreenPainter(failed);
    painter.take(canvas().element);
    const worker = FakeWorker.made[0] as FakeWorker;
    const preventDefault = vi.fn();
    worker.onerror?.({ preventDefault }); // e.g. "Missing worker bootstrap config"
    expect(failed).toHaveBeenCalledTimes(1);
    expect(preventDefault).toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
  });
});
