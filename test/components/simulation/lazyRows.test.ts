// A crowd's record builds a collision's row only when it is read, and only that row's event
// (runRecord.ts, lazyList.ts, physics/fast/pairLog.ts): a 2,000-ball crowd has about 300 collisions
// a frame, and building and keeping every one cost its clock two thirds of a step.
import { describe, expect, it } from 'vitest';
import { lazyList } from '@/components/simulation/lazyList';
import { type LedgerRow, RunRecord } from '@/components/simulation/runRecord';
import { createWorld, scenario, Timeline, type World } from '@/physics';

/** A fast world whose reports note each event read: `frame:k`, or `frame:all`. */
function counted(): { world: World; reads: string[] } {
  const world = createWorld({ ...scenario('two-hundred', 5, { count: 600 }), engine: 'fast' });
  const reads: string[] = [];
  const step = world.step.bind(world);
  world.step = () => {
    const report = step();
    return Object.defineProperties(
      { frame: report.frame },
      {
        collisions: {
          enumerable: true,
          get: () => {
            reads.push(`${report.frame}:all`);
            return report.collisions;
          },
        },
        collisionPairs: { value: report.collisionPairs },
        collisionAt: {
          value: (k: number) => {
            reads.push(`${report.frame}:${k}`);
            return report.collisionAt?.(k);
          },
        },
      },
    ) as typeof report;
  };
  return { world, reads };
}

describe('a crowd’s record', () => {
  it('builds no row while none is read, then only the row read', () => {
    const { world, reads } = counted();
    const timeline = new Timeline(world);
    const record = new RunRecord(timeline);
    for (let f = 0; f < 60; f++) record.note(world, timeline.step());
    expect(record.count(60)).toBeGreaterThan(60);
    expect(reads).toEqual([]);
    const rows = record.upTo(60);
    expect(rows).toHaveLength(record.count(60));
    const last = rows.at(-1) as LedgerRow;
    expect(reads).toEqual([`${last.frame}:${record.countAt(last.frame) - 1}`]);
    expect(record.row(rows.length - 1)).toEqual({ kind: 'whole', row: last });
    expect(rows.at(-1)).toBe(last); // made once
    expect(record.at(last.frame).at(-1)).toBe(last); // and the same row in its frame's
    // the event built alone is the plain loop's, bit for bit
    const plain = createWorld({ ...scenario('two-hundred', 5, { count: 600 }), engine: 'plain' });
    for (let f = 1; f < last.frame; f++) plain.step();
    expect(last).toStrictEqual({ ...plain.step().collisions.at(-1), frame: last.frame });
  });
});

describe('lazyList', () => {
  it('is an array to its readers, each item made when read', () => {
    const made: number[] = [];
    const list = lazyList(5, (k) => {
      made.push(k);
      return { k };
    });
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(5);
    expect(made).toEqual([]);
    expect(list.at(-1)).toEqual({ k: 4 });
    expect(made).toEqual([4]);
    expect(list.slice(1, 3)).toEqual([{ k: 1 }, { k: 2 }]);
    expect([...list].map((item) => item.k)).toEqual([0, 1, 2, 3, 4]);
    expect([list].flat()).toHaveLength(5);
    expect(Object.keys(list)).toEqual(['0', '1', '2', '3', '4']);
    expect(list[5]).toBeUndefined();
    expect(2 in list && !(5 in list)).toBe(true);
  });
});
