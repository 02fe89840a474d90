// Issue 34, item 8: how an embed page sits in its frame. Each helper reads the page as the frame
// shows it (the page's viewport is the iframe's): whether the document scrolls, where the link back
// and the time controls are, how much of the frame the canvas gets, and the layout shift of a load.
import type { Frame, Page } from '@playwright/test';

/** The embeds the tests fit: a set-up link, a comparison, the crowd, and two lesson figures. */
export const FIT_EMBEDS = [
  { name: 'setup', path: '/embed/?v=1&scenario=one-axis&speed=2' },
  { name: 'compare', path: '/embed/compare/?strategies=naive,robust' },
  { name: 'crowd', path: '/embed/?v=1&scenario=two-hundred' },
  { name: 'two-axes-2', path: '/embed/figure/two-axes-2/' },
  { name: 'spot-the-bug-1', path: '/embed/figure/spot-the-bug-1/' },
] as const;

/** The frames: a slide's small one, a phone's, a wide and short one. */
export const FIT_SIZES = [
  { width: 560, height: 400 },
  { width: 320, height: 480 },
  { width: 1280, height: 720 },
] as const;

export interface Fit {
  scrollHeight: number;
  innerHeight: number;
  scrollWidth: number;
  innerWidth: number;
  /** The rows of the frame a canvas of the figure covers, as a share of its height. */
  canvasShare: number;
  /** Controls of the time row (and the link back) that are not wholly inside the frame. */
  clipped: string[];
}

/** How the page (or the frame, in a host page) sits in its viewport. */
export function fitOf(page: Page | Frame): Promise<Fit> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const inside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.top >= -0.5 &&
        box.left >= -0.5 &&
        box.bottom <= innerHeight + 0.5 &&
        box.right <= innerWidth + 0.5
      );
    };
    const controls = [
      ...document.querySelectorAll('.embed .time-controls > :is(button, label, select, output, .button)'),
      ...document.querySelectorAll('.embed a[target="_blank"]'),
    ].filter((element) => element.getClientRects().length > 0);
    // the rows of the frame that show a canvas: a comparison's panels one above the other add up
    const spans = [...document.querySelectorAll('.embed canvas')]
      .map((canvas) => canvas.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .sort((a, b) => a.top - b.top);
    let covered = 0;
    let reached = Number.NEGATIVE_INFINITY;
    for (const box of spans) {
      covered += Math.max(0, box.bottom - Math.max(box.top, reached));
      reached = Math.max(reached, box.bottom);
    }
    return {
      scrollHeight: root.scrollHeight,
      innerHeight,
      scrollWidth: root.scrollWidth,
      innerWidth,
      canvasShare: covered / innerHeight,
      clipped: controls
        .filter((element) => !inside(element))
        .map((element) => element.getAttribute('data-action') ?? element.textContent ?? element.tagName),
    };
  });
}

/** Sums the layout shifts of the page's load (as CLS counts them: none right after an input) from
 *  the first paint, kept by an observer that a script starts before the page's own. */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
