// Shared browser-test set-up: every test fails on a console error or an uncaught page error.
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // A failed load is reported below with its URL, which says more than the console's line.
      if (message.text().startsWith('Failed to load resource')) return;
      // Chromium's hint about Next's own CSS preload link when a test keeps a page open for a while:
      // advice on Next's markup, not a fault of the page.
      if (/was preloaded using link preload but not used/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning')
        errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('response', (response) => {
      const expected404 = response.request().isNavigationRequest(); // not-found page tests ask for it
      if (response.status() >= 400 && !expected404) errors.push(`${response.status()}: ${response.url()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

/** Save a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** Share of the canvas that is not background: a blank canvas must fail the tests. */
export async function inkShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d', { willReadFrequently: true });
    if (!ctx || c.width === 0) return 0;
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

/** Drags with the mouse on a figure's canvas, between two points in its world's units (pixels of
 *  the stage, whatever size the canvas is drawn at). */
export async function dragOnCanvas(canvas: Locator, from: [number, number], to: [number, number]) {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas has no box');
  const scale = box.width / Number(await canvas.getAttribute('data-world-width'));
  const mouse = canvas.page().mouse;
  await mouse.move(box.x + from[0] * scale, box.y + from[1] * scale);
  await mouse.down();
  await mouse.move(box.x + to[0] * scale, box.y + to[1] * scale, { steps: 5 });
  await mouse.up();
}

/** Position and velocity of ball `index` as the figure's (open) ball table shows them. */
export async function ballInTable(figure: Locator, index: number) {
  const read = async (field: string) => Number(await figure.getByLabel(`ball${index} ${field}`).inputValue());
  return { x: await read('x'), y: await read('y'), vx: await read('vx'), vy: await read('vy') };
}
