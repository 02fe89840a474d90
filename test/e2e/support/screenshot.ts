// Full-page screenshots for a person to look at, under test-results/screenshots/.
import type { Page } from '@playwright/test';

/** Save a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
