// The predicted contacts of one frame, earliest first: a binary heap over typed arrays that are
// cleared, not freed, between frames, so after the first frames it allocates nothing.

/** What `b` holds when the contact is with a wall instead of a ball. */
export const WALL_X = -1;
export const WALL_Y = -2;

export class EventQueue {
  private time = new Float64Array(256);
  private a = new Int32Array(256);
  private b = new Int32Array(256);
  /** How often each ball had changed course when the event was predicted: a later change makes it stale. */
  private turnsA = new Int32Array(256);
  private turnsB = new Int32Array(256);
  private heap = new Int32Array(256); // event slots, ordered by time
  private slots = 0;
  private size = 0;

  /** The event taken by the last pop(). */
  readonly top = { time: 0, a: 0, b: 0, turnsA: 0, turnsB: 0 };

  clear(): void {
    this.slots = 0;
    this.size = 0;
  }

  push(time: number, a: number, b: number, turnsA: number, turnsB: number): void {
    if (this.slots === this.time.length) this.grow();
    const slot = this.slots++;
    this.time[slot] = time;
    this.a[slot] = a;
    this.b[slot] = b;
    this.turnsA[slot] = turnsA;
    this.turnsB[slot] = turnsB;
    // sift up
    let k = this.size++;
    while (k > 0) {
      const parent = (k - 1) >> 1;
      const p = this.heap[parent] as number;
      if ((this.time[p] as number) <= time) break;
      this.heap[k] = p;
      k = parent;
    }
    this.heap[k] = slot;
  }

  /** Moves the earliest event into `top`; false when there is none. */
  pop(): boolean {
    if (this.size === 0) return false;
    const slot = this.heap[0] as number;
    this.top.time = this.time[slot] as number;
    this.top.a = this.a[slot] as number;
    this.top.b = this.b[slot] as number;
    this.top.turnsA = this.turnsA[slot] as number;
    this.top.turnsB = this.turnsB[slot] as number;
    const last = this.heap[--this.size] as number;
    const t = this.time[last] as number;
    // sift down
    let k = 0;
    for (;;) {
      let child = 2 * k + 1;
      if (child >= this.size) break;
      const right = child + 1;
      if (
        right < this.size &&
        (this.time[this.heap[right] as number] as number) < (this.time[this.heap[child] as number] as number)
      ) {
        child = right;
      }
      const c = this.heap[child] as number;
      if ((this.time[c] as number) >= t) break;
      this.heap[k] = c;
      k = child;
    }
    this.heap[k] = last;
    return true;
  }

  private grow(): void {
    const size = this.time.length * 2;
    const bigger = <T extends Float64Array | Int32Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.time = bigger(this.time, (n) => new Float64Array(n));
    this.a = bigger(this.a, (n) => new Int32Array(n));
    this.b = bigger(this.b, (n) => new Int32Array(n));
    this.turnsA = bigger(this.turnsA, (n) => new Int32Array(n));
    this.turnsB = bigger(this.turnsB, (n) => new Int32Array(n));
    this.heap = bigger(this.heap, (n) => new Int32Array(n));
  }
}
