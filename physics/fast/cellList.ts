// The balls sorted by the cell their centre is in (a counting sort, cell by cell along each row, each
// cell's balls in index order), for exact contact, which builds it when a window begins, and for
// finding the overlapping pairs. The balls of a row of neighbouring cells lie next to each other, so
// an area is read as one run of the list per row. Built from where the balls are: they move on, the
// list keeps where they were.
import type { BallArrays } from './ballArrays';
import { Cells } from './cells';

export class CellList extends Cells {
  private readonly start: Int32Array; // the balls of cell c are at places start[c] … start[c + 1] - 1
  private readonly cursor: Int32Array; // where the next ball of each cell goes while the list is built
  private readonly cellOf: Int32Array;
  /** The balls, cell by cell. */
  readonly order: Int32Array;
  /** The place of each ball in `order`. */
  readonly place: Int32Array;
  /** The runs of the last runs(), one per row of cells: where each begins and where it ends. */
  readonly runFrom: Int32Array;
  readonly runTo: Int32Array;
  /** What runs() searches: left, right, top and bottom (an array: see Cells on boxing). */
  readonly area = new Float64Array(4);
  /** The pairs kept by the last nearPairs(), two numbers a pair. */
  pairs: Int32Array<ArrayBuffer> = new Int32Array(1024);

  constructor(s: BallArrays, width: number, height: number) {
    super(s, width, height);
    this.start = new Int32Array(this.cols * this.rows + 1);
    this.cursor = new Int32Array(this.cols * this.rows);
    this.cellOf = new Int32Array(s.n);
    this.order = new Int32Array(s.n);
    this.place = new Int32Array(s.n);
    this.runFrom = new Int32Array(this.rows);
    this.runTo = new Int32Array(this.rows);
  }

  /** Sorts every ball into the cell its centre is in now. */
  build(): void {
    this.count();
    this.sort();
  }

  /** How many balls each cell holds, summed into where each cell's run begins. */
  private count(): void {
    const { start, cursor, cellOf } = this;
    start.fill(0);
    for (let i = 0; i < this.s.n; i++) {
      const cell = this.cell(i);
      cellOf[i] = cell;
      start[cell + 1] = (start[cell + 1] as number) + 1;
    }
    for (let c = 0; c < cursor.length; c++) {
      start[c + 1] = (start[c + 1] as number) + (start[c] as number);
      cursor[c] = start[c] as number;
    }
  }

  private sort(): void {
    const { cursor, cellOf, order, place } = this;
    for (let i = 0; i < this.s.n; i++) {
      const cell = cellOf[i] as number;
      const at = cursor[cell] as number;
      cursor[cell] = at + 1;
      order[at] = i;
      place[i] = at;
    }
  }

  /**
   * The balls placed after `after` in the list whose cell meets `area`, as runs of the list, one per
   * row of cells: places runFrom[k] … runTo[k] - 1 for k below the count returned. After a ball's own
   * place, the balls listed before it are left out: asked for every ball in turn, each pair within
   * reach comes up once. The caller reads the runs in place, with no list of the balls to copy.
   */
  runs(after: number): number {
    const { cols, start, area, runFrom, runTo } = this;
    const c0 = this.col(area[0] as number);
    const c1 = this.col(area[1] as number);
    const r1 = this.row(area[3] as number) * cols;
    let count = 0;
    for (let r = this.row(area[2] as number) * cols; r <= r1; r += cols) {
      runFrom[count] = Math.max(start[r + c0] as number, after + 1);
      runTo[count++] = start[r + c1 + 1] as number;
    }
    return count;
  }

  /**
   * Every pair of balls in the same or in touching cells that is not apart on an axis (closer than the
   * sum of the radii on both), each pair once as (lower, higher index), into `pairs`; returns how many.
   * As cells are wider than any two radii, every touching pair is among them. Each ball is paired with
   * the balls after it in its own cell and the next, and with the three cells below: one run each.
   */
  nearPairs(): number {
    const { cols, rows, start, order, cellOf } = this;
    let count = 0;
    for (let p = 0; p < this.s.n; p++) {
      const a = order[p] as number;
      const cell = cellOf[a] as number;
      const r = Math.floor(cell / cols);
      const c = cell - r * cols;
      const right = Math.min(c + 1, cols - 1);
      count = this.pairWithRun(count, a, p + 1, start[r * cols + right + 1] as number);
      if (r + 1 < rows) {
        const below = (r + 1) * cols;
        count = this.pairWithRun(
          count,
          a,
          start[below + Math.max(c - 1, 0)] as number,
          start[below + right + 1] as number,
        );
      }
    }
    return count;
  }

  /** Pairs ball a with the balls at places from … end - 1 that are not apart on an axis. */
  private pairWithRun(count: number, a: number, from: number, end: number): number {
    const { x, y, radius } = this.s;
    const xa = x[a] as number;
    const ya = y[a] as number;
    const ra = radius[a] as number;
    let added = count;
    for (let k = from; k < end; k++) {
      const b = this.order[k] as number;
      const radiiSum = ra + (radius[b] as number);
      if (Math.abs((x[b] as number) - xa) >= radiiSum || Math.abs((y[b] as number) - ya) >= radiiSum)
        continue;
      if (2 * added + 2 > this.pairs.length) {
        const bigger = new Int32Array(2 * this.pairs.length);
        bigger.set(this.pairs);
        this.pairs = bigger;
      }
      this.pairs[2 * added] = Math.min(a, b);
      this.pairs[2 * added + 1] = Math.max(a, b);
      added += 1;
    }
    return added;
  }
}
