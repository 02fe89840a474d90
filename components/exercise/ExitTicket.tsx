// The chapter's exit ticket (the end of lesson 9): its questions are Predicts, answered on screen like
// every other; "Print the exit ticket" prints them alone, on one page, with a line for a name and a
// box or choice to tick for each answer. The page's early script answers the button (PRINT_TICKET in
// lib/earlyInput.mjs): it marks the page while it prints, the ticket's sheet hides everything that is
// not the ticket or holds it, and the ticket costs the page no JavaScript of its own. Its words are
// the lesson's, given in each language's MDX.
import type { ReactNode } from 'react';
import { PRINT_TICKET } from '@/lib/earlyInput.mjs';
import styles from './exitTicket.module.css';

interface Props {
  /** The ticket's name, on screen (its region's label) and on paper. */
  label: string;
  /** What it is, beside the button. */
  note: string;
  /** The button's words. */
  print: string;
  /** The line for a name, a class and a date, on paper only. */
  nameLine: string;
  children?: ReactNode;
}

export function ExitTicket({ label, note, print, nameLine, children }: Props) {
  return (
    <section className={`exit-ticket ${styles.ticket}`} aria-label={label}>
      <div className={styles.bar}>
        <p className="note">{note}</p>
        <button type="button" className="button" {...{ [PRINT_TICKET]: '' }}>
          {print}
        </button>
      </div>
      <p className={styles.paperOnly}>
        <strong>{label}</strong> · {nameLine}
      </p>
      {children}
    </section>
  );
}
