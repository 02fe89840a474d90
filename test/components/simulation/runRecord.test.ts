// The run's record keeps every collision: the latest LEDGER_LIMIT rows whole, the older ones as frame
// and pair, rebuilt by replaying their frame. A rebuilt row is the row recorded live, bit for bit
// (toStrictEqual compares numbers with Object.is: −0 and 0 differ), and the frame on screen stays put.
import { describe, expect, it } from 'vitest';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { scenario } from '@/physics';
import { select } from '@/run';
import { LEDGER_LIMIT, type LedgerRow } from '@/run/record';

describe('RunRecord', () => {
  it('keeps every collision of a crowded run past LEDGER_LIMIT, old rows rebuilt exactly', () => {
    const clock = new SimulationClock([scenario('twenty-large', 3)]);
    const live: LedgerRow[] = [];
    let frames = 0;
    while (live.length < LEDGER_LIMIT * 1.5) {
      clock.step();
      frames += 1;
      const fresh = select.ledgerCount(clock.player.snapshot()) - live.length;
      if (fresh > 0) live.push(...select.ledgerWhole(clock.player.snapshot()).slice(-fresh));
    }
    // the first rows were recorded whole and are now kept as frame and pair only
    expect(select.ledgerWhole(clock.player.snapshot()).length).toBeLessThanOrEqual(LEDGER_LIMIT * 1.1);
    expect(select.ledgerWhole(clock.player.snapshot())[0]?.frame).toBeGreaterThan(live[0]?.frame ?? 0);
    expect(select.ledgerCount(clock.player.snapshot())).toBe(live.length);
    const balls = JSON.stringify(clock.worlds[0]?.balls());
    expect(select.ledgerRows(clock.player.snapshot(), 0, 0, 1)[0]).toStrictEqual(live[0]);
    const middle = Math.floor(live.length / 3);
    expect(select.ledgerRows(clock.player.snapshot(), 0, middle - 5, middle + 5)).toStrictEqual(
      live.slice(middle - 5, middle + 5),
    );
    expect(select.ledgerRows(clock.player.snapshot(), 0, live.length - 3, live.length + 2)).toStrictEqual(
      live.slice(-3),
    );
    expect(clock.player.frame).toBe(frames); // the frame on screen, every bit of it
    expect(JSON.stringify(clock.worlds[0]?.balls())).toBe(balls);
    const pieces = [...clock.allLedgerRows(0, 50)]; // the CSV's rows, from a replay of its own
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.flat()).toStrictEqual(live);
    expect(JSON.stringify(clock.worlds[0]?.balls())).toBe(balls);
    expect(select.markedFrames(clock.player.snapshot())[0]).toBe(live[0]?.frame); // the marks stay
    // Inspect's count and one pair agree with the frame's collisions, none in a frame no longer whole
    for (const frame of [live[0]?.frame ?? 0, live.at(-1)?.frame ?? 0]) {
      clock.player.goTo(frame);
      const all = select.collisionsNow(clock.player.snapshot());
      expect(select.collisionCountNow(clock.player.snapshot())).toBe(all.length);
      expect(clock.collisionAt(clock.player.snapshot(), 0, all.length - 1)).toBe(all.at(-1));
    }
    expect(select.collisionCountNow(clock.player.snapshot())).toBeGreaterThan(0);
    clock.player.goTo(1);
    expect(select.totalsWindow(clock.player.snapshot())).toHaveLength(2);
  });

  it('an edit of the set-up forgets the old rows after its frame too', () => {
    const clock = new SimulationClock([scenario('twenty-large', 3)]);
    while (select.ledgerCount(clock.player.snapshot()) < LEDGER_LIMIT * 1.2) clock.step();
    const first = select.ledgerRows(clock.player.snapshot(), 0, 0, 1)[0] as LedgerRow;
    clock.player.goTo(first.frame);
    const before = select.ledgerCount(clock.player.snapshot());
    clock.editSetup({ restitution: 0.5 });
    expect(select.ledgerCount(clock.player.snapshot())).toBe(before);
    expect(select.ledgerRows(clock.player.snapshot(), 0, 0, before + 5)).toHaveLength(before);
    expect(select.ledgerRows(clock.player.snapshot(), 0, 0, 1)[0]).toStrictEqual(first);
    while (select.ledgerCount(clock.player.snapshot()) < LEDGER_LIMIT * 2.5) clock.step(); // the edited run's rows go old too
    const rebuilt = [...clock.allLedgerRows()].flat();
    expect(rebuilt).toHaveLength(select.ledgerCount(clock.player.snapshot()));
    expect(rebuilt.slice(0, 1)).toStrictEqual([first]);
    expect(rebuilt.slice(before, before + 20)).toStrictEqual(
      select.ledgerRows(clock.player.snapshot(), 0, before, before + 20),
    );
    expect(rebuilt.slice(-20)).toStrictEqual(select.ledgerWhole(clock.player.snapshot()).slice(-20));
    expect(rebuilt.some((row) => row.trace.restitution === 0.5)).toBe(true);
  });
});
