// The collision ledger as CSV, for a class exercise in a spreadsheet. Full precision on purpose:
// students check conservation themselves.
import { predictedEnergyChange } from '@/physics';
import type { LedgerRow } from './SimulationClock';

/** The pair's kinetic energy after the collision minus before (for a stuck pair: the two bodies'). */
export const measuredEnergyChange = (row: LedgerRow) => row.after.kineticEnergy - row.before.kineticEnergy;

const HEADER = [
  'frame',
  'ball_a',
  'ball_b',
  'momentum_x_before',
  'momentum_y_before',
  'momentum_x_after',
  'momentum_y_after',
  'kinetic_energy_before',
  'kinetic_energy_after',
  'kinetic_energy_change',
  'kinetic_energy_change_predicted',
];

export function ledgerCsv(rows: readonly LedgerRow[]): string {
  const lines = rows.map((row) =>
    [
      row.frame,
      row.i,
      row.j,
      row.before.momentum.x,
      row.before.momentum.y,
      row.after.momentum.x,
      row.after.momentum.y,
      row.before.kineticEnergy,
      row.after.kineticEnergy,
      measuredEnergyChange(row),
      predictedEnergyChange(row.trace),
    ].join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\n')}\n`;
}
