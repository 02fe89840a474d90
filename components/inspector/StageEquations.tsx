'use client';
// The equations of one stage: each formula beside the same formula with this collision's numbers.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { stageEquations } from './equations';
import styles from './inspector.module.css';
import { MathFormula } from './MathFormula';
import type { Inspection, Stage } from './stages';

export function StageEquations({ inspection, stage }: { inspection: Inspection; stage: Stage }) {
  const t = useMessages().inspector;
  const equations = stageEquations(inspection, stage);
  if (equations.length === 0) return null;
  return (
    <table className={`stage-equations ${styles.equations}`}>
      <caption>{t.equations}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t.symbolic}</th>
          <th scope="col">{t.substituted}</th>
        </tr>
      </thead>
      <tbody>
        {equations.map((e, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stage's equations are a fixed list
          <tr key={k}>
            <td>
              {e.when && <span className={styles.when}>{t.row[e.when]} </span>}
              <MathFormula expr={e.symbolic} wrap />
            </td>
            <td>
              <MathFormula expr={e.substituted} wrap />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
