// The chapter's pair loop on typed arrays: every pair i < j in index order, each seeing the pairs
// resolved before it, but asking the grid which j can touch i instead of trying all of them.
import type { CollisionSettings } from '../chapter/collide';
import { hypot } from '../math/hypot';
import type { BallArrays } from './ballArrays';
import type { Grid } from './grid';
import { collideInPlace } from './inPlace';
import { clearlyApart } from './overlaps';
import type { PairLog } from './pairLog';

/**
 * Resolves every touching pair exactly as the plain loop does, noting each in `log` (its event is
 * built from there when read).
 * Why it finds the same pairs: in row i only ball i changes between checks (a partner j is never met
 * again in that row), and the grid always holds every ball's current position. So the next partner is
 * the lowest j after the last one among the balls the grid finds near i now; any ball it does not
 * find is apart on an axis, which is what the plain loop would have found. No bound on how far a
 * separation moves a ball is needed.
 */
export function resolvePairs(s: BallArrays, grid: Grid, settings: CollisionSettings, log: PairLog): void {
  const found = grid.found;
  for (let i = 0; i < s.n - 1; i++) {
    for (let after = i; ; ) {
      // the lowest partner, without sorting what the grid found: most rows have none
      const count = grid.gather(i, after);
      let j = -1;
      for (let c = 0; c < count; c++) {
        const k = found[c] as number;
        if ((j < 0 || k < j) && touching(s, i, k)) j = k;
      }
      if (j < 0) break;
      log.record(s, i, j); // as they met: s changes only below
      collideInPlace(s, i, j, settings);
      grid.move(i);
      grid.move(j);
      after = j; // i has moved: look again around its new position, after j
    }
  }
}

/** The plain loop's two tests, apartOnAnAxis and then checkCollision's detect, on the same numbers. */
function touching(s: BallArrays, i: number, j: number): boolean {
  const radiiSum = (s.radius[i] as number) + (s.radius[j] as number);
  const dx = (s.x[j] as number) - (s.x[i] as number);
  const dy = (s.y[j] as number) - (s.y[i] as number);
  if (Math.abs(dx) >= radiiSum || Math.abs(dy) >= radiiSum || clearlyApart(dx, dy, radiiSum)) return false;
  return hypot(dx, dy) < radiiSum;
}
