// Pointer handlers that drag a ball (or the tip of its velocity arrow) on a canvas, for any widget
// that lets the reader edit a start by hand. The ball being dragged lives in `drag` until the pointer
// is let go; the widget draws it from there and decides what a move and a drop mean.
import { type RefObject, useRef } from 'react';
import type { Ball } from '@/physics';
import { type BallDrag, dragTo, grab, pointerAt } from './ballDrag';

interface Options {
  /** Whether a press may start a drag now (e.g. not while playing). */
  enabled: boolean;
  /** The drawing's size in world units. */
  width: number;
  height: number;
  /** The balls as they stand when the press starts. */
  balls: () => readonly Ball[];
  /** How close to an arrow tip a press must be, in CSS pixels. */
  reach: number;
  /** Whether arrow tips can be grabbed (they are only when drawn). */
  arrows: boolean;
  arrowScale?: number;
  /** Every pointer move during a drag. */
  onMove: (drag: BallDrag) => void;
  /** The pointer is let go (or the drag cancelled); `drag` is null when nothing was held. */
  onEnd?: (drag: BallDrag | null) => void;
}

interface PointerHandlers {
  onPointerDown: (event: React.PointerEvent<HTMLCanvasElement>) => void;
  onPointerMove: (event: React.PointerEvent<HTMLCanvasElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
}

export function useBallDrag(options: Options): {
  drag: RefObject<BallDrag | null>;
  handlers: PointerHandlers;
} {
  const drag = useRef<BallDrag | null>(null);
  const { enabled, width, height, balls, reach, arrows, arrowScale, onMove, onEnd } = options;

  const end = () => {
    const current = drag.current;
    drag.current = null;
    onEnd?.(current);
  };
  const handlers: PointerHandlers = {
    onPointerDown: (event) => {
      if (!enabled) return;
      const units = reach * (width / event.currentTarget.getBoundingClientRect().width);
      const found = grab(balls(), pointerAt(event, width), units, arrows, arrowScale);
      if (!found) return;
      drag.current = found;
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
    },
    onPointerMove: (event) => {
      const current = drag.current;
      if (!current) return;
      current.ball = dragTo(current, pointerAt(event, width), width, height, arrowScale);
      onMove(current);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
  return { drag, handlers };
}
