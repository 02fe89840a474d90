'use client';
// The "why" of a <Predict>: written inside it in the lesson, shown under the verdict only once the
// reader has checked a guess. A portal puts it after the answer fields whatever its place in the MDX.
import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';
import styles from './exercise.module.css';

export interface ExplanationTarget {
  /** The element under the verdict; null until it is mounted. */
  slot: HTMLElement | null;
  revealed: boolean;
}

export const ExplanationContext = createContext<ExplanationTarget | null>(null);

export function Explanation({ children }: { children?: ReactNode }) {
  const target = useContext(ExplanationContext);
  if (!target) throw new Error('<Explanation> must sit inside a <Predict>');
  if (!target.revealed || !target.slot) return null;
  return createPortal(<div className={styles.explanation}>{children}</div>, target.slot);
}
