// The chapter's pair loop on typed arrays: every pair i < j in index order, each seeing the pairs
// resolved before it, but asking the grid which j can touch i instead of trying all of them.
import type { CollisionSettings } from '../chapter/collide';
import { OVERLAP_TOLERANCE } from '../lab/metrics';
import { hypot } from '../math/hypot';
import type { BallArrays } from './ballArrays';
import { CellList } from './cellList';
import type { Grid } from './grid';
import { collideInPlace } from './inPlace';
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

/**
 * hypot (fdlibm's, as the plain loop uses it) takes a few dozen operations, so pairs clearly apart
 * are told first by the squared distance: with the margin of 1e-9, far above the rounding of either,
 * that answer is the one hypot would give.
 */
const clearlyApart = (dx: number, dy: number, radiiSum: number) =>
  dx * dx + dy * dy > radiiSum * radiiSum * (1 + 1e-9);

/** The plain loop's two tests, apartOnAnAxis and then checkCollision's detect, on the same numbers. */
function touching(s: BallArrays, i: number, j: number): boolean {
  const radiiSum = (s.radius[i] as number) + (s.radius[j] as number);
  const dx = (s.x[j] as number) - (s.x[i] as number);
  const dy = (s.y[j] as number) - (s.y[i] as number);
  if (Math.abs(dx) >= radiiSum || Math.abs(dy) >= radiiSum || clearlyApart(dx, dy, radiiSum)) return false;
  return hypot(dx, dy) < radiiSum;
}

/**
 * Finds the pairs i < j that overlap by more than OVERLAP_TOLERANCE, with the numbers overlaps() gives,
 * and visits them in index order (the order the stuck-pair counts are kept in).
 */
export class OverlapFinder {
  private readonly s: BallArrays;
  private readonly cells: CellList; // its own, built from where the balls are whenever asked
  private keys: Float64Array<ArrayBuffer> = new Float64Array(256); // i * n + j of each overlapping pair

  constructor(s: BallArrays, width: number, height: number) {
    this.s = s;
    this.cells = new CellList(s, width, height);
  }

  forEach(visit: (i: number, j: number, penetration: number) => void): void {
    const { cells, s } = this;
    cells.build();
    const near = cells.nearPairs();
    if (near > this.keys.length) this.keys = new Float64Array(Math.max(near, 2 * this.keys.length));
    let found = 0;
    for (let p = 0; p < near; p++) {
      const i = cells.pairs[2 * p] as number;
      const j = cells.pairs[2 * p + 1] as number;
      if (penetration(s, i, j) > OVERLAP_TOLERANCE) this.keys[found++] = i * s.n + j;
    }
    if (found > 1) this.keys.subarray(0, found).sort();
    for (let k = 0; k < found; k++) {
      const key = this.keys[k] as number;
      const i = Math.floor(key / s.n);
      const j = key - i * s.n;
      visit(i, j, penetration(s, i, j));
    }
  }
}

/** How far balls i < j go into each other, computed as overlaps() does; 0 or less when apart. */
function penetration(s: BallArrays, i: number, j: number): number {
  const radiiSum = (s.radius[i] as number) + (s.radius[j] as number);
  const dx = (s.x[j] as number) - (s.x[i] as number);
  const dy = (s.y[j] as number) - (s.y[i] as number);
  if (Math.abs(dx) >= radiiSum || Math.abs(dy) >= radiiSum || clearlyApart(dx, dy, radiiSum)) return 0;
  return (s.radius[i] as number) + (s.radius[j] as number) - hypot(dx, dy);
}
