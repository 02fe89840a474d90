// What a collision did: each ball's change in momentum Δp (equal and opposite on the pair, fading
// over the frames after it), and the angle of its line of centres written beside the contact.
import { formatSig } from '@/lib/format';
import { collisionAngleDegrees, collisionPair, momentumChange } from '../collisionPair';
import { canvasFont } from '../font';
import { arrowWidth, minTextSize } from '../readable';
import type { Layer, Scene } from '../scene';
import { arrow, label } from '../shapes';
import { momentumScale } from './arrows';

/** 13 px, or the view's minimum where that is larger (a projector). */
const textFont = (scene: Scene) => canvasFont(Math.max(13, minTextSize(scene.view)), true);

/** Frames a Δp arrow stays after its collision, fading out. */
export const IMPULSE_FRAMES = 30;

/** Where each of the wanted balls is now. */
function centres(scene: Scene, wanted: Set<number>) {
  const at = new Map<number, { x: number; y: number; radius: number }>();
  scene.forEachBall((x, y, _vx, _vy, radius, _mass, i) => {
    if (wanted.has(i)) at.set(i, { x, y, radius });
  });
  return at;
}

export const drawMomentumChanges: Layer = (ctx, scene) => {
  const frames = scene.impulseFrames ?? IMPULSE_FRAMES;
  const recent = (scene.recentCollisions ?? []).filter(({ age }) => age < frames);
  if (recent.length === 0) return;
  const at = centres(scene, new Set(recent.flatMap(({ event }) => [event.i, event.j])));
  const k = momentumScale(scene);
  const { palette, lineWidth } = scene;
  ctx.save();
  ctx.font = textFont(scene);
  const width = arrowWidth(scene.view, lineWidth * 3);
  for (const { event, age } of recent) {
    ctx.globalAlpha = 1 - age / frames;
    for (const ball of collisionPair(event)) {
      const c = at.get(ball.index);
      if (!c) continue;
      const dp = momentumChange(ball);
      const dx = dp.x * k;
      const dy = dp.y * k;
      arrow(ctx, c.x, c.y, dx, dy, palette.stuck, width);
      const length = Math.hypot(dx, dy);
      if (length > 8)
        label(ctx, 'Δp', c.x + dx * (1 + 12 / length), c.y + dy * (1 + 12 / length), palette.stuck);
    }
  }
  ctx.restore();
};

/** θ of the line of centres, beside the contact point of each collision on screen. */
export const drawCollisionAngle: Layer = (ctx, scene) => {
  const collisions = scene.collisions ?? [];
  if (collisions.length === 0) return;
  const at = centres(scene, new Set(collisions.map((c) => c.i)));
  ctx.font = textFont(scene);
  for (const event of collisions) {
    const a = at.get(event.i);
    if (!a) continue;
    const { cos, sin } = event.trace.angle;
    // Off the contact, across the line of centres and clear of both balls and their labels.
    const off = a.radius + 16;
    const x = a.x + cos * a.radius - sin * off;
    const y = a.y + sin * a.radius + cos * off;
    label(ctx, `θ = ${formatSig(collisionAngleDegrees(event), 3)}°`, x, y, scene.palette.foreground);
  }
};
