'use client';
// The move of a derivation's new step (<Steps>): each term marked in the MDX with KaTeX's
// \htmlData{move=name}{…} starts over the term of that name in an earlier step and slides to its own
// place (FLIP: flip.ts), so the reader sees where it came from; framer-motion's animateValue plays it,
// loaded with import() at the first move, never with the page. The terms that moved keep a colour
// until the next change. With reduced motion (the system's, or the header's switch) they take their
// places at once, and a page printed during a move prints the step at rest.
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { flipOffset, flipTransform, type Offset, termSources } from './flip';

/** Seconds a term takes to reach its place. */
export const MOVE_SECONDS = 0.7;
/** Marks a term that moved into the step last shown (exercise.module.css gives it the accent colour). */
export const MOVED = 'data-moved';

const library = () => import('@/components/widget/playMoves');

const marked = (step: Element | undefined): HTMLElement[] => [
  ...(step?.querySelectorAll<HTMLElement>('[data-move]') ?? []),
];

/** Each marked term of step `step` that comes from an earlier step, with where it starts. */
function flightsInto(steps: Element[], step: number): { term: HTMLElement; offset: Offset }[] {
  const sources = termSources(
    steps.map((s) => marked(s).map((t) => t.dataset.move ?? '')),
    step,
  );
  const seen = new Map<string, number>();
  const flights = marked(steps[step]).flatMap((term) => {
    const name = term.dataset.move ?? '';
    const from = sources.get(name);
    if (from === undefined) return [];
    // the k-th term of a name comes from the k-th of that name before (or its first)
    const k = seen.get(name) ?? 0;
    seen.set(name, k + 1);
    const namesakes = marked(steps[from]).filter((t) => t.dataset.move === name);
    const source = namesakes[k] ?? namesakes[0];
    if (!source) return [];
    return [{ term, offset: flipOffset(source.getBoundingClientRect(), term.getBoundingClientRect()) }];
  });
  // a term inside a moving term moves with it, not on its own as well
  return flights.filter(
    ({ term }) => !flights.some((other) => other.term !== term && other.term.contains(term)),
  );
}

/**
 * After `moving` (a step just added by Next; null: nothing moves) is shown in `list`, plays its terms'
 * moves, or places them at once when `reduced`. `press` counts the presses, so each one plays.
 */
export function useTermMoves(
  list: RefObject<HTMLOListElement | null>,
  moving: number | null,
  press: number,
  reduced: boolean,
): void {
  // read when a press plays, so turning the header's switch replays nothing
  const still = useRef(reduced);
  useLayoutEffect(() => {
    still.current = reduced;
  }, [reduced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `press` replays a move to the same step
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    for (const term of root.querySelectorAll(`[${MOVED}]`)) term.removeAttribute(MOVED);
    if (moving === null) return;
    const step = root.children[moving];
    const flights = flightsInto([...root.children], moving);
    for (const { term } of flights) term.setAttribute(MOVED, '');
    if (still.current || !step || flights.length === 0) return;
    // a formula's box scrolls (ScrollRegion) and would hide a term coming from above: while the terms
    // fly, the boxes that fit their column let them through
    const regions = new Set<HTMLElement>();
    for (const { term } of flights) {
      const region = term.closest<HTMLElement>('section');
      if (region && step.contains(region) && region.scrollWidth <= region.clientWidth) regions.add(region);
    }
    const place = (progress: number) => {
      for (const { term, offset } of flights) term.style.transform = flipTransform(offset, progress);
    };
    let stop: (() => void) | null = null;
    let over = false;
    const end = () => {
      over = true;
      stop?.();
      place(1);
      for (const region of regions) Object.assign(region.style, { overflow: '', display: '' });
    };
    // flow-root keeps the box a formatting context, as scrolling made it: no margin collapses through it
    for (const region of regions) Object.assign(region.style, { overflow: 'visible', display: 'flow-root' });
    place(0);
    void library().then(({ play }) => {
      if (!over) stop = play([0, 1], [0, 1], MOVE_SECONDS, place, end);
    });
    addEventListener('beforeprint', end);
    return () => {
      removeEventListener('beforeprint', end);
      end();
    };
  }, [list, moving, press]);
}
