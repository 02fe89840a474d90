// The pairs of balls that overlap now, by more than OVERLAP_TOLERANCE, with the numbers overlaps() of
// lab/metrics.ts gives: the books count them after every frame, in index order. Exact contact notes
// them as it predicts its next frame (it meets every such pair there); otherwise the overlap finder
// looks for them among the pairs of neighbouring cells.
import { OVERLAP_TOLERANCE } from '../lab/metrics';
import { hypot } from '../math/hypot';
import type { BallArrays } from './ballArrays';
import { CellList } from './cellList';

/**
 * hypot (fdlibm's, as the plain loop uses it) takes a few dozen operations, so pairs clearly apart
 * are told first by the squared distance: with the margin of 1e-9, far above the rounding of either,
 * that answer is the one hypot would give.
 */
export const clearlyApart = (dx: number, dy: number, radiiSum: number) =>
  dx * dx + dy * dy > radiiSum * radiiSum * (1 + 1e-9);

/** The overlapping pairs among the pairs it is shown, in any order, each once; visited in index order. */
export class OverlapList {
  private readonly s: BallArrays;
  private keys: Float64Array<ArrayBuffer> = new Float64Array(256); // i * n + j of each, i < j
  private count = 0;

  constructor(s: BallArrays) {
    this.s = s;
  }

  clear(): void {
    this.count = 0;
  }

  /** Keeps balls i and j (in either order) if they overlap now. */
  check(i: number, j: number): void {
    const lower = Math.min(i, j);
    const higher = Math.max(i, j);
    if (penetration(this.s, lower, higher) <= OVERLAP_TOLERANCE) return;
    if (this.count === this.keys.length) {
      const bigger = new Float64Array(2 * this.keys.length);
      bigger.set(this.keys);
      this.keys = bigger;
    }
    this.keys[this.count++] = lower * this.s.n + higher;
  }

  /** Visits the pairs kept, in index order, with how far they go into each other. */
  forEach(visit: (i: number, j: number, penetration: number) => void): void {
    const { s, count } = this;
    if (count > 1) this.keys.subarray(0, count).sort();
    for (let k = 0; k < count; k++) {
      const key = this.keys[k] as number;
      const i = Math.floor(key / s.n);
      const j = key - i * s.n;
      visit(i, j, penetration(s, i, j));
    }
  }
}

/** Finds the overlapping pairs among the pairs of neighbouring cells, from where the balls are when asked. */
export class OverlapFinder {
  private readonly cells: CellList; // its own, built whenever asked
  private readonly list: OverlapList;

  constructor(s: BallArrays, width: number, height: number) {
    this.cells = new CellList(s, width, height);
    this.list = new OverlapList(s);
  }

  forEach(visit: (i: number, j: number, penetration: number) => void): void {
    const { cells, list } = this;
    cells.build();
    const near = cells.nearPairs();
    list.clear();
    for (let p = 0; p < near; p++) list.check(cells.pairs[2 * p] as number, cells.pairs[2 * p + 1] as number);
    list.forEach(visit);
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
