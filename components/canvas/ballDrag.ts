// Dragging a ball on a canvas: grab the tip of its velocity arrow (to change its velocity) or the ball
// itself (to move it), then follow the pointer. Shared by the simulation's canvas and the inspector's start.
import type { Ball, Vec } from '@/physics';
import { VELOCITY_FRAMES } from './layers/arrows';

export interface BallDrag {
  index: number;
  part: 'ball' | 'arrow';
  ball: Ball;
}

/** Pointer position in the drawing's units, for a canvas showing `width` units across. */
export function pointerAt(event: React.PointerEvent<HTMLCanvasElement>, width: number): Vec {
  const rect = event.currentTarget.getBoundingClientRect();
  const k = width / rect.width;
  return { x: (event.clientX - rect.left) * k, y: (event.clientY - rect.top) * k };
}

/**
 * What is under point p: an arrow tip within `reach` first (tips often lie on other balls), else the
 * topmost ball. Arrows only when they are drawn.
 */
export function grab(
  balls: readonly Ball[],
  p: Vec,
  reach: number,
  arrows: boolean,
  arrowScale = VELOCITY_FRAMES,
): BallDrag | null {
  const tip = (b: Ball) => ({ x: b.x + b.vx * arrowScale, y: b.y + b.vy * arrowScale });
  let found: BallDrag | null = null;
  balls.forEach((ball, index) => {
    const t = tip(ball);
    if (arrows && Math.hypot(p.x - t.x, p.y - t.y) <= reach) found = { index, part: 'arrow', ball };
  });
  if (found) return found;
  const index = balls.findLastIndex((b) => Math.hypot(p.x - b.x, p.y - b.y) <= b.radius);
  const ball = balls[index];
  return ball ? { index, part: 'ball', ball } : null;
}

/**
 * The dragged ball with the pointer at p: moved (kept inside width × height), or its velocity changed
 * (an arrow is `arrowScale` px long per px/frame).
 */
export function dragTo(
  { ball, part }: BallDrag,
  p: Vec,
  width: number,
  height: number,
  arrowScale = VELOCITY_FRAMES,
): Ball {
  const r = ball.radius;
  return part === 'ball'
    ? { ...ball, x: clamp(p.x, r, width - r), y: clamp(p.y, r, height - r) }
    : { ...ball, vx: round((p.x - ball.x) / arrowScale), vy: round((p.y - ball.y) / arrowScale) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Dragged velocities snap to tenths, so the tables show tidy numbers. */
function round(value: number): number {
  return Math.round(value * 10) / 10;
}
