// Helpers for the fast engine's tests: run a plain and a fast world side by side and report the first
// number that differs in any way (Object.is: -0 and 0 differ, NaN equals NaN).
import { createWorld, type World, type WorldOptions } from '@/physics';

/** The path of the first difference between two values, or undefined when they agree in every bit. */
export function firstDifference(actual: unknown, expected: unknown, path = ''): string | undefined {
  if (typeof expected === 'number') {
    return Object.is(actual, expected) ? undefined : `${path}: ${String(actual)} vs ${expected}`;
  }
  if (typeof expected !== 'object' || expected === null) {
    return actual === expected ? undefined : `${path}: ${String(actual)} vs ${String(expected)}`;
  }
  if (typeof actual !== 'object' || actual === null) return `${path}: ${String(actual)} vs an object`;
  if (Array.isArray(expected) && (actual as unknown[]).length !== expected.length) {
    return `${path}: ${(actual as unknown[]).length} items vs ${expected.length}`;
  }
  const keys = Object.keys(expected);
  if (Object.keys(actual).join() !== keys.join()) return `${path}: keys ${Object.keys(actual)} vs ${keys}`;
  for (const key of keys) {
    const found = firstDifference(
      (actual as Record<string, unknown>)[key],
      (expected as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (found) return found;
  }
  return undefined;
}

/** Everything a world shows between frames, read every way it can be read. */
export function everything(w: World) {
  const seen: number[][] = [];
  w.forEachBall((x, y, vx, vy, radius, mass, i) => {
    seen.push([x, y, vx, vy, radius, mass, i]);
  });
  return {
    frame: w.frame,
    balls: w.balls(),
    seen,
    metrics: w.metrics(),
    totals: w.totals(),
    stuck: w.stuckPairList(),
    canStepBack: w.canStepBack,
  };
}

export interface Plan {
  frames: number;
  /** Every this many frames, step back `back` frames and compare on the way (0: never). */
  backEvery?: number;
  back?: number;
}

/**
 * Steps a plain and a fast world from the same options and returns the first difference in a step
 * report or in anything the worlds show, with the frame it happened in; undefined when none.
 */
export function compareEngines(options: WorldOptions, plan: Plan): string | undefined {
  const plain = createWorld({ ...options, engine: 'plain' });
  const fast = createWorld({ ...options, engine: 'fast' });
  if (plain.engine !== 'plain' || fast.engine !== 'fast') return 'engines not as asked';
  const check = (where: string, a: unknown, b: unknown) => {
    const d = firstDifference(a, b);
    return d && `${where}${d}`;
  };
  let found = check('start', everything(fast), everything(plain));
  for (let f = 1; f <= plan.frames && !found; f++) {
    found =
      check(`frame ${f} report`, fast.step(), plain.step()) ??
      check(`frame ${f}`, everything(fast), everything(plain));
    if (found || !plan.backEvery || f % plan.backEvery !== 0) continue;
    for (let b = 0; b < (plan.back ?? 1) && !found; b++) {
      found =
        check(`frame ${f}, back ${b + 1}`, fast.stepBack(), plain.stepBack()) ??
        check(`frame ${f}, back ${b + 1}`, everything(fast), everything(plain));
    }
  }
  return found;
}
