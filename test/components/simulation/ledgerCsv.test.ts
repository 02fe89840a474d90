import { describe, expect, it } from 'vitest';
import { ledgerCsv } from '@/components/simulation/ledgerCsv';
import type { LedgerRow } from '@/components/simulation/SimulationClock';

describe('ledgerCsv', () => {
  it('writes a header and one full-precision row per collision', () => {
    const row = {
      frame: 12,
      i: 0,
      j: 2,
      before: { momentum: { x: 5, y: -1 }, kineticEnergy: 10.5 },
      after: { momentum: { x: 5, y: -1 }, kineticEnergy: 10.25 },
    } as unknown as LedgerRow;
    const lines = ledgerCsv([row]).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split(',')).toHaveLength(10);
    expect(lines[1]).toBe('12,0,2,5,-1,5,-1,10.5,10.25,-0.25');
  });

  it('writes only the header for an empty ledger', () => {
    expect(ledgerCsv([]).trimEnd().split('\n')).toHaveLength(1);
  });
});
