// The history behind stepBack, shared by both engines: a ring of reused buffers bounded by frames and
// by numbers held, which stops allocating once it has gone round.
import { describe, expect, it } from 'vitest';
import { createWorld, scenario } from '@/physics';
import { History, MAX_HISTORY_NUMBERS } from '@/physics/engine/history';

/** Writes a snapshot of `length` numbers, each the tag. */
function write(ring: History, length: number, tag: number): Float64Array | undefined {
  const buffer = ring.push(length);
  buffer?.fill(tag, 0, length);
  return buffer;
}

describe('History', () => {
  it('gives back the newest snapshot first and forgets the oldest beyond its frame limit', () => {
    const ring = new History(3);
    for (let tag = 1; tag <= 5; tag++) write(ring, 2, tag);
    expect(ring.size).toBe(3);
    expect([ring.pop()?.[0], ring.pop()?.[0], ring.pop()?.[0], ring.pop()]).toEqual([5, 4, 3, undefined]);
  });

  it('reuses the buffers of forgotten frames: after one round, pushing allocates nothing', () => {
    const ring = new History(4);
    const first = [1, 2, 3, 4].map((tag) => write(ring, 100, tag));
    const again = [5, 6, 7, 8].map((tag) => write(ring, 100, tag));
    again.forEach((buffer, k) => {
      expect(buffer).toBe(first[k]); // the same four arrays, in the same order
    });
    expect(ring.numbers).toBe(4 * (100 + 64));
  });

  it("reuses the forgotten frames' buffers where the budget, not the frame limit, bounds it", () => {
    const ring = new History(1000, 1000); // buffers of 100 + 64 numbers: six fit
    const first = new Set([1, 2, 3, 4, 5, 6].map((tag) => write(ring, 100, tag)));
    const again = [7, 8, 9, 10, 11, 12].map((tag) => write(ring, 100, tag));
    for (const buffer of again) expect(first.has(buffer)).toBe(true);
    expect(ring.size).toBe(6);
    expect(ring.numbers).toBe(6 * 164);
    expect([ring.pop()?.[0], ring.pop()?.[0]]).toEqual([12, 11]);
  });

  it('holds as many frames as its budget allows', () => {
    // 8001 numbers a frame (a world of 2000 balls) in buffers of 8001 + 64: 4,000,000 / 8065 = 495.97,
    // so 495 frames fit
    const ring = new History(1000);
    for (let n = 0; n < 600; n++) {
      write(ring, 8001, n);
      expect(ring.numbers).toBeLessThanOrEqual(MAX_HISTORY_NUMBERS);
    }
    expect(ring.size).toBe(495);
    expect(ring.numbers).toBe(495 * 8065);
  });

  it('never holds more numbers than its budget, counting spare buffers too', () => {
    const ring = new History(1000, 10_000);
    for (let n = 0; n < 300; n++) {
      write(ring, 500 + (n % 7) * 100, n); // snapshots that grow and shrink, as overlapping pairs come and go
      expect(ring.numbers).toBeLessThanOrEqual(10_000);
    }
    expect(ring.size).toBeGreaterThan(5);
  });

  it('keeps the newest frames exactly through pops and pushes mixed', () => {
    const ring = new History(4, 1000);
    for (let tag = 1; tag <= 10; tag++) write(ring, 10, tag);
    ring.pop();
    write(ring, 10, 11);
    const tags: number[] = [];
    for (let s = ring.pop(); s; s = ring.pop()) tags.push(s[0] ?? -1);
    expect(tags).toEqual([11, 9, 8, 7]);
  });

  it('a snapshot larger than the whole budget empties it, and a limit of 0 keeps nothing', () => {
    const ring = new History(10, 100);
    write(ring, 50, 1);
    expect(ring.push(101)).toBeUndefined();
    expect(ring.size).toBe(0);
    const none = new History(0);
    expect(none.push(10)).toBeUndefined();
    expect(none.pop()).toBeUndefined();
  });

  it('a long run of a large world stays within the budget and still steps back exactly', () => {
    // 2,000 balls: 8,002 numbers a frame and more for overlapping pairs, so the budget caps the frames
    const w = createWorld({ ...scenario('two-hundred', 1, { count: 2000 }), engine: 'fast' });
    for (let f = 0; f < 600; f++) w.step();
    const at600 = w.balls();
    w.step();
    expect(w.stepBack()).toBe(true);
    expect(w.balls()).toEqual(at600);
    let back = 0;
    while (w.stepBack()) back += 1;
    expect(back).toBeGreaterThan(400);
    expect(back * 8002).toBeLessThanOrEqual(MAX_HISTORY_NUMBERS);
  }, 30_000);
});
