// Draws one stage of one collision, or a picture between two, from its event and trace. Everything is
// drawn in the rotated frame (x′ along the line of centres) and the whole drawing is turned by the
// picture's `turn`: turn = angle shows the world as it is, turn = 0 shows the frame where the
// collision is one-dimensional. The balls and their velocities are the simulation's own layers; only
// what explains a stage is drawn here. In the centre-of-mass view the arrows are velocities relative to the pair's centre of mass, which is marked.

import { ballsOf } from '@/components/canvas/ballSource';
import { canvasFont } from '@/components/canvas/font';
import { drawVelocityArrows, VELOCITY_FRAMES } from '@/components/canvas/layers/arrows';
import { drawBalls } from '@/components/canvas/layers/balls';
import { crosshair } from '@/components/canvas/layers/overlays';
import { ballColour, type Palette } from '@/components/canvas/palette';
import { arrowWidth, haloWidth, minTextSize, type View } from '@/components/canvas/readable';
import type { Scene } from '@/components/canvas/scene';
import { arrow, segment } from '@/components/canvas/shapes';
import { type Ball, massCentre, rotate, toCentreOfMassFrame, type Vec } from '@/physics';
import type { Picture } from './stageMotion';
import { type Inspection, inFrame } from './stages';

export const VIEW_WIDTH = 640;
export const VIEW_HEIGHT = 360;

interface StageScene {
  inspection: Inspection;
  /** A stage's picture, or one on the way between two (stageMotion.ts). */
  picture: Picture;
  palette: Palette;
  /** The canvas's view, in VIEW_WIDTH × VIEW_HEIGHT units. */
  view: View;
  /** Velocities relative to the pair's centre of mass, and the centre marked. */
  centreOfMassFrame?: boolean;
}

/** The balls' velocities seen from the frame of `centre` (their places stay: the drawing is the same). */
function relativeTo(balls: readonly Ball[], centre: ReturnType<typeof massCentre> | null): Ball[] {
  if (!centre) return [...balls];
  return toCentreOfMassFrame(balls, centre).map((seen, k) => ({
    ...seen,
    x: balls[k]?.x ?? 0,
    y: balls[k]?.y ?? 0,
  }));
}

/** `scale` is device pixels per pixel of the VIEW_WIDTH × VIEW_HEIGHT view. */
export function drawStage(ctx: CanvasRenderingContext2D, scene: StageScene, scale: number): void {
  const { inspection, picture, palette } = scene;
  const { trace } = inspection;
  const { stage, turn, pos, vel, oldVel } = picture;
  const met = [inspection.balls.a, inspection.balls.b] as const;
  const table: Ball[] = met.map((ball, k) => {
    const [p, v] = [pos[k] as Vec, vel[k] as Vec];
    return { ...ball, x: p.x, y: p.y, vx: v.x, vy: v.y };
  });
  // a collision keeps the pair's momentum, so its centre moves alike before and after: one frame
  const centre = scene.centreOfMassFrame ? massCentre(table) : null;
  const shown = relativeTo(table, centre);
  const oldShown =
    oldVel &&
    relativeTo(
      table.map((b, k) => ({ ...b, vx: oldVel[k]?.x ?? 0, vy: oldVel[k]?.y ?? 0 })),
      centre,
    );
  const { sin, cos } = trace.angle;
  // Exact contact: where the balls would end the frame unbounced (the contact stage) and where they
  // did end it (the rest of the frame), in the rotated frame around ball a.
  const moment = inspection.contact;
  const end = stage === 'contact' ? moment?.unbounced : stage === 'rest' ? moment?.rest : undefined;
  const ghosts: Ball[] = end
    ? [end.a, end.b].map((p, k) => {
        const at = rotate(p.x - met[0].x, p.y - met[0].y, sin, cos, true);
        return { ...(shown[k] as Ball), x: at.x, y: at.y };
      })
    : [];
  // Fit both balls and their arrows: the view is centred on the midpoint of the two centres.
  const mid = { x: (pos[0].x + pos[1].x) / 2, y: (pos[0].y + pos[1].y) / 2 };
  const k = VELOCITY_FRAMES;
  const reach = Math.max(
    ...[...shown, ...ghosts].map((b) => Math.hypot(b.x - mid.x, b.y - mid.y) + b.radius),
    ...shown.map((b) => Math.hypot(b.x + b.vx * k - mid.x, b.y + b.vy * k - mid.y)),
  );
  const zoom = (Math.min(VIEW_WIDTH, VIEW_HEIGHT) * 0.46) / reach;
  const width = 1.5 / zoom;
  // The balls' own units, zoomed: text and arrows keep their readable sizes in CSS pixels.
  const view = { ...scene.view, unit: scene.view.unit / zoom };
  const thick = arrowWidth(view, width * 2.2);
  const halo = { colour: palette.background, width: haloWidth(view) };
  const dash = (on: number, off: number) => [on / zoom, off / zoom];

  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, VIEW_WIDTH, VIEW_HEIGHT);
  ctx.translate(VIEW_WIDTH / 2, VIEW_HEIGHT / 2);
  ctx.scale(zoom, zoom);
  ctx.rotate(turn);
  ctx.translate(-mid.x, -mid.y);

  // The axes of the rotated frame: x′ through both centres, y′ across it at ball0.
  const fontSize = Math.max(18, minTextSize(scene.view));
  const text = (value: string, at: Vec, colour: string) =>
    upright(ctx, value, at, turn, zoom, colour, fontSize);
  segment(ctx, { x: pos[0].x - reach, y: 0 }, { x: pos[1].x + reach, y: 0 }, palette.soft, width, dash(2, 4));
  text('x\u2032', { x: pos[1].x + reach, y: 0 }, palette.soft);
  if (inFrame(stage) || stage === 'angle') {
    segment(ctx, { x: 0, y: -reach }, { x: 0, y: reach }, palette.soft, width, dash(2, 4));
    text('y\u2032', { x: 0, y: reach }, palette.soft);
  }

  const balls: Scene = { ...ballsOf(shown), palette, lineWidth: width, view };
  drawBalls(ctx, balls);
  ghosts.forEach((g, k) => {
    ctx.save();
    ctx.setLineDash(dash(5, 4));
    ctx.strokeStyle = ballColour(palette, k);
    ctx.lineWidth = width * 1.5;
    ctx.beginPath();
    ctx.arc(g.x, g.y, g.radius, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.restore();
  });
  if (stage === 'detect') {
    // dx and dy along the world's axes, and the distance between the centres.
    const dx = rotate(trace.detect.dx, 0, sin, cos, true);
    const corner = { x: pos[0].x + dx.x, y: pos[0].y + dx.y };
    segment(ctx, pos[0], corner, palette.foreground, width, dash(4, 3));
    segment(ctx, corner, pos[1], palette.foreground, width, dash(4, 3));
    segment(ctx, pos[0], pos[1], palette.accent, width * 2);
  }
  if (stage === 'angle') {
    // The angle of collision, measured from the world's x axis to the line of centres.
    const axis = rotate(1, 0, sin, cos, true);
    segment(ctx, pos[0], { x: axis.x * reach, y: axis.y * reach }, palette.foreground, width, dash(4, 3));
    ctx.beginPath();
    ctx.arc(0, 0, Math.min(shown[0]?.radius ?? 0, reach * 0.4), -trace.angle.angle, 0, trace.angle.angle < 0);
    ctx.strokeStyle = palette.accent;
    ctx.lineWidth = width * 2;
    ctx.stroke();
  }

  // Labels first, set back from the way each ball moves, so the arrows drawn over them stay whole.
  shown.forEach((b, n) => {
    const speed = Math.hypot(b.vx, b.vy) || 1;
    const back = b.radius * 0.5;
    const name = `ball${n === 0 ? inspection.i : inspection.j}`;
    text(name, { x: b.x - (b.vx / speed) * back, y: b.y - (b.vy / speed) * back }, palette.foreground);
  });
  if (oldShown) {
    for (const b of oldShown)
      arrow(ctx, b.x, b.y, b.vx * k, 0, palette.soft, arrowWidth(view, width), dash(3, 3), halo);
  }
  if (inFrame(stage)) {
    // In the rotated frame the velocity splits into its x′ part (which the collision changes)
    // and its y′ part (which it leaves alone).
    shown.forEach((b, i) => {
      arrow(ctx, b.x, b.y, b.vx * k, 0, ballColour(palette, i), thick, [], halo);
      arrow(ctx, b.x, b.y, 0, b.vy * k, ballColour(palette, i), arrowWidth(view, width), dash(4, 3), halo);
    });
  } else {
    drawVelocityArrows(ctx, balls);
  }
  if (centre) crosshair(ctx, centre, 9 / zoom, palette.foreground, width * 1.5);
}

/** Upright text at a point of the turned drawing. */
function upright(
  ctx: CanvasRenderingContext2D,
  value: string,
  at: Vec,
  turn: number,
  zoom: number,
  colour: string,
  size: number,
): void {
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.rotate(-turn);
  ctx.scale(1 / zoom, 1 / zoom);
  ctx.font = canvasFont(size, true);
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(value, 0, 0);
  ctx.restore();
}
