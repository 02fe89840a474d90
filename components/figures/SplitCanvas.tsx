'use client';
// One picture of the Separate figure: the two balls where the reader put them, or, after Separate,
// where a split moved them, with dashed outlines where they were. Balls can be dragged with the
// pointer; the arrow keys move the chosen ball while the picture has focus.
import { useCallback, useMemo } from 'react';
import { ballsOf } from '@/components/canvas/ballSource';
import { drawBalls } from '@/components/canvas/layers/balls';
import { drawLabels } from '@/components/canvas/layers/labels';
import type { Palette } from '@/components/canvas/palette';
import type { View } from '@/components/canvas/readable';
import { hairline, type Layer, paintScene } from '@/components/canvas/scene';
import { useCanvasSurface } from '@/components/canvas/useCanvasSurface';
import type { Ball } from '@/physics';
import styles from './figures.module.css';

interface Props {
  width: number;
  height: number;
  /** Where the reader put the balls. */
  start: readonly Ball[];
  /** Where the split moved them, once Separate was pressed. */
  after: readonly Ball[] | null;
  label: string;
  describedBy: string;
  /** Ball `index` should move to (x, y), in the physics' pixels. */
  onMove: (index: number, x: number, y: number) => void;
  /** An arrow key: move the chosen ball by (dx, dy). */
  onNudge: (dx: number, dy: number) => void;
}

/** Dashed outlines of where the balls were. */
function ghosts(balls: readonly Ball[]): Layer {
  return (ctx, { palette, lineWidth }) => {
    ctx.save();
    ctx.setLineDash([6, 5]);
    ctx.lineWidth = lineWidth;
    ctx.strokeStyle = palette.soft;
    for (const b of balls) {
      ctx.beginPath();
      ctx.arc(b.x, b.y, b.radius, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.restore();
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function SplitCanvas({ width, height, start, after, label, describedBy, onMove, onNudge }: Props) {
  const shown = after ?? start;
  const layers = useMemo(
    () => (after ? [ghosts(start), drawBalls, drawLabels] : [drawBalls, drawLabels]),
    [after, start],
  );
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number, view: View) =>
      paintScene(ctx, { ...ballsOf(shown), palette, lineWidth: hairline(scale), view }, layers, scale),
    [shown, layers],
  );
  const { canvasRef, size } = useCanvasSurface(width, height, paint);

  const toWorld = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * width) / rect.width,
      y: ((event.clientY - rect.top) * height) / rect.height,
    };
  };
  const dragging = (event: React.PointerEvent<HTMLCanvasElement>) => event.currentTarget.dataset.drag;

  return (
    <canvas
      ref={canvasRef}
      {...size}
      className={`simulation-canvas ${styles.splitCanvas}`}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      onKeyDown={(event) => {
        const step = ARROWS[event.key];
        if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
        const by = event.shiftKey ? 10 : 1;
        onNudge(step[0] * by, step[1] * by);
        event.preventDefault();
      }}
      onPointerDown={(event) => {
        const p = toWorld(event);
        // the ball under the pointer; the smaller one wins where they overlap, so it can be pulled out
        const hits = shown
          .map((b, index) => ({ index, d: Math.hypot(p.x - b.x, p.y - b.y), r: b.radius }))
          .filter((h) => h.d <= h.r)
          .sort((a, b) => a.r - b.r);
        const hit = hits[0];
        if (!hit) return;
        event.currentTarget.dataset.drag = String(hit.index);
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => {
        const index = dragging(event);
        if (index === undefined) return;
        const p = toWorld(event);
        onMove(Number(index), p.x, p.y);
      }}
      onPointerUp={(event) => {
        delete event.currentTarget.dataset.drag;
      }}
      onPointerCancel={(event) => {
        delete event.currentTarget.dataset.drag;
      }}
    />
  );
}
