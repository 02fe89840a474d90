// The World object both engines hand out (world.ts's plain loop, fast/fastWorld.ts), built once here
// from what each engine keeps its own way, with the one check a running world makes: ball i exists.
import type { History } from './history';
import type { Ball } from './types';
import { PhysicsInputError, show } from './validate';
import type { World, WorldSettings } from './worldTypes';

/** What an engine keeps its own way; the rest of the World is the same for both. */
export interface WorldParts
  extends Pick<
    World,
    | 'engine'
    | 'contact'
    | 'forEachBall'
    | 'totals'
    | 'stuckPairList'
    | 'step'
    | 'stepBack'
    | 'reset'
    | 'snapshot'
    | 'restore'
    | 'metrics'
  > {
  settings: WorldSettings;
  count: number;
  history: History;
  frame(): number;
  /** Ball i, as a fresh ball object. */
  load(i: number): Ball;
  /** A world whose balls stick: the pairs that made its bodies. */
  joinedPairs?: World['joinedPairs'];
}

export function requireBallIndex(i: number, n: number): void {
  if (Number.isInteger(i) && i >= 0 && i < n) return;
  const allowed = n === 0 ? 'the world has no balls' : `ball index must be a whole number from 0 to ${n - 1}`;
  throw new PhysicsInputError('index', `${allowed} (got ${show(i)})`);
}

export function worldObject(parts: WorldParts): World {
  const { settings, count: n, history, load } = parts;
  return {
    get frame() {
      return parts.frame();
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
    totals: parts.totals,
    stuckPairList: parts.stuckPairList,
    joinedPairs: parts.joinedPairs ?? (() => []),
    step: parts.step,
    stepBack: parts.stepBack,
    reset: parts.reset,
    snapshot: parts.snapshot,
    restore: parts.restore,
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
