// What a browser test can tell about a canvas: that something is drawn, and a fingerprint of its
// pixels to compare two moments by.
import { expect, type Locator, type Page } from '@playwright/test';

/** Share of the canvas that is not background: a blank canvas must fail the tests. */
export async function inkShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    // a figure that has not woken yet has drawn nothing: reading it again and again only makes
    // Chromium warn about repeated readbacks (components/mdx/Wake.tsx)
    if (c.closest('[data-wake="asleep"]')) return 0;
    if (c.width === 0) return 0;
    // Read a copy, never the figure's own context: that one was made without willReadFrequently
    // (asking for it now is ignored), and Chromium warns on a console once a test polls it often.
    const copy = document.createElement('canvas');
    copy.width = c.width;
    copy.height = c.height;
    const ctx = copy.getContext('2d', { willReadFrequently: true });
    if (!ctx) return 0;
    ctx.drawImage(c, 0, 0);
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    const [r, g, b] = [data[0], data[1], data[2]];
    let ink = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i] !== r || data[i + 1] !== g || data[i + 2] !== b) ink++;
    return ink / (data.length / 4);
  });
}

/** A short fingerprint of the canvas (FNV-1a of its PNG), so a failure prints two hashes, not two
 *  images. Read twice until it is stable, so a draw still in flight cannot be compared. */
export async function pixels(canvas: Locator): Promise<string> {
  const read = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const png = c.toDataURL();
      let hash = 0x811c9dc5;
      for (let i = 0; i < png.length; i++) hash = Math.imul(hash ^ png.charCodeAt(i), 0x01000193);
      return `${c.width}x${c.height}:${(hash >>> 0).toString(16)}`;
    });
  let previous = await read();
  for (;;) {
    await canvas.page().waitForTimeout(100);
    const current = await read();
    if (current === previous) return current;
    previous = current;
  }
}

/** Scrolls the canvas into view and waits until something is drawn on it. */
export async function expectDrawn(canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  await expect.poll(() => inkShare(canvas), { message: 'the canvas stays blank' }).toBeGreaterThan(0.005);
}

/** Every canvas of the page's main content, each scrolled to (a figure further down wakes when the
 *  reader nears it) and drawn: crowds, charts and side-by-side figures alike. Returns how many. */
export async function expectEveryCanvasDrawn(page: Page): Promise<number> {
  const canvases = page.locator('main canvas');
  const count = await canvases.count();
  for (let i = 0; i < count; i++) await expectDrawn(canvases.nth(i));
  return count;
}
