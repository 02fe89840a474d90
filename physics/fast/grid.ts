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
