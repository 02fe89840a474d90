// The browser tests' Playwright fixture: every test fails on a console error or an uncaught page
// error. Helpers the specs share live in support/.
import { test as base, expect, type Page } from '@playwright/test';
import { en } from '@/content/messages/en';

// Automatic: a test need not ask for it (nor repeat its check at the end) to be failed by it.
export const test = base.extend<{ consoleErrors: string[]; returningVisitor: boolean }>({
  // The `returning visitor` project (playwright.config.ts): before the test, a first visit installs
  // the service worker and it keeps the site's shell and English pages, as for a reader who comes back.
  returningVisitor: [false, { option: true }],
  page: async ({ page, returningVisitor }, use) => {
    waitOnNavigation(page);
    if (returningVisitor) await installServiceWorker(page);
    await use(page);
  },
  // Every page of the test: the fixture's, a second tab, and any page of a context the test makes.
  consoleErrors: [
    async ({ page, context, browser, serviceWorkers }, use) => {
      const errors: string[] = [];
      const watched = new WeakSet<Page>();
      const watch = (target: Page) => {
        if (watched.has(target)) return;
        watched.add(target);
        watchErrors(target, errors);
        if (target !== page) waitOnNavigation(target);
      };
      watch(page);
      context.on('page', watch);
      const { newContext, newPage } = browser;
      // a context the test makes follows the project on the service worker, as the fixture's does
      browser.newContext = async (options = {}) => {
        const made = await newContext.call(browser, { serviceWorkers, ...options });
        made.on('page', watch);
        return made;
      };
      browser.newPage = async (options = {}) => {
        const made = await newPage.call(browser, { serviceWorkers, ...options });
        watch(made);
        return made;
      };
      await use(errors);
      Object.assign(browser, { newContext, newPage });
      expect(errors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A page's scripts start after its first paint (scripts/paint-first.mjs), often after its load
 * event, so goto and reload also wait for Next's runtime to start (it sets window.next before it
 * hydrates). The playground and /compare come in the static page drawn with the page's default
 * set-up, kept inert until the address is read (components/share/LinkShell.tsx). A test reading the
 * page right after goto must see the link's set-up, so goto returns once that drawing has given way.
 */
function waitOnNavigation(page: Page) {
  // one question to the page, asked each frame (a round trip per check cost every test 0.3 s)
  const ready = () =>
    page.waitForFunction(
      () =>
        (!document.querySelector('script[data-paint-first]') || 'next' in window) &&
        !document.querySelector('main [inert]'),
      undefined,
      { timeout: 15_000 },
    );
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
}

/** Notes a page's console errors and warnings, failed loads and uncaught errors in `errors`. */
function watchErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    // A failed load is reported below with its URL, which says more than the console's line.
    if (message.text().startsWith('Failed to load resource')) return;
    // Chromium's hint about Next's own CSS preload link when a test keeps a page open for a while:
    // advice on Next's markup, not a fault of the page.
    if (/was preloaded using link preload but not used/.test(message.text())) return;
    // Playwright's own word when a project blocks the service worker (serviceWorkers: 'block')
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    const expected404 = response.request().isNavigationRequest(); // not-found page tests ask for it
    if (response.status() >= 400 && !expected404) errors.push(`${response.status()}: ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
}

/** A first visit to the home page, waiting until the service worker controls it and says in the
 *  footer that the English lessons are kept. */
async function installServiceWorker(page: Page) {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 })
    .toBe('activated');
  await expect(page.locator('[data-offline-keep]')).toContainText(en.offline.keptLanguage, {
    timeout: 45_000,
  });
}

export { expect };
