'use client';
// The canvas of one world: sharp on HiDPI screens, as wide as its column, redrawn when the clock
// moves or an overlay changes. While paused, a ball can be dragged to move it, or the tip of its
// velocity arrow to change its velocity.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Ball } from '@/physics';
import type { SimulationClock } from './clock';
import { readPalette } from './palette';
import { drawScene, type Overlays, type Palette, VELOCITY_FRAMES } from './render';
import { Trails } from './trails';

export interface BallEdit {
  index: number;
  ball: Ball;
}

interface Props {
  clock: SimulationClock;
  world?: number;
  overlays: Overlays;
  /** Called once at the end of a drag with the ball's new state. */
  onEdit?: (edit: BallEdit) => void;
  /** id of the element that describes the canvas in words. */
  describedBy: string;
  label: string;
  highlightStuck?: boolean;
}

type Drag = { index: number; part: 'ball' | 'arrow'; ball: Ball };

export function SimulationCanvas({
  clock,
  world = 0,
  overlays,
  onEdit,
  describedBy,
  label,
  highlightStuck,
}: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const trails = useRef(new Trails());
  const drag = useRef<Drag | null>(null);
  const [palette, setPalette] = useState<Palette | null>(null);
  const [scale, setScale] = useState(1);
  const target = clock.worlds[world];

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !palette || !target) return;
    const balls = target.balls();
    const dragged = drag.current;
    if (dragged) balls[dragged.index] = dragged.ball;
    trails.current.record(balls, target.frame);
    drawScene(
      ctx,
      {
        balls,
        width: target.width,
        height: target.height,
        overlays,
        palette,
        collisions: clock.collisions(world),
        stuck: highlightStuck ? target.stuckPairList() : [],
        trails: trails.current,
        referenceMass: balls.reduce((sum, b) => sum + b.mass, 0) / Math.max(1, balls.length),
      },
      scale,
    );
  }, [clock, world, target, overlays, palette, scale, highlightStuck]);

  // Colours come from the page's CSS, and follow a switch between light and dark.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const update = () => setPalette(readPalette(canvas));
    update();
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', update);
    return () => scheme.removeEventListener('change', update);
  }, []);

  // Backing store = CSS size × device pixel ratio, so lines stay crisp when scaled to the column.
  // Assigning canvas.width clears the canvas even when the value is unchanged, so only assign on a
  // real change, and always redraw afterwards.
  const redraw = useRef(() => {});
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !target) return;
    const resize = () => {
      const cssWidth = canvas.clientWidth || target.width;
      const dpr = window.devicePixelRatio || 1;
      const width = Math.round(cssWidth * dpr);
      const height = Math.round((width * target.height) / target.width);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      setScale(width / target.width);
      redraw.current();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [target]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new world starts with no trails
  useEffect(() => {
    trails.current.clear();
  }, [target]);

  useEffect(() => {
    redraw.current = draw;
    draw();
    return clock.onFrame(draw);
  }, [clock, draw]);

  /** Pointer position in physics units. */
  const toWorld = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const k = (target?.width ?? 1) / rect.width;
    return { x: (event.clientX - rect.left) * k, y: (event.clientY - rect.top) * k };
  };

  const editable = !!onEdit && !clock.playing && !!target;

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!editable || !target) return;
    const p = toWorld(event);
    const balls = target.balls();
    const grabRadius = 12 * (target.width / event.currentTarget.getBoundingClientRect().width);
    const tip = (b: Ball) => ({ x: b.x + b.vx * VELOCITY_FRAMES, y: b.y + b.vy * VELOCITY_FRAMES });
    let found: Drag | null = null;
    balls.forEach((ball, index) => {
      const t = tip(ball);
      if (overlays.velocity && Math.hypot(p.x - t.x, p.y - t.y) <= grabRadius)
        found = { index, part: 'arrow', ball };
    });
    if (!found) {
      const index = balls.findLastIndex((b) => Math.hypot(p.x - b.x, p.y - b.y) <= b.radius);
      const ball = balls[index];
      if (ball) found = { index, part: 'ball', ball };
    }
    if (!found) return;
    drag.current = found;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current || !target) return;
    const p = toWorld(event);
    const { ball } = current;
    const r = ball.radius;
    current.ball =
      current.part === 'ball'
        ? { ...ball, x: clamp(p.x, r, target.width - r), y: clamp(p.y, r, target.height - r) }
        : {
            ...ball,
            vx: round((p.x - ball.x) / VELOCITY_FRAMES),
            vy: round((p.y - ball.y) / VELOCITY_FRAMES),
          };
    draw();
  };

  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current && onEdit) onEdit({ index: current.index, ball: current.ball });
  };

  return (
    <canvas
      ref={canvasRef}
      className="simulation-canvas"
      data-editable={editable ? '' : undefined}
      data-world-width={target?.width}
      role="img"
      aria-label={label}
      // Focusable, so the keyboard shortcuts work on the figure itself.
      tabIndex={0}
      aria-describedby={describedBy}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    />
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Dragged velocities snap to tenths, so the table shows tidy numbers. */
function round(value: number): number {
  return Math.round(value * 10) / 10;
}
