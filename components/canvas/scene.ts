// What a figure's drawing layers read, and how a figure paints them: clear the canvas, map the
// physics' pixels to the screen's with one transform, run its layers in order, then write the labels
// they asked for where no arrow is (shapes.ts). A figure is
// its list of layers (see worldLayers.ts); a layer is a small function that draws one thing.
import type { CollisionEvent } from '@/physics';
import type { BallSource } from './ballSource';
import type { Palette } from './palette';
import type { View } from './readable';
import { finishLabels, startLabels } from './shapes';
import type { Trails } from './trails';

export interface Scene extends BallSource {
  palette: Palette;
  /** A hairline, in the drawing's units. */
  lineWidth: number;
  /** How big a CSS pixel is in the drawing's units, and whether it is projected (full screen). */
  view: View;
  /** Collisions of the frame on screen: their line of centres and rotated axes can be drawn. */
  collisions?: readonly CollisionEvent[];
  /** Balls drawn in the warning colour: those of stuck (or, in a mistake demo, overlapping) pairs. */
  stuck?: ReadonlySet<number>;
  trails?: Trails;
  /** Arrow length in px per px/frame of velocity (VELOCITY_FRAMES unless the reader chose). */
  arrowScale?: number;
  /** Collisions of the last few frames, `age` frames ago, for the fading Δp arrows. */
  recentCollisions?: readonly { event: CollisionEvent; age: number }[];
  /** How long Δp arrows stay (1: only on the collision's own frame, for reduced motion). */
  impulseFrames?: number;
  /** Set by paintScene for the first layer only: the canvas shows nothing but the background yet. */
  onBackground?: boolean;
}

export type Layer = (ctx: CanvasRenderingContext2D, scene: Scene) => void;

/** A hairline for a figure drawn at `scale` device pixels per physics pixel. */
export function hairline(scale: number): number {
  return 1.5 / Math.min(scale, 2);
}

/** The balls of the given pairs, for Scene.stuck. */
export function ballsOfPairs(pairs: readonly (readonly [number, number])[]): Set<number> {
  return new Set(pairs.flat());
}

/** Clear and draw. `scale` is device pixels per physics pixel. */
export function paintScene(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  layers: readonly Layer[],
  scale: number,
): void {
  // Paint every device pixel first: the stage rarely fills the last row exactly, and a partly
  // covered row would otherwise blend with the previous frame.
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = scene.palette.background;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  startLabels(ctx);
  layers.forEach((layer, k) => {
    layer(ctx, k === 0 ? { ...scene, onBackground: true } : scene);
  });
  finishLabels(ctx); // the labels last, laid out clear of every arrow the layers drew
}
