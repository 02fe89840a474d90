// Issue 36, finding 3: a simulation in full screen (not the presenter view) fits the projector at
// 1280×720 and 1920×1080: no control, heading or number cut by the screen's edge or its own box, the
// canvas on 60% of the screen and more, the totals and the last collision's numbers in view. Both
// languages (Chinese labels differ in length), light and dark, screenshots in test-results/screenshots/.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES, site } from './support/locales';

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

const fullscreenElement = (page: Page) => page.evaluate(() => document.fullscreenElement?.className ?? null);

/**
 * The controls, headings and numbers of the widget that show: each must lie inside the screen (or,
 * in a column that scrolls, be cut only by that column's bottom edge, scrolled to) and hold its text.
 */
const clipped = (widget: Locator) =>
  widget.evaluate((root) => {
    const selector =
      'button, select, input, label, summary, caption, th, td, h2, h3, h4, legend, .widget-title, .frame-counter';
    const { innerWidth: w, innerHeight: h } = window;
    const problems: string[] = [];
    for (const e of root.querySelectorAll<HTMLElement>(selector)) {
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || e.closest('.visually-hidden, dialog')) continue;
      if (getComputedStyle(e).visibility === 'hidden') continue;
      const name = `${e.tagName} “${(e.textContent ?? '').trim().slice(0, 30)}”`;
      // a part of a scrolling column below its fold is reached by scrolling the column
      const scroller = e.parentElement?.closest<HTMLElement>('.widget-side');
      const fold = scroller ? scroller.getBoundingClientRect().bottom : h;
      if (box.top >= fold - 1) continue;
      if (box.left < -1 || box.right > w + 1) problems.push(`${name} sideways ${box.left}–${box.right}`);
      if (!scroller && (box.top < -1 || box.bottom > h + 1)) problems.push(`${name} below ${box.bottom}`);
      if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0)
        problems.push(`${name} text ${e.scrollWidth} > ${e.clientWidth}`);
    }
    return problems;
  });

for (const locale of LOCALES) {
  for (const screen of SCREENS) {
    test(`${locale}: the playground in full screen at ${screen.width}×${screen.height} fits, canvas ≥ 60%`, async ({
      page,
    }) => {
      const { t, url } = site(locale);
      await page.setViewportSize(screen);
      await page.goto(`${url('/playground/')}?v=1&scenario=billiard3`);
      const figure = page.locator('section.widget.simulation').first();
      await figure.getByRole('button', { name: t.simulation.fullscreen }).click();
      await expect.poll(() => fullscreenElement(page)).toContain('simulation');
      await page.keyboard.press('n'); // the first collision: the last collision's table shows
      await expect(figure.getByTestId('readout-pair')).toBeVisible();
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        const canvas = figure.locator('canvas.simulation-canvas');
        const box = await canvas.boundingBox();
        const share = ((box?.width ?? 0) * (box?.height ?? 0)) / (screen.width * screen.height);
        expect(share, 'the canvas’s share of the screen').toBeGreaterThanOrEqual(0.6);
        expect(await clipped(figure)).toEqual([]);
        // the key numbers: the system's totals and the last collision, before and after, whole (a
        // table's collapsed border may lie a tenth of a pixel past the column's clip: 0.999)
        await expect(figure.getByTestId('readout-system')).toBeInViewport({ ratio: 0.999 });
        await expect(figure.getByTestId('readout-pair')).toBeInViewport({ ratio: 0.999 });
        await expect(figure.getByRole('button', { name: t.simulation.exitFullscreen })).toBeInViewport({
          ratio: 1,
        });
        await page.screenshot({
          path: `test-results/screenshots/fullscreen-playground-${locale}-${screen.width}-${scheme}.png`,
        });
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => fullscreenElement(page)).toBeNull();
    });
  }
}
