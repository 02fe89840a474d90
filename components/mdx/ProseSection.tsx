// A section of a lesson's prose (scripts/mdx/rehype-sections.mjs puts each in one), hydrated after
// the rest of the page: during hydration React leaves a visible Activity boundary's server HTML as
// it is and hydrates it later at background priority, in slices it can interrupt between elements,
// so a lesson of four thousand KaTeX spans is not one long task on a phone. Nothing changes for the
// reader: the HTML shown is the server's, and an event that arrives inside a section before it has
// hydrated makes React hydrate that section first, then handle it. (Laying sections out only when
// near the screen, content-visibility: auto, was tried and left out: its guessed heights moved the
// page under a reader following a link.)
import { Activity, type ReactNode } from 'react';

export function ProseSection({ children }: { children?: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
