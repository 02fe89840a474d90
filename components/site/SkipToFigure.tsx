'use client';
// "Skip to the first figure": the second stop of the keyboard on any page with a figure (right after
// "Skip to content"), so a teacher reaches the first widget in two presses instead of walking the
// header and the table of contents. Focus lands on the figure itself, where its keys already work.
import { useEffect, useState } from 'react';
import styles from '@/components/site/site.module.css';

// A figure: a widget with a drawing (an exercise or an error message is not one).
const FIGURE = 'main .widget:has(canvas), main figure.widget';
const TARGET = 'first-figure';

export function SkipToFigure({ label }: { label: string }) {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    // Figures are rendered into the static page, so one look after hydration is enough. The figure
    // becomes the link's target and focusable by script, so following the link focuses it.
    const figure = document.querySelector<HTMLElement>(FIGURE);
    if (!figure) return;
    if (!figure.id) figure.id = TARGET;
    if (!figure.hasAttribute('tabindex')) figure.tabIndex = -1;
    setTarget(figure.id);
  }, []);
  if (!target) return null;
  return (
    <a className={styles.skipLink} href={`#${target}`} data-skip="figure">
      {label}
    </a>
  );
}
