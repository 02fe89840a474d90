'use client';
// One side of a mistake demo on a canvas, drawn by the simulation's own renderer. The box sits inside
// a shaded border, so a ball that leaves the box stays in view; overlapping balls are drawn in red.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readPalette } from '@/components/simulation/palette';
import { drawScene, type Overlays, type Palette } from '@/components/simulation/render';
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
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [palette, setPalette] = useState<Palette | null>(null);
  const [scale, setScale] = useState(1);
  const margin = marginOf(clock.width, clock.height);
  const outerWidth = clock.width + 2 * margin;
  const outerHeight = clock.height + 2 * margin;

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !palette) return;
    const track = clock.sides[side];
    const balls = track.balls(clock.frame);
    const { measure } = track.record(clock.frame);
    const few = balls.length <= 12;
    const overlays: Overlays = {
      velocity: few,
      momentum: false,
      lineOfCentres: false,
      centreOfMass: false,
      trails: false,
      labels: few,
    };
    drawScene(
      ctx,
      {
        balls: balls.map((b) => ({ ...b, x: b.x + margin, y: b.y + margin })),
        width: outerWidth,
        height: outerHeight,
        overlays,
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
  }, [clock, side, palette, scale, margin, outerWidth, outerHeight, notANumberNote]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const update = () => setPalette(readPalette(canvas));
    update();
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', update);
    return () => scheme.removeEventListener('change', update);
  }, []);

  // Assigning canvas.width clears the canvas even when the value is unchanged: assign only on a real
  // change, and always redraw afterwards.
  const redraw = useRef(() => {});
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const cssWidth = canvas.clientWidth || outerWidth;
      const dpr = window.devicePixelRatio || 1;
      const width = Math.round(cssWidth * dpr);
      const height = Math.round((width * outerHeight) / outerWidth);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      setScale(width / outerWidth);
      redraw.current();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [outerWidth, outerHeight]);

  useEffect(() => {
    redraw.current = draw;
    draw();
    return clock.onFrame(draw);
  }, [clock, draw]);

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
