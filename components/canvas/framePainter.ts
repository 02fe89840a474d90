// Paints a figure's frame from its snapshot (snapshot.ts) with the layers its overlays switch on:
// the one drawing path of SimulationCanvas, on the page or in a worker (paint.worker.ts). It keeps
// the trails, since they are made from the frames it is given.
import { hairline, paintScene } from './scene';
import { type FrameInfo, unpackBalls } from './snapshot';
import { Trails } from './trails';
import { worldLayers } from './worldLayers';

export class FramePainter {
  private trails = new Trails();
  private epoch = Number.NaN;

  paint(ctx: CanvasRenderingContext2D, info: FrameInfo, balls: Float64Array): void {
    const { stuck, ...source } = unpackBalls(balls, info.count);
    if (info.trailsEpoch !== this.epoch) this.trails.clear();
    this.epoch = info.trailsEpoch;
    // Paths are only kept while trails are shown: recording thousands of balls costs a frame.
    if (info.overlays.trails) this.trails.record(source, info.frame);
    else this.trails.clear();
    const scene = {
      ...source,
      palette: info.palette,
      lineWidth: hairline(info.scale),
      view: info.view,
      collisions: info.collisions,
      stuck: info.highlightStuck ? stuck : undefined,
      trails: this.trails,
      arrowScale: info.arrowScale,
      recentCollisions: info.recentCollisions,
      impulseFrames: info.impulseFrames,
    };
    paintScene(ctx, scene, worldLayers(info.overlays), info.scale);
  }
}
