// A uniform grid over the box for the fast engine: each cell keeps a linked list of the balls whose
// centres are in it, so a ball that moves is relinked in O(1) and a query looks at a few cells only.
import type { BallArrays } from './ballArrays';
import { Cells } from './cells';

export class Grid extends Cells {
  private readonly head: Int32Array; // first ball of each cell, -1 when empty
  private readonly next: Int32Array; // next ball in the same cell, -1 at the end
  private readonly prev: Int32Array;
  private readonly cellOf: Int32Array;
  /** The balls found by the last gather(), in no particular order. */
  readonly found: Int32Array;
  /** The pairs kept by the last nearPairs(), two numbers a pair. */
  pairs: Int32Array<ArrayBuffer> = new Int32Array(1024);

  constructor(s: BallArrays, width: number, height: number) {
    super(s, width, height);
    const n = s.n;
    this.head = new Int32Array(this.cols * this.rows);
    this.next = new Int32Array(n);
    this.prev = new Int32Array(n);
    this.cellOf = new Int32Array(n);
    this.found = new Int32Array(n);
  }

  /** Puts every ball in its cell. */
  build(): void {
    this.head.fill(-1);
    for (let i = 0; i < this.s.n; i++) this.link(i, this.cell(i));
  }

  /** Ball i has moved: relink it if it changed cells. */
  move(i: number): void {
    const cell = this.cell(i);
    if (cell === this.cellOf[i]) return;
    this.unlink(i);
    this.link(i, cell);
  }

  /**
   * Puts into `found` every ball with index above `after` whose centre may be within radius[i] +
   * maxRadius of ball i's on both axes, and returns how many. It may return more (the caller checks each pair exactly) but never fewer: the extra
   * 1e-12 covers the rounding of x ± reach.
   */
  gather(i: number, after: number): number {
    const { cols, head, next, found } = this;
    const x = this.s.x[i] as number;
    const y = this.s.y[i] as number;
    const reach = (this.s.radius[i] as number) + this.s.maxRadius;
    const marginX = reach + (Math.abs(x) + reach) * 1e-12;
    const marginY = reach + (Math.abs(y) + reach) * 1e-12;
    const c0 = this.col(x - marginX);
    const c1 = this.col(x + marginX);
    const r1 = this.row(y + marginY) * cols;
    let count = 0;
    for (let r = this.row(y - marginY) * cols; r <= r1; r += cols) {
      for (let cell = r + c0; cell <= r + c1; cell++) {
        for (let k = head[cell] as number; k >= 0; k = next[k] as number) {
          if (k > after) found[count++] = k;
        }
      }
    }
    return count;
  }

  /**
   * Every pair of balls in the same or in touching cells that `keep` accepts, each pair once as
   * (lower, higher index), into `pairs`; returns how many. As cells are wider than any two radii,
   * every touching pair is among them. Each cell is paired with itself and four neighbours only,
   * which halves the work of asking gather() about every ball.
   */
  nearPairs(keep: (lower: number, higher: number) => boolean): number {
    const { cols, rows, head, next } = this;
    let count = 0;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        for (let a = head[r * cols + c] as number; a >= 0; a = next[a] as number) {
          for (let b = next[a] as number; b >= 0; b = next[b] as number)
            count = this.addPair(count, a, b, keep);
          if (c + 1 < cols) count = this.pairWithCell(count, a, r * cols + c + 1, keep);
          if (r + 1 < rows) {
            if (c > 0) count = this.pairWithCell(count, a, (r + 1) * cols + c - 1, keep);
            count = this.pairWithCell(count, a, (r + 1) * cols + c, keep);
            if (c + 1 < cols) count = this.pairWithCell(count, a, (r + 1) * cols + c + 1, keep);
          }
        }
      }
    }
    return count;
  }

  private pairWithCell(
    count: number,
    a: number,
    cell: number,
    keep: (lower: number, higher: number) => boolean,
  ): number {
    let added = count;
    for (let b = this.head[cell] as number; b >= 0; b = this.next[b] as number)
      added = this.addPair(added, a, b, keep);
    return added;
  }

  private addPair(
    count: number,
    a: number,
    b: number,
    keep: (lower: number, higher: number) => boolean,
  ): number {
    const lower = Math.min(a, b);
    const higher = Math.max(a, b);
    if (!keep(lower, higher)) return count;
    if (2 * count + 2 > this.pairs.length) {
      const bigger = new Int32Array(2 * this.pairs.length);
      bigger.set(this.pairs);
      this.pairs = bigger;
    }
    this.pairs[2 * count] = lower;
    this.pairs[2 * count + 1] = higher;
    return count + 1;
  }

  private link(i: number, cell: number): void {
    const first = this.head[cell] as number;
    this.next[i] = first;
    this.prev[i] = -1;
    if (first >= 0) this.prev[first] = i;
    this.head[cell] = i;
    this.cellOf[i] = cell;
  }

  private unlink(i: number): void {
    const before = this.prev[i] as number;
    const after = this.next[i] as number;
    if (before >= 0) this.next[before] = after;
    else this.head[this.cellOf[i] as number] = after;
    if (after >= 0) this.prev[after] = before;
  }
}
