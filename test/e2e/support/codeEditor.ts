// What the code editor's browser tests do to an editable listing (components/editor/), shared by
// code-editor.spec.ts, code-editor-listings.spec.ts and code-editor-timing.spec.ts.
import { expect, type Locator, type Page } from '@playwright/test';

/** Replaces the editor's code as a reader would: select all, then type (paste) the new code. */
export async function write(page: Page, bench: Locator, code: string) {
  await bench.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** Presses Run (its label in the page's language). */
export const runCode = (bench: Locator, label: string) =>
  bench.getByRole('button', { name: label, exact: true }).click();

/** The checks in words under the editor. */
export const checks = (bench: Locator) => bench.locator('[data-code-checks]');

/**
 * The workbench at 390 px and 1280×720, light and dark, saved as `test-results/screenshots/<name>-…`:
 * each time with the editor in view (CodeMirror measures its lines again then) and the gutter's
 * numbers checked to sit on their lines. `each` runs first at every look (an axe pass, say).
 */
export async function screenshots(
  page: Page,
  bench: Locator,
  name: string,
  each: (width: number, colorScheme: 'light' | 'dark') => Promise<void> = async () => {},
) {
  const tops = (selector: string) =>
    bench.locator(selector).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  for (const [width, height] of [
    [390, 844],
    [1280, 720],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await each(width, colorScheme);
      await bench.locator('.cm-editor').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500); // the canvases take the new width at their next resize
      expect(await tops('.cm-lineNumbers .cm-gutterElement:not(:first-child)')).toEqual(
        await tops('.cm-line'),
      );
      await bench.screenshot({ path: `test-results/screenshots/${name}-${width}-${colorScheme}.png` });
    }
  }
}
