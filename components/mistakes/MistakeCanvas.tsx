'use client';
// One side of a mistake demo on a canvas, drawn with the simulation's own layers. The box sits inside
// a shaded border, so a ball that leaves the box stays in view; overlapping balls are drawn in red.
import { useCallback, useMemo } from 'react';
import { ballsOf } from '@/components/canvas/ballSource';
import { canvasFont } from '@/components/canvas/font';
import type { Palette } from '@/components/canvas/palette';
import type { View } from '@/components/canvas/readable';
import { ballsOfPairs, hairline, type Layer, paintScene } from '@/components/canvas/scene';
import { useCanvasSurface } from '@/components/canvas/useCanvasSurface';
import { basicOverlays, worldLayers } from '@/components/canvas/worldLayers';
import type { RecordedClock } from './RecordedClock';

interface Props {
  clock: RecordedClock;
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

/** Shades what lies outside the box, over the balls, so the part of a ball past a wall looks dimmed;
 *  outlines the box; and writes `note` in the middle, if any. */
function boxLayer(width: number, height: number, margin: number, note: string | null): Layer {
  const outerWidth = width + 2 * margin;
  const outerHeight = height + 2 * margin;
  return (ctx, { palette, lineWidth }) => {
    ctx.save();
    ctx.fillStyle = palette.soft;
    ctx.globalAlpha = 0.22;
    ctx.beginPath();
    ctx.rect(0, 0, outerWidth, outerHeight);
    ctx.rect(margin, margin, width, height);
    ctx.fill('evenodd');
    ctx.globalAlpha = 1;
    ctx.strokeStyle = palette.foreground;
    ctx.lineWidth = lineWidth;
    ctx.strokeRect(margin, margin, width, height);
    if (note) {
      ctx.fillStyle = palette.stuck;
      ctx.font = canvasFont(Math.max(14, width / 22), true);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(note, outerWidth / 2, outerHeight / 2);
    }
    ctx.restore();
  };
}

export function MistakeCanvas({ clock, side, label, describedBy, notANumberNote }: Props) {
  const margin = marginOf(clock.width, clock.height);
  const track = clock.sides[side];
  const ballLayers = useMemo(() => worldLayers(basicOverlays(track.balls(0).length)), [track]);

  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number, view: View) => {
      // the drawing loop draws the frame the player is at (live, between announcements)
      const frame = clock.player.frame;
      const balls = track.balls(frame).map((b) => ({ ...b, x: b.x + margin, y: b.y + margin }));
      const { measure } = track.record(frame);
      const note = measure.notANumber > 0 ? notANumberNote : null;
      const layers = [...ballLayers, boxLayer(clock.width, clock.height, margin, note)];
      const stuck = ballsOfPairs(measure.overlapping);
      paintScene(ctx, { ...ballsOf(balls), palette, lineWidth: hairline(scale), view, stuck }, layers, scale);
    },
    [clock, track, margin, ballLayers, notANumberNote],
  );
  const { canvasRef, size } = useCanvasSurface(
    clock.width + 2 * margin,
    clock.height + 2 * margin,
    paint,
    clock.player.onFrame,
  );

  return (
    <div className="canvas-box">
      <canvas
        ref={canvasRef}
        {...size}
        className="simulation-canvas"
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        data-side={side === 0 ? 'broken' : 'fixed'}
      />
    </div>
  );
}
