'use client';
// A derivation revealed one step at a time: the first step shows, "Show next step" adds one more,
// "Show all steps" the rest. A live line counts the steps shown; the fade-in is CSS only and is
// dropped under reduced motion, so nothing depends on it.
import { Children, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import styles from './exercise.module.css';

interface Props {
  /** Shown as the title of the figure (default "Step by step"). */
  title?: string;
  /** <Step> elements. */
  children?: ReactNode;
}

type Focus = { step: number } | 'next' | null;

export function Steps({ title, children }: Props) {
  const t = useMessages().exercise.steps;
  // MDX may leave line breaks between the <Step> elements; only the steps count.
  const steps = Children.toArray(children).filter((c) => typeof c !== 'string' || c.trim() !== '');
  const total = steps.length;
  const [shown, setShown] = useState(Math.min(1, total));
  const focus = useRef<Focus>(null);
  const list = useRef<HTMLOListElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const uid = useId();

  useEffect(() => {
    const target = focus.current;
    focus.current = null;
    if (target === 'next') nextButton.current?.focus();
    else if (target) (list.current?.children[target.step] as HTMLElement | undefined)?.focus();
  });

  /** Show `count` steps. Focus stays on "Show next step" while it remains; when the buttons give
   *  way (all shown), it goes to the first newly shown step. */
  const reveal = (count: number) => {
    const next = Math.min(total, count);
    focus.current = next === total ? { step: shown } : 'next';
    setShown(next);
  };
  const restart = () => {
    focus.current = 'next';
    setShown(Math.min(1, total));
  };

  return (
    <section className={`widget ${styles.steps}`} aria-labelledby={`${uid}-title`}>
      <p className="widget-title" id={`${uid}-title`}>
        {title ?? t.label}
      </p>
      <ol ref={list} className={styles.stepList}>
        {steps.slice(0, shown).map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps never reorder
          <li key={i} tabIndex={-1} className={i > 0 ? `${styles.step} ${styles.revealed}` : styles.step}>
            {step}
          </li>
        ))}
      </ol>
      <p className="note" aria-live="polite">
        {format(t.progress, { n: shown, total })}
      </p>
      <div className={styles.actions}>
        {shown < total ? (
          <>
            <button
              ref={nextButton}
              type="button"
              className="button button-primary"
              data-action="next-step"
              onClick={() => reveal(shown + 1)}
            >
              {t.next}
            </button>
            <button type="button" className="button" data-action="all-steps" onClick={() => reveal(total)}>
              {t.all}
            </button>
          </>
        ) : (
          total > 1 && (
            <button type="button" className="button" data-action="restart-steps" onClick={restart}>
              {t.again}
            </button>
          )
        )}
      </div>
    </section>
  );
}
