// The centre-of-mass view: the balls as seen from the frame that moves with their centre of mass
// (physics/lab/centreOfMassFrame.ts), drawn with that centre held at one point of the stage, so it
// stands still while the balls and their velocity arrows move relative to it.
import { type Ball, massCentre, toCentreOfMassFrame, type Vec } from '@/physics';
import type { BallSource } from './ballSource';

/** The balls of `source` in the centre-of-mass frame, the centre drawn at `anchor`. */
export function centreOfMassView(source: BallSource, anchor: Vec): BallSource {
  if (source.count === 0) return source;
  const balls: Ball[] = [];
  source.forEachBall((x, y, vx, vy, radius, mass) => {
    balls.push({ x, y, vx, vy, radius, mass });
  });
  const seen = toCentreOfMassFrame(balls, massCentre(balls));
  return {
    count: seen.length,
    forEachBall(visit) {
      seen.forEach((b, i) => {
        visit(b.x + anchor.x, b.y + anchor.y, b.vx, b.vy, b.radius, b.mass, i);
      });
    },
  };
}
