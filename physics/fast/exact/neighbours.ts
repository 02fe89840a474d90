// For exact contact: the balls each ball could meet in the current window, kept as one flat list per
// ball (built from the pairs found) in typed arrays that are reused from window to window.

export class Neighbours {
  private readonly start: Int32Array; // neighbours of i are near[start[i]] … near[start[i + 1] - 1]
  private readonly cursor: Int32Array; // where the next neighbour of i goes while the lists are filled
  private near: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private pairs: Int32Array<ArrayBuffer> = new Int32Array(1024); // two numbers a pair, until finish()
  private count = 0;

  constructor(n: number) {
    this.start = new Int32Array(n + 1);
    this.cursor = new Int32Array(n);
  }

  clear(): void {
    this.count = 0;
    this.start.fill(0);
  }

  add(i: number, j: number): void {
    if (2 * this.count + 2 > this.pairs.length) this.pairs = grown(this.pairs, 2 * this.count + 2);
    this.pairs[2 * this.count] = i;
    this.pairs[2 * this.count + 1] = j;
    this.count += 1;
    this.start[i + 1] = (this.start[i + 1] as number) + 1; // counts for now; finish() sums them
    this.start[j + 1] = (this.start[j + 1] as number) + 1;
  }

  /** Turns the pairs added into a list per ball. */
  finish(): void {
    const { start, cursor } = this;
    for (let i = 0; i < cursor.length; i++) {
      start[i + 1] = (start[i + 1] as number) + (start[i] as number);
      cursor[i] = start[i] as number;
    }
    if (2 * this.count > this.near.length) this.near = grown(this.near, 2 * this.count);
    for (let p = 0; p < this.count; p++) {
      const i = this.pairs[2 * p] as number;
      const j = this.pairs[2 * p + 1] as number;
      this.near[cursor[i] as number] = j;
      cursor[i] = (cursor[i] as number) + 1;
      this.near[cursor[j] as number] = i;
      cursor[j] = (cursor[j] as number) + 1;
    }
  }

  /** Ball i's neighbours are at(first(i)) … at(end(i) - 1). */
  first(i: number): number {
    return this.start[i] as number;
  }

  end(i: number): number {
    return this.start[i + 1] as number;
  }

  at(k: number): number {
    return this.near[k] as number;
  }
}

/** A copy of `old` with room for at least `least` numbers; doubling keeps the copies rare. */
function grown(old: Int32Array, least: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(least, 2 * old.length));
  next.set(old);
  return next;
}
