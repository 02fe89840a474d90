// The collision ledger as CSV, for a class exercise in a spreadsheet. Full precision on purpose:
// students check conservation themselves.
import type { LedgerRow } from './SimulationClock';

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
      row.after.kineticEnergy - row.before.kineticEnergy,
    ].join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\n')}\n`;
}
