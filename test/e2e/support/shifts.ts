// The layout shifts of a page as the browser reports them (the entries CLS adds up), watched from
// before the page loads. Shifts where only typeset math moved (or a line holding it) are left out:
// KaTeX's fonts arrive when a formula first shows, which is not a figure or a tool mounting.
import type { Page } from '@playwright/test';

/** Starts watching (call before goto); the function it returns gives the shifts so far. */
export async function watchShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    // a formula, or a line that holds one (its height follows the math font)
    const inMath = (node?: Node) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return !!(element?.closest('.katex') || element?.querySelector(':scope > .katex'));
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput && !entry.sources.every((source) => inMath(source.node)))
          w.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}
