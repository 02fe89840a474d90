'use client';
// The number of balls on the playground's stage, with buttons to add one (placed without overlap)
// and to remove the last; a refusal says why beside them.
import { useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { MAX_LINK_BALLS } from '@/components/share/linkBalls';
import type { PlaygroundState } from '@/components/share/linkState';
import { format } from '@/lib/format';
import styles from './BallCount.module.css';
import { type CountProblem, withBallAdded, withLastBallRemoved } from './ballCount';

interface Props {
  state: PlaygroundState;
  count: number;
  onChange: (next: PlaygroundState) => void;
}

export function BallCount({ state, count, onChange }: Props) {
  const t = useMessages().lab;
  const [problem, setProblem] = useState<CountProblem | null>(null);
  const apply = (next: PlaygroundState | CountProblem) => {
    if (typeof next === 'string') setProblem(next);
    else {
      setProblem(null);
      onChange(next);
    }
  };
  return (
    <div className={`field ball-count ${styles.ballCount}`}>
      <p aria-live="polite" data-count={count}>
        {format(t.count, { count })}
      </p>
      <div className={styles.buttonRow}>
        <button type="button" className="button" onClick={() => apply(withBallAdded(state))}>
          {t.add}
        </button>
        <button type="button" className="button" onClick={() => apply(withLastBallRemoved(state))}>
          {t.remove}
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {format(t[problem], { max: MAX_LINK_BALLS })}
        </p>
      )}
    </div>
  );
}
