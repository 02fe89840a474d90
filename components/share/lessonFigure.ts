// What Share gives for a lesson's figure: its page of its own (/embed/figure/<slug>-<n>/, lib/figures.ts)
// and the lesson at the figure's section. A figure does not know its lesson or its place; the page
// does: the lesson is in the path, and each figure of the lesson's source that has an embed page is
// one woken box on the page (components/mdx/Wake.tsx), in the same order (Predict and Steps, which
// have none, are not woken boxes).
import type { ShareTarget } from './ShareDialog';

/** A figure's woken box; a woken control (the Edit button under a listing) is not a figure. */
const FIGURE = '.prose [data-wake-id]:not([data-wake-control])';

/** The share target of the lesson figure holding `element`; null outside a lesson's figure. */
export function lessonFigureTarget(element: Element, title: string, heading: string): ShareTarget | null {
  const box = element.closest(FIGURE);
  const slug = /\/lessons\/([^/]+)\//.exec(window.location.pathname)?.[1];
  if (!box || !slug) return null;
  const n = [...document.querySelectorAll(FIGURE)].indexOf(box) + 1;
  // the section the figure is in: the last heading with an id before it
  const before = [...document.querySelectorAll('.prose :is(h2, h3)[id]')].filter(
    (h) => h.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return {
    page: `/lessons/${slug}/`,
    embed: `/embed/figure/${slug}-${n}/`,
    query: '',
    hash: before.at(-1)?.id,
    title,
    heading,
  };
}
