// The World object both engines hand out (world.ts's plain loop, fast/fastWorld.ts), built once here
// from what each engine keeps its own way, with the one check a running world makes: ball i exists.

import { PhysicsInputError, show } from '../setup/validate';
import type { Ball } from '../types';
import type { Books } from './books';
import type { BallVisitor, World, WorldSettings } from './worldTypes';

/** What an engine keeps its own way; the rest of the World is the same for both. */
export interface WorldParts
  extends Pick<World, 'engine' | 'contact' | 'forEachBall' | 'totals' | 'step' | 'reset' | 'metrics'> {
  settings: WorldSettings;
  count: number;
  books: Books;
  /** Ball i, as a fresh ball object. */
  load(i: number): Ball;
  /** After the books went back to an earlier frame (stepBack) or to a snapshot: what else the engine keeps. */
  rewound(frame: number, snapshot?: Float64Array): void;
  /** Numbers of the engine's own to keep after each snapshot (a world whose balls stick: its merges). */
  snapshotExtra?(): readonly number[] | undefined;
  /** World.writeBalls on the engine's own storage; without it, forEachBall writes through ballWriter. */
  writeBalls?: World['writeBalls'];
  /** A world whose balls stick: the pairs that made its bodies. */
  joinedPairs?: World['joinedPairs'];
}

export function requireBallIndex(i: number, n: number): void {
  if (Number.isInteger(i) && i >= 0 && i < n) return;
  const allowed = n === 0 ? 'the world has no balls' : `ball index must be a whole number from 0 to ${n - 1}`;
  throw new PhysicsInputError('index', `${allowed} (got ${show(i)})`);
}

/** A visitor that writes each ball's six numbers into `into` from `index * stride`: writeBalls' layout. */
export function ballWriter(into: Float64Array, stride: number): BallVisitor {
  return (x, y, vx, vy, radius, mass, index) => {
    const at = index * stride;
    into[at] = x;
    into[at + 1] = y;
    into[at + 2] = vx;
    into[at + 3] = vy;
    into[at + 4] = radius;
    into[at + 5] = mass;
  };
}

/** writeBalls' own check: six numbers a ball, and room for every ball. */
function requireRoom(into: Float64Array, stride: number, n: number): void {
  if (!Number.isInteger(stride) || stride < 6)
    throw new PhysicsInputError(
      'stride',
      `stride must be a whole number of at least 6 (got ${show(stride)})`,
    );
  if (into.length < n * stride)
    throw new PhysicsInputError(
      'into',
      `the array must hold ${n * stride} numbers for ${n} balls at a stride of ${stride} (it holds ${into.length})`,
    );
}

export function worldObject(parts: WorldParts): World {
  const { settings, count: n, books, load } = parts;
  const { history } = books;
  return {
    get frame() {
      return books.frame;
    },
    count: n,
    width: settings.width,
    height: settings.height,
    options: settings,
    engine: parts.engine,
    contact: parts.contact,
    balls: () => Array.from({ length: n }, (_, i) => load(i)),
    ball(i) {
      requireBallIndex(i, n);
      return load(i);
    },
    forEachBall: parts.forEachBall,
    writeBalls(into, stride) {
      requireRoom(into, stride, n);
      if (parts.writeBalls) parts.writeBalls(into, stride);
      else parts.forEachBall(ballWriter(into, stride));
    },
    totals: parts.totals,
    stuckPairList: () => books.stuckPairs(),
    joinedPairs: parts.joinedPairs ?? (() => []),
    step: parts.step,
    stepBack() {
      if (!books.back()) return false;
      parts.rewound(books.frame);
      return true;
    },
    reset: parts.reset,
    snapshot: () => books.snapshot(parts.snapshotExtra?.()),
    restore(data) {
      books.read(data);
      parts.rewound(books.frame, data);
    },
    metrics: parts.metrics,
    get canStepBack() {
      return history.size > 0;
    },
    get historyFrames() {
      return history.size;
    },
    get historyNumbers() {
      return history.numbers;
    },
  };
}
