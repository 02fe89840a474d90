// A boxed aside in a lesson: a note, a warning about a common mistake, or a summary.
import type { ReactNode } from 'react';
import styles from '@/components/ui/Callout.module.css';

type Kind = 'note' | 'warning' | 'summary';

export function Callout({
  kind = 'note',
  title,
  children,
}: {
  kind?: Kind;
  title?: string;
  children: ReactNode;
}) {
  return (
    <aside className={kind === 'warning' ? `${styles.callout} ${styles.warning}` : styles.callout}>
      {title && <p className={styles.title}>{title}</p>}
      {children}
    </aside>
  );
}
