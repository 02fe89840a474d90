'use client';
// The canvas of one world: sharp on HiDPI screens, as wide as its column, redrawn when the clock
// moves or an overlay changes. While paused, a ball can be dragged to move it, or the tip of its
// velocity arrow to change its velocity.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BallSource } from '@/components/canvas/ballSource';
import { VELOCITY_FRAMES } from '@/components/canvas/layers/arrows';
import type { Palette } from '@/components/canvas/palette';
import type { View } from '@/components/canvas/readable';
import { ballsOfPairs, hairline, paintScene, type Scene } from '@/components/canvas/scene';
import { Trails } from '@/components/canvas/trails';
import { useCanvasSurface } from '@/components/canvas/useCanvasSurface';
import { type Overlays, worldLayers } from '@/components/canvas/worldLayers';
import type { Ball, World } from '@/physics';
import type { SimulationClock } from './SimulationClock';

export interface BallEdit {
  index: number;
  ball: Ball;
}

interface Props {
  clock: SimulationClock;
  world?: number;
  overlays: Overlays;
  /** Called once at the end of a drag with the ball's new state; it may refuse the drop (the
   *  figure then says why), and the ball is drawn where the world has it either way. */
  onEdit?: (edit: BallEdit) => void;
  /** id of the element that describes the canvas in words. */
  describedBy: string;
  label: string;
  highlightStuck?: boolean;
}

type Drag = { index: number; part: 'ball' | 'arrow'; ball: Ball };

/** The world's balls read in place, with the ball being dragged where the pointer has it. */
function ballsShown(world: World, drag: Drag | null): BallSource {
  if (!drag) return { count: world.count, forEachBall: (visit) => world.forEachBall(visit) };
  const { index, ball: d } = drag;
  return {
    count: world.count,
    forEachBall: (visit) =>
      world.forEachBall((x, y, vx, vy, radius, mass, i) => {
        if (i === index) visit(d.x, d.y, d.vx, d.vy, d.radius, d.mass, i);
        else visit(x, y, vx, vy, radius, mass, i);
      }),
  };
}

export function SimulationCanvas({
  clock,
  world = 0,
  overlays,
  onEdit,
  describedBy,
  label,
  highlightStuck,
}: Props) {
  const trails = useRef(new Trails());
  const drag = useRef<Drag | null>(null);
  const target = clock.worlds[world];

  // Before the surface's effects, so the first frame of a new world is drawn without the old trails.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new world starts with no trails
  useEffect(() => {
    trails.current.clear();
  }, [target]);

  const layers = useMemo(() => worldLayers(overlays), [overlays]);
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number, view: View) => {
      if (!target) return;
      const balls = ballsShown(target, drag.current);
      // Paths are only kept while trails are shown: recording thousands of balls costs a frame.
      if (overlays.trails) trails.current.record(balls, target.frame);
      else trails.current.clear();
      const scene: Scene = {
        ...balls,
        palette,
        lineWidth: hairline(scale),
        view,
        collisions: clock.collisions(world),
        stuck: highlightStuck ? ballsOfPairs(target.stuckPairList()) : undefined,
        trails: trails.current,
      };
      paintScene(ctx, scene, layers, scale);
    },
    [clock, world, target, overlays.trails, layers, highlightStuck],
  );
  const { canvasRef, redraw } = useCanvasSurface(
    target?.width ?? 0,
    target?.height ?? 0,
    paint,
    clock.onFrame,
  );

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
    redraw();
  };

  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current && onEdit) onEdit({ index: current.index, ball: current.ball });
    redraw();
  };

  return (
    // The box lets a full-screen layout size the canvas to the space it has (see .canvas-box).
    <div className="canvas-box">
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
    </div>
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Dragged velocities snap to tenths, so the table shows tidy numbers. */
function round(value: number): number {
  return Math.round(value * 10) / 10;
}
