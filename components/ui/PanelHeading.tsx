'use client';
// The heading of one panel of a figure (a comparison's side, a mistake's broken and fixed runs). Its
// level follows where the figure stands: h3 in a lesson, under the section's h2; h2 where the figure
// is the page's main content under its h1 (/compare, the embeds), so no heading level is skipped.
import { createContext, type ReactNode, useContext } from 'react';

const Level = createContext<2 | 3>(3);

/** Panels inside take this level (2 where the figure sits right under the page's h1). */
export const PanelHeadingLevel = Level.Provider;

export function PanelHeading({ className, children }: { className?: string; children: ReactNode }) {
  if (useContext(Level) === 3) return <h3 className={className}>{children}</h3>;
  // raised to h2, it keeps the look it has in a lesson (components/widget/stage.css)
  return <h2 className={className ? `panel-h3 ${className}` : 'panel-h3'}>{children}</h2>;
}
