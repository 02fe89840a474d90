'use client';
// Lesson 4's start: the two balls on a small table, drawn with the simulation's layers. Drag a ball to
// move it or the tip of its arrow to change its velocity; every change is reported as it happens.
import { useCallback, useMemo } from 'react';
import { ballsOf } from '@/components/canvas/ballSource';
import type { Palette } from '@/components/canvas/palette';
import type { View } from '@/components/canvas/readable';
import { hairline, paintScene } from '@/components/canvas/scene';
import { useBallDrag } from '@/components/canvas/useBallDrag';
import { useCanvasSurface } from '@/components/canvas/useCanvasSurface';
import { basicOverlays, worldLayers } from '@/components/canvas/worldLayers';
import type { Ball, CollisionEvent } from '@/physics';
import styles from './inspector.module.css';

interface Props {
  balls: readonly Ball[];
  width: number;
  height: number;
  label: string;
  /** The pair's collision, when they touch: its line of centres is drawn. */
  collision: CollisionEvent | null;
  onChange: (index: number, ball: Ball) => void;
}

const LAYERS = worldLayers({ ...basicOverlays(2), lineOfCentres: true });

export function StartCanvas({ balls, width, height, label, collision, onChange }: Props) {
  const { handlers } = useBallDrag({
    enabled: true,
    width,
    height,
    balls: () => balls,
    reach: 14,
    arrows: true,
    onMove: ({ index, ball }) => onChange(index, ball),
  });
  const source = useMemo(() => ballsOf(balls), [balls]);
  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, palette: Palette, scale: number, view: View) => {
      const collisions = collision ? [collision] : [];
      paintScene(ctx, { ...source, palette, lineWidth: hairline(scale), view, collisions }, LAYERS, scale);
    },
    [source, collision],
  );
  const { canvasRef, size } = useCanvasSurface(width, height, paint);

  return (
    <canvas
      ref={canvasRef}
      {...size}
      className={`inspector-start-canvas ${styles.startCanvas}`}
      data-world-width={width}
      role="img"
      aria-label={label}
      {...handlers}
    />
  );
}
