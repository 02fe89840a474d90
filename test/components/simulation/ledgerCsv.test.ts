import { describe, expect, it } from 'vitest';
import { ledgerCsv } from '@/components/simulation/ledgerCsv';
import type { LedgerRow } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { collide } from '@/physics';

describe('ledgerCsv', () => {
  it('writes a header and one full-precision row per collision', () => {
    // head on, e = 0.5: μ = 2/3, u = 4, so the predicted change is −½·0.75·(2/3)·16 = −4
    const a = { x: 100, y: 100, vx: 3, vy: 0, radius: 10, mass: 2 };
    const b = { x: 118, y: 100, vx: -1, vy: 0, radius: 10, mass: 1 };
    const trace = collide(a, b, { restitution: 0.5 })?.trace;
    const row = {
      frame: 12,
      i: 0,
      j: 2,
      trace,
      before: { momentum: { x: 5, y: -1 }, kineticEnergy: 10.5 },
      after: { momentum: { x: 5, y: -1 }, kineticEnergy: 10.25 },
    } as unknown as LedgerRow;
    const lines = ledgerCsv([row], en.simulation.ledger.csv).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.split(',')).toHaveLength(11);
    expect(lines[0]?.split(',').at(-1)).toBe('kinetic_energy_change_predicted');
    const cells = lines[1]?.split(',') ?? [];
    expect(cells.slice(0, 10).join(',')).toBe('12,0,2,5,-1,5,-1,10.5,10.25,-0.25');
    expect(Number(cells[10])).toBeCloseTo(-4, 12);
  });

  it('writes only the header for an empty ledger', () => {
    expect(ledgerCsv([], en.simulation.ledger.csv).trimEnd().split('\n')).toHaveLength(1);
  });

  it("names the columns in the reader's language, with a byte order mark when they are not ASCII", () => {
    const english = ledgerCsv([], en.simulation.ledger.csv);
    const chinese = ledgerCsv([], zhCN.simulation.ledger.csv);
    expect(english.startsWith('frame,ball_a,')).toBe(true);
    expect(chinese.startsWith('\ufeff帧,球 a,球 b,')).toBe(true);
    expect(chinese.trimEnd().split(',')).toHaveLength(11);
  });
});
