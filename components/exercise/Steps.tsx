'use client';
// A derivation revealed one step at a time. Every step is in the page's HTML: a reader without
// JavaScript, a printed page and a search engine get all of them, and on screen, once scripts may
// run, the steps not reached yet are hidden by CSS (exercise.module.css), so nothing shifts when the
// page comes alive. "Next step" adds one, and the terms marked in its formulas move from their places
// in the step before (useTermMoves.ts); "Previous step", "Show all steps" and "Start again" change at
// once. A live line says which step is shown. The buttons stay where they are; one that would do
// nothing is aria-disabled, not disabled, so the focus stays on it.
import { Children, type ReactNode, useId, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { usePrefersReducedMotion } from '@/components/widget/usePrefersReducedMotion';
import { format } from '@/lib/format';
import styles from './exercise.module.css';
import { canDo, movingStep, type StepAction, stepsAfter } from './stepState';
import { useTermMoves } from './useTermMoves';

interface Props {
  /** Shown as the title of the figure (default "Step by step"). */
  title?: string;
  /** <Step> elements. */
  children?: ReactNode;
}

export function Steps({ title, children }: Props) {
  const t = useMessages().exercise.steps;
  // MDX may leave line breaks between the <Step> elements; only the steps count.
  const steps = Children.toArray(children).filter((c) => typeof c !== 'string' || c.trim() !== '');
  const total = steps.length;
  const [{ shown, moving, press }, setState] = useState({
    shown: Math.min(1, total),
    moving: null as number | null,
    press: 0,
  });
  const list = useRef<HTMLOListElement>(null);
  const uid = useId();
  useTermMoves(list, moving, press, usePrefersReducedMotion());

  const act = (action: StepAction) => {
    if (!canDo(shown, total, action)) return;
    const next = stepsAfter(shown, total, action);
    setState({ shown: next, moving: movingStep(shown, next), press: press + 1 });
  };
  const button = (action: StepAction, label: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button'}
      aria-disabled={!canDo(shown, total, action) || undefined}
      onClick={() => act(action)}
    >
      {label}
    </button>
  );

  return (
    <section className={`widget ${styles.steps}`} aria-labelledby={`${uid}-title`}>
      <p className="widget-title" id={`${uid}-title`}>
        {title ?? t.label}
      </p>
      <ol ref={list} className={styles.stepList}>
        {steps.map((step, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps never reorder
            key={i}
            className={i > 0 ? `${styles.step} ${styles.revealed}` : styles.step}
            data-later={i >= shown || undefined}
          >
            {step}
          </li>
        ))}
      </ol>
      <div className={styles.stepControls}>
        <p className="note" aria-live="polite">
          {format(t.progress, { n: shown, total })}
        </p>
        <div className={styles.actions}>
          {button('previous', t.previous)}
          {button('next', t.next, true)}
          {button('all', t.all)}
          {button('restart', t.again)}
        </div>
      </div>
    </section>
  );
}
