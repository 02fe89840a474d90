// CH5EX7's frame (source 003), written anew: update → testWalls → collide → render, on predicted
// positions. update() sets each ball's nextx/nexty one frame ahead; testWalls() and collide() look
// only at those; a collision turns the velocities (speed and direction, the 'angle' method) and then
// adds the whole new velocity to nextx/nexty; render() makes the predictions the positions. The
// chapter's frame (chapter/step.ts) moves the balls, then checks: the same sample of time, so a fast pair
// is found at the same depth by both. What differs is the push after a bounce: the chapter adds the
// new velocity along the line of centres only, CH5EX7 the whole of it, tangent included.

import { type Ball, copyBall } from '../chapter/ball';
import { checkCollision } from '../chapter/collide';
import { checkWalls } from '../chapter/walls';
import type { CollisionEvent } from '../engine/worldTypes';
import { pairTotals } from '../lab/metrics';

/** A ball with CH5EX7's predicted position. */
export interface PredictedBall extends Ball {
  nextx: number;
  nexty: number;
}

export interface PredictedFrame {
  balls: Ball[];
  /** The pairs that collided this frame, in the order collide() met them, with their totals. */
  collisions: Array<Pick<CollisionEvent, 'i' | 'j' | 'before' | 'after'>>;
}

const ANGLE = { method: 'angle', separation: 'naive', restitution: 1 } as const;

// #region ch5ex7-frame
/** One frame of CH5EX7. Walls are the site's, each axis on its own (003's chain is lesson 9's bug). */
export function predictedFrame(balls: readonly Ball[], width: number, height: number): PredictedFrame {
  const next = update(balls);
  testWalls(next, width, height);
  const collisions = collide(next);
  return { balls: render(next), collisions };
}

/** update(): where each ball will be, kept apart from where it is. */
function update(balls: readonly Ball[]): PredictedBall[] {
  return balls.map((b) => ({ ...copyBall(b), nextx: b.x + b.vx, nexty: b.y + b.vy }));
}

/** testWalls(): a prediction past a wall is put back on it, that velocity turned round. */
function testWalls(balls: PredictedBall[], width: number, height: number): void {
  for (const ball of balls) {
    const there = at(ball);
    checkWalls(there, width, height, -1);
    Object.assign(ball, { nextx: there.x, nexty: there.y, vx: there.vx, vy: there.vy });
  }
}

/** collide(): every pair once, tested and bounced at the predicted positions. */
function collide(balls: PredictedBall[]): PredictedFrame['collisions'] {
  const collisions: PredictedFrame['collisions'] = [];
  for (let i = 0; i < balls.length - 1; i++) {
    for (let j = i + 1; j < balls.length; j++) {
      const ball = balls[i] as PredictedBall;
      const testBall = balls[j] as PredictedBall;
      const result = checkCollision(at(ball), at(testBall), ANGLE);
      if (!result) continue;
      const before = pairTotals(ball, testBall);
      moveOn(ball, result.a);
      moveOn(testBall, result.b);
      collisions.push({ i, j, before, after: pairTotals(ball, testBall) });
    }
  }
  return collisions;
}

/** A ball where testWalls() and collide() look at it: at its prediction. */
function at(b: PredictedBall): Ball {
  return { x: b.nextx, y: b.nexty, vx: b.vx, vy: b.vy, radius: b.radius, mass: b.mass };
}

/** After a bounce: the new velocity, then the prediction moves on by the whole of it. */
function moveOn(ball: PredictedBall, after: Ball): void {
  ball.vx = after.vx;
  ball.vy = after.vy;
  ball.nextx += ball.vx;
  ball.nexty += ball.vy;
}

/** render(): the predictions become the positions (the drawing is the figure's). */
function render(balls: readonly PredictedBall[]): Ball[] {
  return balls.map(at);
}
// #endregion ch5ex7-frame
