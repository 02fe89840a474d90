// Shared browser-test set-up: every test fails on a console error or an uncaught page error.
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // A failed load is reported below with its URL, which says more than the console's line.
      if (message.text().startsWith('Failed to load resource')) return;
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
