// The browser tests' Playwright fixture: every test fails on a console error or an uncaught page
// error. Helpers the specs share live in support/.
import { test as base, expect } from '@playwright/test';

// Automatic: a test need not ask for it (nor repeat its check at the end) to be failed by it.
export const test = base.extend<{ consoleErrors: string[] }>({
  // A page's scripts start after its first paint (scripts/paint-first.mjs), often after its load
  // event, so goto and reload also wait for Next's runtime to start (it sets window.next before it hydrates).
  // The playground and /compare come in the static page drawn with the page's default set-up, kept
  // inert until the address is read (components/share/LinkShell.tsx). A test reading the page right
  // after goto must see the link's set-up, so goto returns once that drawing has given way.
  page: async ({ page }, use) => {
    const ready = async () => {
      await page.waitForFunction(
        () => !document.querySelector('script[data-paint-first]') || 'next' in window,
      );
      await expect(page.locator('main [inert]')).toHaveCount(0);
    };
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
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
    { auto: true },
  ],
});

export { expect };
