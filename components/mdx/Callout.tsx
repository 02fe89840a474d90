// A boxed aside in a lesson: a note, a warning about a common mistake, or a summary.
import type { ReactNode } from 'react';

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
    <aside className={`callout callout-${kind}`}>
      {title && <p className="callout-title">{title}</p>}
      {children}
    </aside>
  );
}
