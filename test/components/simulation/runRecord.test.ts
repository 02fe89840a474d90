// The run's record keeps a bounded number of collision rows (each holds its whole trace): the latest
// LEDGER_LIMIT, counting the others, while the frames with collisions (the scrubber's marks, N and P)
// and every frame's totals stay complete.
import { describe, expect, it } from 'vitest';
import { LEDGER_LIMIT } from '@/components/simulation/runRecord';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { scenario } from '@/physics';

describe('RunRecord', () => {
  it('keeps the latest LEDGER_LIMIT rows of a crowded run and counts the rest', () => {
    const clock = new SimulationClock([scenario('twenty-large', 3)]);
    let collisions = 0;
    let frames = 0;
    while (collisions < LEDGER_LIMIT * 1.5) {
      clock.step();
      frames += 1;
      collisions += clock.collisions().length;
    }
    const kept = clock.runLedger().length;
    expect(kept).toBeLessThanOrEqual(LEDGER_LIMIT * 1.1);
    expect(kept + clock.forgottenRows()).toBe(collisions);
    expect(clock.runLedger().at(-1)?.frame).toBe(frames);
    expect(clock.markedFrames[0]).toBeLessThan(clock.runLedger()[0]?.frame ?? 0); // the marks stay
    clock.goTo(1);
    expect(clock.totals()).toHaveLength(2);
  });
});
