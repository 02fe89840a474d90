'use client';
// Type sized to fit: in the presenter view's inspector (presentedDialog.module.css) a stage's words
// and equations take one column of one screen, and stages differ (the rotate back has eight
// equations, the separate stage two). The column's type starts at its full size (--fit: 1) and is
// made smaller a step at a time while the column's content runs past its bottom or a formula past
// its side, down to MIN_FIT. It runs again when the stage changes and when the window is resized.
import { type RefObject, useLayoutEffect } from 'react';

const MIN_FIT = 0.6;
const STEP = 0.05;

function overflows(column: HTMLElement): boolean {
  if (column.scrollHeight > column.clientHeight + 1) return true;
  return [...column.querySelectorAll<HTMLElement>('td, p')].some((e) => e.scrollWidth > e.clientWidth + 1);
}

/** Fits `.inspector-text` inside `root` while `active` (the page presents); `key` names the stage. */
export function useFitText(root: RefObject<HTMLElement | null>, active: boolean, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: another stage is other content to fit
  useLayoutEffect(() => {
    const column = root.current?.querySelector<HTMLElement>('.inspector-text');
    if (!active || !column) return;
    const fitColumn = () => {
      let scale = 1;
      column.style.setProperty('--fit', '1');
      while (overflows(column) && scale > MIN_FIT) {
        scale = Math.max(MIN_FIT, scale - STEP);
        column.style.setProperty('--fit', String(scale));
      }
    };
    fitColumn();
    window.addEventListener('resize', fitColumn);
    // the math font may arrive after the first layout and change the formulas' widths
    void document.fonts?.ready.then(fitColumn);
    return () => window.removeEventListener('resize', fitColumn);
  }, [root, active, key]);
}
