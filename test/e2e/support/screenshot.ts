// Full-page screenshots for a person to look at, under test-results/screenshots/. CI has no person
// to look at them and a long page's full screenshot costs a second of a busy CPU: there they are
// taken only when SCREENSHOTS=1 is set.
import type { Page } from '@playwright/test';

const wanted = !process.env.CI || process.env.SCREENSHOTS === '1';

/** Save a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  if (wanted) await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
