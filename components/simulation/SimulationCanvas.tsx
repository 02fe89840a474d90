'use client';
// The canvas of one world: sharp on HiDPI screens, as wide as its column, redrawn when the clock
// moves or an overlay changes. While paused, a ball can be dragged to move it, or the tip of its
// velocity arrow to change its velocity.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type BallDrag, dragTo, grab, pointerAt } from '@/components/canvas/ballDrag';
import type { BallSource } from '@/components/canvas/ballSource';
import type { Palette } from '@/components/canvas/palette';
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
  /** Called once at the end of a drag with the ball's new state. */
  onEdit?: (edit: BallEdit) => void;
  /** id of the element that describes the canvas in words. */
  describedBy: string;
  label: string;
  highlightStuck?: boolean;
}

/** The world's balls read in place, with the ball being dragged where the pointer has it. */
function ballsShown(world: World, drag: BallDrag | null): BallSource {
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
  const drag = useRef<BallDrag | null>(null);
  const target = clock.worlds[world];

  // Before the surface's effects, so the first frame of a new world is drawn without the old trails.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new world starts with no trails
  useEffect(() => {
    trails.current.clear();
  }, [target]);

  const layers = useMemo(() => worldLayers(overlays), [overlays]);
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number) => {
      if (!target) return;
      const balls = ballsShown(target, drag.current);
      // Paths are only kept while trails are shown: recording thousands of balls costs a frame.
      if (overlays.trails) trails.current.record(balls, target.frame);
      else trails.current.clear();
      const scene: Scene = {
        ...balls,
        palette,
        lineWidth: hairline(scale),
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

  const editable = !!onEdit && !clock.playing && !!target;

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!editable || !target) return;
    const reach = 12 * (target.width / event.currentTarget.getBoundingClientRect().width);
    const found = grab(target.balls(), pointerAt(event, target.width), reach, overlays.velocity);
    if (!found) return;
    drag.current = found;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current || !target) return;
    current.ball = dragTo(current, pointerAt(event, target.width), target.width, target.height);
    redraw();
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
