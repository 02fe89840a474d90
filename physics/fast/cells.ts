// The cells of a uniform grid over the box, which the fast engine's grid (grid.ts) and exact contact's
// cell list (exact/cellList.ts) both keep their balls in.
import type { BallArrays } from './ballArrays';

/** At most this many cells per ball: a huge box of tiny balls would otherwise need millions of cells. */
const CELLS_PER_BALL = 4;

export class Cells {
  protected readonly s: BallArrays;
  protected readonly cols: number;
  protected readonly rows: number;
  private readonly toCol: number; // columns per pixel
  private readonly toRow: number;

  /**
   * Cells as wide as the largest ball, so a ball's neighbours are in the 3×3 cells around it. The
   * cells read positions from the arrays themselves: passing numbers that are not whole to a function
   * that is not inlined boxes them, which would allocate in the hot loop.
   */
  constructor(s: BallArrays, width: number, height: number) {
    const n = s.n;
    // a hair wider than the largest ball, so rounding never puts two touching balls two cells apart
    const widest = 2 * s.maxRadius * (1 + 1e-6);
    const size = Math.max(widest, Math.sqrt((width * height) / (CELLS_PER_BALL * Math.max(n, 1))));
    this.s = s;
    this.cols = Math.max(1, Math.min(Math.floor(width / size), CELLS_PER_BALL * n));
    this.rows = Math.max(1, Math.min(Math.floor(height / size), CELLS_PER_BALL * n));
    this.toCol = this.cols / width;
    this.toRow = this.rows / height;
  }

  /** Column of x; a centre outside the box (a separation can push it there) counts in the edge cell. */
  protected col(x: number): number {
    return Math.min(Math.max(Math.floor(x * this.toCol), 0), this.cols - 1);
  }

  protected row(y: number): number {
    return Math.min(Math.max(Math.floor(y * this.toRow), 0), this.rows - 1);
  }

  /** The cell of ball i's centre. */
  protected cell(i: number): number {
    return this.row(this.s.y[i] as number) * this.cols + this.col(this.s.x[i] as number);
  }
}
