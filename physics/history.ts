// A bounded ring of world snapshots for stepping back. It forgets the oldest snapshot when it holds
// more frames than allowed or more numbers than its memory budget.

/** About 32 MB of Float64 numbers, whatever the frame limit. */
export const MAX_HISTORY_NUMBERS = 4_000_000;

export class History {
  private readonly maxFrames: number;
  private readonly maxNumbers: number;
  private slots: (Float64Array | undefined)[] = [];
  private head = 0; // slot of the oldest snapshot
  private count = 0;
  private stored = 0; // numbers held in all snapshots

  constructor(maxFrames: number, maxNumbers = MAX_HISTORY_NUMBERS) {
    this.maxFrames = maxFrames;
    this.maxNumbers = maxNumbers;
  }

  get size(): number {
    return this.count;
  }

  get numbers(): number {
    return this.stored;
  }

  push(snapshot: Float64Array): void {
    // A snapshot that can never fit breaks the chain of frames: older ones could not be reached exactly.
    if (this.maxFrames === 0 || snapshot.length > this.maxNumbers) {
      this.clear();
      return;
    }
    while (this.count >= this.maxFrames || this.stored + snapshot.length > this.maxNumbers) this.dropOldest();
    this.slots[(this.head + this.count) % this.maxFrames] = snapshot;
    this.count += 1;
    this.stored += snapshot.length;
  }

  /** The newest snapshot, removed; undefined when empty. */
  pop(): Float64Array | undefined {
    if (this.count === 0) return undefined;
    this.count -= 1;
    return this.take((this.head + this.count) % this.maxFrames);
  }

  clear(): void {
    this.slots = [];
    this.head = 0;
    this.count = 0;
    this.stored = 0;
  }

  private dropOldest(): void {
    this.take(this.head);
    this.head = (this.head + 1) % this.maxFrames;
    this.count -= 1;
  }

  private take(slot: number): Float64Array | undefined {
    const snapshot = this.slots[slot];
    this.slots[slot] = undefined;
    this.stored -= snapshot?.length ?? 0;
    return snapshot;
  }
}
