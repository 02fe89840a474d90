'use client';
// The canvas of one world: sharp on HiDPI screens, as wide as its column, redrawn when the clock
// moves or an overlay changes. While paused, a ball can be dragged to move it, or the tip of its
// velocity arrow to change its velocity.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BallDrag } from '@/components/canvas/ballDrag';
import type { BallSource } from '@/components/canvas/ballSource';
import { FramePainter } from '@/components/canvas/framePainter';
import { VELOCITY_FRAMES } from '@/components/canvas/layers/arrows';
import { CROWD_FROM } from '@/components/canvas/layers/balls';
import { IMPULSE_FRAMES } from '@/components/canvas/layers/impulse';
import { OffscreenPainter, offscreenSupported } from '@/components/canvas/offscreenPainter';
import type { Palette } from '@/components/canvas/palette';
import type { View } from '@/components/canvas/readable';
import { ballsOfPairs } from '@/components/canvas/scene';
import { type FrameInfo, packBalls } from '@/components/canvas/snapshot';
import { useBallDrag } from '@/components/canvas/useBallDrag';
import { useCanvasSurface } from '@/components/canvas/useCanvasSurface';
import type { Overlays } from '@/components/canvas/worldLayers';
import { useRun } from '@/components/widget/useRun';
import type { Ball, CollisionEvent, World } from '@/physics';
import { ballWriter } from '@/physics';
import { select } from '@/run';
import type { SimulationClock } from './SimulationClock';

type CentreOfMassView = typeof import('@/components/canvas/centreOfMassView').centreOfMassView;

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
  /** px of arrow per px/frame of velocity (default VELOCITY_FRAMES). */
  arrowScale?: number;
  /** Δp arrows show on the collision frame only, without fading. */
  reducedMotion?: boolean;
}

/**
 * A crowd's backing store keeps to this many device pixels, a resolution trade-off: a software-drawn
 * canvas costs time for every pixel it clears, rasterises and hands over each frame, whatever is on
 * it (bench/results.md: the 1155×1155 playground, about 4 ms a frame unthrottled). A bigger canvas
 * is scaled up by CSS, a little softer; labels and arrows keep their readable sizes (readable.ts).
 */
const CROWD_PIXELS = 600_000;

/** A crowd's canvas is drawn in a worker where the browser can hand it over (offscreenPainter.ts). */
const CROWD_IN_WORKER = true;

/** The world's balls read in place, with the ball being dragged where the pointer has it. */
function ballsShown(world: World, drag: BallDrag | null): BallSource {
  if (!drag)
    return {
      count: world.count,
      forEachBall: (visit) => world.forEachBall(visit),
      writeBalls: (into, stride) => world.writeBalls(into, stride),
    };
  const { index, ball: d } = drag;
  return {
    count: world.count,
    forEachBall: (visit) =>
      world.forEachBall((x, y, vx, vy, radius, mass, i) => {
        if (i === index) visit(d.x, d.y, d.vx, d.vy, d.radius, d.mass, i);
        else visit(x, y, vx, vy, radius, mass, i);
      }),
    writeBalls(into, stride) {
      world.writeBalls(into, stride);
      ballWriter(into, stride)(d.x, d.y, d.vx, d.vy, d.radius, d.mass, index);
    },
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
  arrowScale = VELOCITY_FRAMES,
  reducedMotion,
}: Props) {
  const painter = useRef(new FramePainter());
  const trailsEpoch = useRef(0);
  const target = clock.worlds[world];
  // in the centre-of-mass view a ball is not where the world has it: it is not dragged there
  const playing = useRun(clock.player, select.isPlaying);
  const editable = !!onEdit && !playing && !!target && !overlays.centreOfMassFrame;
  const { drag, handlers } = useBallDrag({
    enabled: editable,
    width: target?.width ?? 0,
    height: target?.height ?? 0,
    balls: () => target?.balls() ?? [],
    reach: 12,
    arrows: overlays.velocity,
    arrowScale,
    onMove: () => redraw(),
    onEnd: (dropped) => {
      if (dropped && onEdit) onEdit({ index: dropped.index, ball: dropped.ball });
      redraw();
    },
  });

  // Before the surface's effects, so the first frame of a new world is drawn without the old trails.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new world, or another frame of reference, starts with no trails
  useEffect(() => {
    trailsEpoch.current += 1;
  }, [target, overlays.centreOfMassFrame]);

  // The centre-of-mass view is downloaded when first switched on (a lesson page stays in its budget).
  const [inCentreFrame, setInCentreFrame] = useState<CentreOfMassView | null>(null);
  useEffect(() => {
    if (overlays.centreOfMassFrame && !inCentreFrame)
      void import('@/components/canvas/centreOfMassView').then((m) =>
        setInCentreFrame(() => m.centreOfMassView),
      );
  }, [overlays.centreOfMassFrame, inCentreFrame]);

  // What to draw, as a snapshot (snapshot.ts): painted here, or in a worker for a crowd.
  const frameOf = useCallback(
    (palette: Palette, scale: number, view: View, into: Float64Array | null) => {
      if (!target) return null;
      const table = ballsShown(target, drag.current);
      const balls =
        overlays.centreOfMassFrame && inCentreFrame
          ? inCentreFrame(table, { x: target.width / 2, y: target.height / 2 })
          : table;
      const info: FrameInfo = {
        count: balls.count,
        frame: target.frame,
        trailsEpoch: trailsEpoch.current,
        overlays,
        palette,
        scale,
        view,
        arrowScale,
        impulseFrames: reducedMotion ? 1 : IMPULSE_FRAMES,
        highlightStuck: !!highlightStuck,
        // only the line of centres draws them: a worker is not sent what it would not draw
        collisions: overlays.lineOfCentres ? clock.drawnCollisions(world, target.frame) : undefined,
        recentCollisions: overlays.impulse ? recentCollisions(clock, world, target.frame) : undefined,
      };
      const stuck = highlightStuck ? ballsOfPairs(target.stuckPairList()) : undefined;
      return { info, balls: packBalls(balls, stuck, into) };
    },
    [clock, world, target, overlays, inCentreFrame, highlightStuck, arrowScale, reducedMotion, drag],
  );
  const kept = useRef<Float64Array | null>(null);
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number, view: View) => {
      const frame = frameOf(palette, scale, view, kept.current);
      if (!frame) return;
      kept.current = frame.balls;
      painter.current.paint(ctx, frame.info, frame.balls);
    },
    [frameOf],
  );
  const crowd = (target?.count ?? 0) >= CROWD_FROM;
  // a worker that cannot start (or fails) hands the figure back to the page for good
  const [workerFailed, setWorkerFailed] = useState(false);
  const inWorker = CROWD_IN_WORKER && crowd && !workerFailed && offscreenSupported();
  // A canvas hands its control over once: each worker gets a canvas element of its own (the key).
  const workerKey = inWorker ? `worker ${target?.width}×${target?.height}` : 'page';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one worker per canvas element
  const worker = useMemo(
    () => (inWorker ? new OffscreenPainter(() => setWorkerFailed(true)) : null),
    [workerKey],
  );
  // before the surface's effects, which paint with it
  useEffect(() => {
    if (worker) worker.frameOf = frameOf;
  }, [worker, frameOf]);
  const { canvasRef, redraw, size } = useCanvasSurface(
    target?.width ?? 0,
    target?.height ?? 0,
    paint,
    clock.player.onFrame,
    {
      opaque: true,
      maxPixels: crowd ? CROWD_PIXELS : undefined,
      worker,
    },
  );

  return (
    // The box lets a full-screen layout size the canvas to the space it has (see .canvas-box).
    <div className="canvas-box">
      <canvas
        key={workerKey}
        ref={canvasRef}
        {...size}
        className="simulation-canvas"
        data-editable={editable ? '' : undefined}
        data-drawn-in={worker ? 'worker' : undefined}
        data-world-width={target?.width}
        role="img"
        aria-label={label}
        // Focusable, so the keyboard shortcuts work on the figure itself.
        tabIndex={0}
        aria-describedby={describedBy}
        {...handlers}
      />
    </div>
  );
}

/** The ledger's collisions of the last IMPULSE_FRAMES frames, newest last, with their age. */
function recentCollisions(clock: SimulationClock, world: number, frame: number) {
  return clock
    .drawnCollisionsAfter(world, frame - IMPULSE_FRAMES, frame)
    .map((row): { event: CollisionEvent; age: number } => ({ event: row, age: frame - row.frame }));
}
