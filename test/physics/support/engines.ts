// Runs a plain and a fast world side by side and reports the first number that differs in any way
// (see sameBits.ts), for the tests that prove both engines give the same frames.
import { createWorld, type World, type WorldOptions } from '@/physics';
import { firstDifference } from './sameBits';

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
