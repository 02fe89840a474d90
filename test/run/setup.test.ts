// The set-up's list of changes (run/setup.ts): a change's -0 is 0, as a typed number is, because the
// link writes it "0" and the run on screen must be the one its link replays (the edit-sequence
// property found a ball's vx edited to -0 that replayed as +0).
import { describe, expect, it } from 'vitest';
import { readEdits, writeEdits } from '@/components/share/linkEdits';
import { withChange } from '@/run/setup';

describe('withChange', () => {
  it('takes -0 as 0 in a ball field and in a setting, so the link replays the same bits', () => {
    const [change] = withChange([], 5, { bounce: -0 }, [{ index: 0, field: 'vx', value: -0 }]);
    expect(Object.is(change?.balls?.[0]?.value, 0)).toBe(true);
    expect(Object.is(change?.set.bounce, 0)).toBe(true);
    const [replayed] = readEdits(writeEdits(change ? [change] : []), 2);
    expect(replayed).toEqual(change);
  });

  it('keeps every other value as given, and merges a change at the same frame', () => {
    const first = withChange([], 5, { restitution: 0.25 }, [{ index: 1, field: 'vy', value: -2.5 }]);
    const both = withChange(first, 5, {}, [{ index: 1, field: 'vy', value: 3 }]);
    expect(both).toEqual([
      { frame: 5, set: { restitution: 0.25 }, balls: [{ index: 1, field: 'vy', value: 3 }] },
    ]);
  });
});
