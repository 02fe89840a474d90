// The inspector's tween: eased, monotone between its ends, ends exactly on its target, stops when told.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easeInOut, type FrameScheduler, tween } from '@/components/widget/tween';

/** Frames that run only when the test says, at the times it gives. */
function manualFrames() {
  let pending = new Map<number, (now: number) => void>();
  let next = 1;
  const frames: FrameScheduler = {
    request: (callback) => {
      pending.set(next, callback);
      return next++;
    },
    cancel: (id) => pending.delete(id),
  };
  const run = (now: number) => {
    const due = pending;
    pending = new Map();
    for (const callback of due.values()) callback(now);
  };
  return { frames, run, waiting: () => pending.size };
}

describe('tween', () => {
  it('eases from its start to exactly its target, never outside, never backwards', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 30 }),
        (from, to, gaps) => {
          const { frames, run, waiting } = manualFrames();
          const values: number[] = [];
          tween(from, to, 900, (v) => values.push(v), frames);
          let now = 1000;
          run(now);
          for (const gap of gaps) {
            now += gap;
            run(now);
          }
          run(now + 900);
          expect(values.at(-1)).toBe(to);
          expect(waiting()).toBe(0);
          const [lo, hi] = from < to ? [from, to] : [to, from];
          for (const v of values) expect(v >= lo - 1e-12 && v <= hi + 1e-12).toBe(true);
          for (let i = 1; i < values.length; i++)
            expect(
              Math.sign((values[i] as number) - (values[i - 1] as number)) * Math.sign(to - from),
            ).not.toBe(-1);
        },
      ),
    );
  });

  it('is halfway at half time and slow at both ends', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
  });

  it('stops where it is when told', () => {
    const { frames, run, waiting } = manualFrames();
    const values: number[] = [];
    const stop = tween(0, 1, 900, (v) => values.push(v), frames);
    run(0);
    run(300);
    stop();
    expect(waiting()).toBe(0);
    run(2000);
    expect(values).toHaveLength(2);
    expect(values.at(-1)).toBeLessThan(1);
  });
});
