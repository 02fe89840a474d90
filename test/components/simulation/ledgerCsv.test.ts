import { describe, expect, it } from 'vitest';
import { ledgerCsv } from '@/components/simulation/ledgerCsv';
import type { LedgerRow } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { collide, collisionEvent } from '@/physics';

describe('ledgerCsv', () => {
  it('writes a header and one full-precision row per collision: pair, masses, velocities, Δp, ΔKE', () => {
    // head on, e = 0.5: μ = 2/3, u = 4, so the predicted change is −½·0.75·(2/3)·16 = −4; the centre
    // of mass moves at 5/3, the balls leave at 1 and 3 (momentum 5 kept), so ball a's Δp is 2·(1 − 3) = −4
    const a = { x: 100, y: 100, vx: 3, vy: 0, radius: 10, mass: 2 };
    const b = { x: 118, y: 100, vx: -1, vy: 0, radius: 10, mass: 1 };
    const result = collide(a, b, { restitution: 0.5 });
    if (!result) throw new Error('the balls overlap: they collide');
    const row: LedgerRow = { ...collisionEvent(0, 2, a, b, result), frame: 12 };
    const lines = ledgerCsv([row], en.simulation.ledger.csv).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const header = lines[0]?.split(',') ?? [];
    expect(header).toHaveLength(23);
    const value = (column: string) => Number(lines[1]?.split(',')[header.indexOf(column)]);
    expect([value('frame'), value('ball_a'), value('ball_b'), value('mass_a'), value('mass_b')]).toEqual([
      12, 0, 2, 2, 1,
    ]);
    expect([value('vx_a_before'), value('vy_a_before'), value('vx_b_before'), value('vy_b_before')]).toEqual([
      3, 0, -1, 0,
    ]);
    expect(value('vx_a_after')).toBeCloseTo(1, 12);
    expect(value('vx_b_after')).toBeCloseTo(3, 12);
    expect(value('momentum_change_x_a')).toBeCloseTo(-4, 12);
    expect(value('momentum_change_y_a')).toBeCloseTo(0, 12);
    expect(value('kinetic_energy_change')).toBeCloseTo(-4, 12);
    expect(value('kinetic_energy_change_predicted')).toBeCloseTo(-4, 12);
  });

  it('writes only the header for an empty ledger', () => {
    expect(ledgerCsv([], en.simulation.ledger.csv).trimEnd().split('\n')).toHaveLength(1);
  });

  it("names the columns in the reader's language, with a byte order mark when they are not ASCII", () => {
    const english = ledgerCsv([], en.simulation.ledger.csv);
    const chinese = ledgerCsv([], zhCN.simulation.ledger.csv);
    expect(english.startsWith('frame,ball_a,')).toBe(true);
    expect(chinese.startsWith('\ufeff帧,球 a,球 b,')).toBe(true);
    expect(chinese.trimEnd().split(',')).toHaveLength(23);
  });
});
