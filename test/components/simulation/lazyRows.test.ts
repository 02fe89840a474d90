// A crowd's record builds a collision's row only when it is read, and only that row's event
// (runRecord.ts, physics/fast/pairLog.ts): a 2,000-ball crowd has about 300 collisions
// a frame, and building and keeping every one cost its clock two thirds of a step.
import { describe, expect, it } from 'vitest';
import { createWorld, scenario, Timeline, type World } from '@/physics';
import { type LedgerRow, RunRecord } from '@/run/record';
import { noteEventReads } from '../support/eventReads';

/** A fast world whose reports note each event read: `frame:k`, or `frame:all`. */
function counted(): { world: World; reads: string[] } {
  const world = createWorld({ ...scenario('two-hundred', 5, { count: 600 }), engine: 'fast' });
  return { world, reads: noteEventReads(world) };
}

describe('a crowd’s record', () => {
  it('builds no row while none is read, then only the row read', () => {
    const { world, reads } = counted();
    const timeline = new Timeline(world);
    const record = new RunRecord(timeline);
    for (let f = 0; f < 60; f++) record.note(world, timeline.step());
    expect(record.count(60)).toBeGreaterThan(60);
    expect(reads).toEqual([]);
    // the readouts' last pair
    const last = record.lastUpTo(60) as LedgerRow;
    expect(reads).toEqual([`${last.frame}:${record.countAt(last.frame) - 1}`]);
    expect(record.row(record.count(60) - 1)).toEqual({ kind: 'whole', row: last });
    expect(record.lastUpTo(60)).toBe(last); // made once
    expect(record.at(last.frame).at(-1)).toBe(last); // and the same row in its frame's
    // the impulse layer's last frames: their rows, and no other frame's
    const recent = record.after(57, 60);
    expect(recent.length).toBe(record.count(60) - record.count(57));
    expect(recent.every((row) => row.frame > 57 && row.frame <= 60)).toBe(true);
    expect(reads.every((read) => Number(read.split(':')[0]) > 57)).toBe(true);
    expect(recent.at(-1)).toBe(last);
    // every row, for the tests and the CSV
    expect(record.upTo(60)).toHaveLength(record.count(60));
    expect(record.upTo(60).at(-1)).toBe(last);
    // the event built alone is the plain loop's, bit for bit
    const plain = createWorld({ ...scenario('two-hundred', 5, { count: 600 }), engine: 'plain' });
    for (let f = 1; f < last.frame; f++) plain.step();
    expect(last).toStrictEqual({ ...plain.step().collisions.at(-1), frame: last.frame });
  });
});
