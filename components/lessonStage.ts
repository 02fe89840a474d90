// The lessons' own set-ups, written compactly: balls as rows on the 550 × 400 stage of the
// ActionScript examples. The exercises (exercise/problems/) and the source mistakes' demos
// (mistakes/cases.ts) write their starts this way.
import type { WorldOptions } from '@/physics';

/** One ball as the set-ups' comments describe it: x, y, vx, vy, radius, mass. */
export type BallRow = readonly [x: number, y: number, vx: number, vy: number, radius: number, mass: number];

/** Balls on the 550 × 400 stage; other options are spread over it: { ...onStage(a, b), bounce: -0.6 }. */
export function onStage(...rows: BallRow[]): WorldOptions {
  const balls = rows.map(([x, y, vx, vy, radius, mass]) => ({ x, y, vx, vy, radius, mass }));
  return { width: 550, height: 400, balls };
}
