// The collision ledger as CSV, for a class exercise in a spreadsheet. Full precision on purpose:
// students check conservation themselves. The column names are the reader's locale's. Every number
// is the physics' own: the velocities from the collision's trace (collisionPair), the energies from
// the event and the prediction from predictedEnergyChange.
import { collisionPair, momentumChange } from '@/components/canvas/collisionPair';
import type { Messages } from '@/lib/i18n';
import { predictedEnergyChange } from '@/physics';
import type { LedgerRow } from './SimulationClock';

/** The pair's kinetic energy after the collision minus before (for a stuck pair: the two bodies'). */
export const measuredEnergyChange = (row: LedgerRow) => row.after.kineticEnergy - row.before.kineticEnergy;

export type CsvColumns = Messages['simulation']['ledger']['csv'];

const COLUMNS: readonly (keyof CsvColumns)[] = [
  'frame',
  'ballA',
  'ballB',
  'massA',
  'massB',
  'vxABefore',
  'vyABefore',
  'vxBBefore',
  'vyBBefore',
  'vxAAfter',
  'vyAAfter',
  'vxBAfter',
  'vyBAfter',
  'impulseX',
  'impulseY',
  'momentumXBefore',
  'momentumYBefore',
  'momentumXAfter',
  'momentumYAfter',
  'energyBefore',
  'energyAfter',
  'energyChange',
  'energyChangePredicted',
];

function cells(row: LedgerRow): number[] {
  const [a, b] = collisionPair(row);
  const dp = momentumChange(a);
  return [
    row.frame,
    row.i,
    row.j,
    a.mass,
    b.mass,
    a.before.x,
    a.before.y,
    b.before.x,
    b.before.y,
    a.after.x,
    a.after.y,
    b.after.x,
    b.after.y,
    dp.x,
    dp.y,
    row.before.momentum.x,
    row.before.momentum.y,
    row.after.momentum.x,
    row.after.momentum.y,
    row.before.kineticEnergy,
    row.after.kineticEnergy,
    measuredEnergyChange(row),
    predictedEnergyChange(row.trace),
  ];
}

export function ledgerCsv(rows: readonly LedgerRow[], names: CsvColumns): string {
  const header = COLUMNS.map((column) => names[column]).join(',');
  // A spreadsheet reads a file as UTF-8 only when it starts with a byte order mark: without it,
  // Excel shows Chinese column names as mojibake. Plain ASCII needs none.
  const mark = /[^ -~]/.test(header) ? '\ufeff' : '';
  const lines = rows.map((row) => cells(row).join(','));
  return `${mark}${[header, ...lines].join('\n')}\n`;
}
