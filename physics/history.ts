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

/**
 * The same bounds for worlds kept in typed arrays, without a new array every frame: each frame's
 * buffer is reused once the ring has gone round, so a long run stops allocating. Buffers may be longer
 * than their snapshot; a snapshot records its own length. The budget counts every buffer held.
 */
export class SnapshotRing {
  private readonly maxFrames: number;
  private readonly maxNumbers: number;
  private buffers: (Float64Array | undefined)[] = [];
  private head = 0; // slot of the oldest snapshot
  private count = 0;
  private held = 0; // numbers in every buffer, in use or spare

  constructor(maxFrames: number, maxNumbers = MAX_HISTORY_NUMBERS) {
    this.maxFrames = maxFrames;
    this.maxNumbers = maxNumbers;
  }

  get size(): number {
    return this.count;
  }

  get numbers(): number {
    return this.held;
  }

  /** A buffer of at least `length` numbers for the newest snapshot; undefined when none can fit. */
  push(length: number): Float64Array | undefined {
    if (this.maxFrames === 0 || length > this.maxNumbers) {
      this.clear();
      return undefined;
    }
    if (this.count === this.maxFrames) this.dropOldest();
    const slot = (this.head + this.count) % this.maxFrames;
    let buffer = this.buffers[slot];
    if (!buffer || buffer.length < length) {
      this.free(slot);
      // room for a few more overlapping pairs than now, so the buffer is not replaced next time round
      const size = Math.min(this.maxNumbers, length + 64);
      while (this.held + size > this.maxNumbers) this.makeRoom();
      buffer = new Float64Array(size);
      this.buffers[slot] = buffer;
      this.held += size;
    }
    this.count += 1;
    return buffer;
  }

  /** The newest snapshot's buffer, removed (it stays for reuse); undefined when empty. */
  pop(): Float64Array | undefined {
    if (this.count === 0) return undefined;
    this.count -= 1;
    return this.buffers[(this.head + this.count) % this.maxFrames];
  }

  clear(): void {
    this.buffers = [];
    this.head = 0;
    this.count = 0;
    this.held = 0;
  }

  private dropOldest(): void {
    this.head = (this.head + 1) % this.maxFrames;
    this.count -= 1;
  }

  /** Frees a spare buffer if there is one, else forgets the oldest snapshot and frees its buffer. */
  private makeRoom(): void {
    for (let k = this.count; k < this.maxFrames; k++) {
      const slot = (this.head + k) % this.maxFrames;
      if (this.buffers[slot]) {
        this.free(slot);
        return;
      }
    }
    this.free(this.head);
    this.dropOldest();
  }

  private free(slot: number): void {
    this.held -= this.buffers[slot]?.length ?? 0;
    this.buffers[slot] = undefined;
  }
}
