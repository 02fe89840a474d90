// Draws one stage of one collision from its trace. Everything is drawn in the rotated frame
// (x′ along the line of centres) and the whole drawing is turned by `turn`: turn = angle shows the
// world as it is, turn = 0 shows the frame where the collision is one-dimensional.
import { arrow, ballColour, type Palette, VELOCITY_FRAMES } from '@/components/simulation/render';
import type { CollisionTrace, Vec } from '@/physics';

export const STAGES = ['detect', 'angle', 'rotate', 'solve', 'separate', 'rotate-back'] as const;
export type Stage = (typeof STAGES)[number];

export const VIEW_WIDTH = 640;
export const VIEW_HEIGHT = 360;

interface StageScene {
  trace: CollisionTrace;
  radii: [number, number];
  stage: Stage;
  turn: number;
  palette: Palette;
}

/** What the stage shows: positions and velocities in the rotated frame. */
function content(
  trace: CollisionTrace,
  stage: Stage,
): { pos: [Vec, Vec]; vel: [Vec, Vec]; oldVel?: [Vec, Vec] } {
  const before = trace.rotate;
  switch (stage) {
    case 'detect':
    case 'angle':
    case 'rotate':
      return { pos: [before.pos0, before.pos1], vel: [before.vel0, before.vel1] };
    case 'solve':
      return {
        pos: [before.pos0, before.pos1],
        vel: [trace.solve.vel0, trace.solve.vel1],
        oldVel: [before.vel0, before.vel1],
      };
    default:
      return { pos: [trace.separate.pos0, trace.separate.pos1], vel: [trace.solve.vel0, trace.solve.vel1] };
  }
}

export function drawStage(ctx: CanvasRenderingContext2D, scene: StageScene, pixelRatio: number): void {
  const { trace, radii, stage, turn, palette } = scene;
  const { pos, vel, oldVel } = content(trace, stage);
  // Fit both balls and their arrows: the view is centred on the midpoint of the two centres.
  const mid = { x: (pos[0].x + pos[1].x) / 2, y: (pos[0].y + pos[1].y) / 2 };
  const reach = Math.max(
    ...pos.map((p, i) => Math.hypot(p.x - mid.x, p.y - mid.y) + (radii[i] ?? 0)),
    ...pos.map((p, i) =>
      Math.hypot(
        p.x + (vel[i]?.x ?? 0) * VELOCITY_FRAMES - mid.x,
        p.y + (vel[i]?.y ?? 0) * VELOCITY_FRAMES - mid.y,
      ),
    ),
  );
  const zoom = (Math.min(VIEW_WIDTH, VIEW_HEIGHT) * 0.46) / reach;
  const width = 1.5 / zoom;

  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, VIEW_WIDTH, VIEW_HEIGHT);
  ctx.translate(VIEW_WIDTH / 2, VIEW_HEIGHT / 2);
  ctx.scale(zoom, zoom);
  ctx.rotate(turn);
  ctx.translate(-mid.x, -mid.y);

  const inFrame = stage === 'rotate' || stage === 'solve' || stage === 'separate';
  // The axes of the rotated frame: x′ through both centres, y′ across it at ball0.
  axis(
    ctx,
    { x: pos[0].x - reach, y: 0 },
    { x: pos[1].x + reach, y: 0 },
    palette.soft,
    width,
    'x\u2032',
    turn,
    zoom,
  );
  if (inFrame || stage === 'angle')
    axis(ctx, { x: 0, y: -reach }, { x: 0, y: reach }, palette.soft, width, 'y\u2032', turn, zoom);

  pos.forEach((p, i) => {
    ctx.beginPath();
    ctx.arc(p.x, p.y, radii[i] ?? 1, 0, Math.PI * 2);
    ctx.globalAlpha = 0.25;
    ctx.fillStyle = ballColour(palette, i);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = width;
    ctx.strokeStyle = ballColour(palette, i);
    ctx.stroke();
  });

  if (stage === 'detect') {
    // dx and dy along the world's axes, and the distance between the centres.
    const world = (v: Vec) => rotateBy(v, -trace.angle.angle + 0);
    const dxEnd = world({ x: trace.detect.dx, y: 0 });
    const b = pos[1];
    segment(ctx, pos[0], { x: pos[0].x + dxEnd.x, y: pos[0].y + dxEnd.y }, palette.foreground, width, [
      4 / zoom,
      3 / zoom,
    ]);
    segment(ctx, { x: pos[0].x + dxEnd.x, y: pos[0].y + dxEnd.y }, b, palette.foreground, width, [
      4 / zoom,
      3 / zoom,
    ]);
    segment(ctx, pos[0], b, palette.accent, width * 2);
  }
  if (stage === 'angle') {
    // The angle of collision, measured from the world's x axis to the line of centres.
    const r = Math.min(radii[0], reach * 0.4);
    const axisDirection = rotateBy({ x: 1, y: 0 }, -trace.angle.angle);
    segment(
      ctx,
      pos[0],
      { x: axisDirection.x * reach, y: axisDirection.y * reach },
      palette.foreground,
      width,
      [4 / zoom, 3 / zoom],
    );
    ctx.beginPath();
    ctx.arc(0, 0, r, -trace.angle.angle, 0, trace.angle.angle < 0);
    ctx.strokeStyle = palette.accent;
    ctx.lineWidth = width * 2;
    ctx.stroke();
  }

  const k = VELOCITY_FRAMES;
  pos.forEach((p, i) => {
    const v = vel[i] as Vec;
    const colour = ballColour(palette, i);
    if (oldVel) arrow(ctx, p.x, p.y, (oldVel[i]?.x ?? 0) * k, 0, palette.soft, width, [3 / zoom, 3 / zoom]);
    if (inFrame) {
      // In the rotated frame the velocity splits into its x′ part (which the collision changes)
      // and its y′ part (which it leaves alone).
      arrow(ctx, p.x, p.y, v.x * k, 0, colour, width * 2.2);
      arrow(ctx, p.x, p.y, 0, v.y * k, colour, width, [4 / zoom, 3 / zoom]);
    } else {
      arrow(ctx, p.x, p.y, v.x * k, v.y * k, colour, width * 2);
    }
    text(ctx, `ball${i}`, p, turn, zoom, palette.foreground);
  });
}

function rotateBy(v: Vec, angle: number): Vec {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: v.x * c - v.y * s, y: v.x * s + v.y * c };
}

function segment(
  ctx: CanvasRenderingContext2D,
  from: Vec,
  to: Vec,
  colour: string,
  width: number,
  dash: number[] = [],
): void {
  ctx.save();
  ctx.setLineDash(dash);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
  ctx.stroke();
  ctx.restore();
}

function axis(
  ctx: CanvasRenderingContext2D,
  from: Vec,
  to: Vec,
  colour: string,
  width: number,
  name: string,
  turn: number,
  zoom: number,
): void {
  segment(ctx, from, to, colour, width, [2 / zoom, 4 / zoom]);
  text(ctx, name, { x: to.x, y: to.y }, turn, zoom, colour);
}

/** Upright text at a point of the turned drawing. */
function text(
  ctx: CanvasRenderingContext2D,
  value: string,
  at: Vec,
  turn: number,
  zoom: number,
  colour: string,
): void {
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.rotate(-turn);
  ctx.scale(1 / zoom, 1 / zoom);
  ctx.font = '600 14px system-ui, sans-serif';
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(value, 0, 0);
  ctx.restore();
}
