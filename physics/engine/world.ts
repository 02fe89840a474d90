// A world of balls in a box, stepped one frame at a time by the chapter's step (chapter/step.ts: move,
// walls, every pair), with overlap bookkeeping for the sticking problem and a bounded, exact history
// kept around it. Large worlds and exact contact run on the fast engine (fast/), which gives the same frames.

import { Bodies, stickStep } from '../assemblies/stick';
import { type CollisionSettings, checkCollision } from '../chapter/collide';
import { step as chapterStep } from '../chapter/step';
import { createFastWorld } from '../fast/fastWorld';
import {
  apartOnAnAxis,
  collisionEvent,
  overlaps,
  tallyOverlaps,
  totalKineticEnergy,
  totalMomentum,
} from '../lab/metrics';
import { validateWorldOptions } from '../setup/validate';
import { type Ball, copyBall, makeBall, type WorldOptions } from '../types';
import { Books } from './books';
import { snapshotExtra } from './history';
import { worldObject } from './worldObject';
import type { CollisionEvent, StepReport, World, WorldSettings } from './worldTypes';

export const DEFAULT_HISTORY_LIMIT = 1000;
/** 'auto' runs the fast engine from this many balls on: measured, it is the quicker one on both crowds from about 48. */
export const FAST_FROM = 48;
/**
 * Exact contact's cap on contacts a frame (see physics/README.md, the budget): 500 keeps a frame of
 * the playground with one ball a million px a frame fast near 25 ms in Chromium, drawing included,
 * where 10,000 took 0.6 to 1.1 s; the site's crowds at its speeds meet at most about 260 times a frame.
 */
export const DEFAULT_MAX_EVENTS_PER_FRAME = 500;

export function createWorld(options: WorldOptions): World {
  validateWorldOptions(options);
  const { width, height } = options;
  const settings = Object.freeze({
    width,
    height,
    method: options.method ?? 'rotation',
    separation: options.separation ?? 'naive',
    bounce: options.bounce ?? -1,
    restitution: options.restitution ?? 1,
    walls: options.walls ?? true,
    stick: options.stick ?? false,
  });
  const { engine = 'auto', contact = 'overlap', maxEventsPerFrame = DEFAULT_MAX_EVENTS_PER_FRAME } = options;
  const historyLimit = options.historyLimit ?? DEFAULT_HISTORY_LIMIT;
  if (contact === 'exact') {
    return createFastWorld(settings, options.balls, historyLimit, maxEventsPerFrame);
  }
  // stick keeps bodies of several balls, which only the plain loop knows (stick.ts)
  const fast =
    !settings.stick && (engine === 'fast' || (engine === 'auto' && options.balls.length >= FAST_FROM));
  return fast
    ? createFastWorld(settings, options.balls, historyLimit)
    : createPlainWorld(settings, options.balls, historyLimit, options.joined);
}

/** The chapter's step over plain ball objects (chapter/step.ts), with the world's books kept around it. */
function createPlainWorld(
  settings: WorldSettings,
  start: readonly Ball[],
  historyLimit: number,
  joined?: WorldOptions['joined'],
): World {
  const collision: CollisionSettings = settings;
  const bodies = settings.stick ? new Bodies(start.length, joined) : undefined;
  const initial = start.map(copyBall);
  const n = initial.length;
  let balls = initial.map(copyBall);

  function step(): StepReport {
    books.save();
    const collisions = bodies
      ? stickStep(balls, settings, bodies, (i, j) => bodies.meet(balls, i, j, books.frame, collision))
      : chapterStep(balls, settings, collidePair);
    books.overlapFrames = tallyOverlaps(books.overlapFrames, bodyOverlaps(), n);
    books.frame += 1;
    return { frame: books.frame, collisions };
  }

  function collidePair(i: number, j: number): CollisionEvent | null {
    const a = balls[i] as Ball;
    const b = balls[j] as Ball;
    if (apartOnAnAxis(a, b)) return null; // what checkCollision would say, without its square root
    const result = checkCollision(a, b, collision);
    if (!result) return null;
    balls[i] = result.a;
    balls[j] = result.b;
    return collisionEvent(i, j, a, b, result);
  }

  /** Overlapping pairs, but not two members of one stuck body: they overlap on purpose. */
  const bodyOverlaps = () =>
    bodies ? overlaps(balls).filter(({ i, j }) => !bodies.joined(i, j)) : overlaps(balls);

  const saveBall = (i: number, data: Float64Array, k: number) => {
    const ball = balls[i] as Ball;
    data[k] = ball.x;
    data[k + 1] = ball.y;
    data[k + 2] = ball.vx;
    data[k + 3] = ball.vy;
  };
  const restoreBall = (i: number, x: number, y: number, vx: number, vy: number) => {
    const { radius, mass } = initial[i] as Ball;
    balls[i] = makeBall(x, y, vx, vy, radius, mass);
  };
  const books = new Books(n, historyLimit, saveBall, restoreBall);

  return worldObject({
    settings,
    count: n,
    engine: 'plain',
    contact: 'overlap',
    books,
    load: (i) => copyBall(balls[i] as Ball),
    forEachBall(visit) {
      balls.forEach((b, i) => {
        visit(b.x, b.y, b.vx, b.vy, b.radius, b.mass, i);
      });
    },
    totals: () => ({ momentum: totalMomentum(balls), kineticEnergy: totalKineticEnergy(balls) }),
    joinedPairs: bodies && (() => bodies.joinedPairs()),
    step,
    rewound(frame, snapshot) {
      if (snapshot) bodies?.restore(snapshotExtra(snapshot, n));
      else bodies?.undoFrom(frame);
    },
    reset() {
      books.clear();
      balls = initial.map(copyBall);
      bodies?.undoFrom(0);
    },
    snapshotExtra: () => bodies?.merged(),
    metrics() {
      const found = bodyOverlaps();
      return {
        momentum: totalMomentum(balls),
        kineticEnergy: totalKineticEnergy(balls),
        overlappingPairs: found.length,
        maxPenetration: found.reduce((deepest, o) => Math.max(deepest, o.penetration), 0),
        stuckPairs: books.stuckPairs().length,
      };
    },
  });
}
