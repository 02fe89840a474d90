'use client';
// The chapter's exit ticket (the end of lesson 9): its questions are Predicts, answered on screen like
// every other; "Print the exit ticket" prints them alone, on one page, with a line for a name and a
// box or choice to tick for each answer. While it prints, the page marks itself (data-printing) and
// the ticket's sheet hides everything that is not the ticket or holds it. A press before the page
// is live prints once it is (a form the page's early script keeps: lib/earlyInput.mjs).
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { EARLY_FORM } from '@/lib/earlyInput.mjs';
import styles from './exitTicket.module.css';
import { useEarlyForm } from './useEarlyForm';

const PRINTING = 'exit-ticket';

function printTicket(event: FormEvent) {
  event.preventDefault();
  const root = document.documentElement;
  root.dataset.printing = PRINTING;
  window.addEventListener('afterprint', () => delete root.dataset.printing, { once: true });
  window.print();
}

export function ExitTicket({ children }: { children?: ReactNode }) {
  const t = useMessages().exercise.exitTicket;
  // a form, so that a press before the page is live is kept and answered once it is (useEarlyForm)
  const form = useRef<HTMLFormElement>(null);
  useEarlyForm(form, () => {});
  return (
    <section className={`exit-ticket ${styles.ticket}`} aria-label={t.label}>
      <div className={styles.bar}>
        <p className="note">{t.note}</p>
        <form ref={form} onSubmit={printTicket} {...{ [EARLY_FORM]: '' }}>
          <button type="submit" className="button" data-action="print-exit-ticket">
            {t.print}
          </button>
        </form>
      </div>
      <p className={styles.paperOnly}>
        <strong>{t.label}</strong> · {t.nameLine}
      </p>
      {children}
    </section>
  );
}
