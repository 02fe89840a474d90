'use client';
// One side of a mistake demo on a canvas, drawn by the simulation's own renderer. The box sits inside
// a shaded border, so a ball that leaves the box stays in view; overlapping balls are drawn in red.
import { useCallback } from 'react';
import { basicOverlays, drawScene, type Palette } from '@/components/simulation/render';
import { useCanvasSurface } from '@/components/simulation/useCanvasSurface';
import type { MistakeClock } from './MistakeClock';

interface Props {
  clock: MistakeClock;
  side: 0 | 1;
  label: string;
  describedBy: string;
  /** Written on the canvas when a ball's position is not a number (it cannot be drawn). */
  notANumberNote: string;
}

/** Border around the box, in the physics' pixels. */
function marginOf(width: number, height: number): number {
  return Math.max(14, 0.05 * Math.max(width, height));
}

export function MistakeCanvas({ clock, side, label, describedBy, notANumberNote }: Props) {
  const margin = marginOf(clock.width, clock.height);
  const outerWidth = clock.width + 2 * margin;
  const outerHeight = clock.height + 2 * margin;

  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number) => {
      const track = clock.sides[side];
      const balls = track.balls(clock.frame);
      const { measure } = track.record(clock.frame);
      drawScene(
        ctx,
        {
          balls: balls.map((b) => ({ ...b, x: b.x + margin, y: b.y + margin })),
          width: outerWidth,
          height: outerHeight,
          overlays: basicOverlays(balls.length),
          palette,
          collisions: [],
          stuck: measure.overlapping,
          referenceMass: 1,
        },
        scale,
      );
      // Shade what lies outside the box, over the balls, so the part of a ball past a wall looks dimmed.
      ctx.save();
      ctx.fillStyle = palette.soft;
      ctx.globalAlpha = 0.22;
      ctx.beginPath();
      ctx.rect(0, 0, outerWidth, outerHeight);
      ctx.rect(margin, margin, clock.width, clock.height);
      ctx.fill('evenodd');
      ctx.globalAlpha = 1;
      ctx.strokeStyle = palette.foreground;
      ctx.lineWidth = 1.5 / Math.min(scale, 2);
      ctx.strokeRect(margin, margin, clock.width, clock.height);
      if (measure.notANumber > 0) {
        ctx.fillStyle = palette.stuck;
        ctx.font = `600 ${Math.max(14, clock.width / 22)}px system-ui, sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(notANumberNote, outerWidth / 2, outerHeight / 2);
      }
      ctx.restore();
    },
    [clock, side, margin, outerWidth, outerHeight, notANumberNote],
  );
  const { canvasRef } = useCanvasSurface(outerWidth, outerHeight, paint, clock.onFrame);

  return (
    <canvas
      ref={canvasRef}
      className="simulation-canvas"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      data-side={side === 0 ? 'broken' : 'fixed'}
    />
  );
}
