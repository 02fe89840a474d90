// The snapshot ring behind stepBack: bounded by frames and by numbers held.
import { describe, expect, it } from 'vitest';
import { History, MAX_HISTORY_NUMBERS } from '@/physics/history';

const snapshot = (size: number, tag: number) => new Float64Array(size).fill(tag);

describe('History', () => {
  it('gives back the newest snapshot first and forgets the oldest beyond its frame limit', () => {
    const history = new History(3);
    for (let tag = 1; tag <= 5; tag++) history.push(snapshot(2, tag));
    expect(history.size).toBe(3);
    expect([history.pop()?.[0], history.pop()?.[0], history.pop()?.[0], history.pop()]).toEqual([
      5,
      4,
      3,
      undefined,
    ]);
  });

  it('never holds more numbers than its budget', () => {
    // 8001 numbers a frame (a world of 2000 balls): 4,000,000 / 8001 = 499.9, so 499 frames fit
    const history = new History(1000);
    const frame = snapshot(8001, 0);
    for (let n = 0; n < 600; n++) {
      history.push(frame);
      expect(history.numbers).toBeLessThanOrEqual(MAX_HISTORY_NUMBERS);
    }
    expect(history.size).toBe(499);
    expect(history.numbers).toBe(499 * 8001);
  });

  it('keeps working after wrapping around, and after pops and pushes mixed', () => {
    const history = new History(4, 100);
    for (let tag = 1; tag <= 10; tag++) history.push(snapshot(10, tag));
    history.pop();
    history.push(snapshot(10, 11));
    expect(history.numbers).toBe(40);
    const tags: number[] = [];
    for (let s = history.pop(); s; s = history.pop()) tags.push(s[0] ?? -1);
    expect(tags).toEqual([11, 9, 8, 7]);
    expect(history.numbers).toBe(0);
  });

  it('a snapshot larger than the whole budget empties it: older frames could not be reached exactly', () => {
    const history = new History(10, 100);
    history.push(snapshot(50, 1));
    history.push(snapshot(101, 2));
    expect(history.size).toBe(0);
    expect(history.pop()).toBeUndefined();
  });
});
