// Offline after one visit: the service worker (scripts/service-worker.mjs) precaches the whole site,
// so with the network cut, pages never visited open in both languages and their figures run; a new
// version waits for the reader's "Reload". Automated browsers register the worker only when asked
// (components/offline/serviceWorker.ts), so the other specs never run under it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectFigureRuns } from './support/figure';
import { site } from './support/locales';

declare global {
  interface Window {
    billiardServiceWorker?: boolean;
  }
}

/** Opens `url` with the service worker wanted, and waits until it controls the page (installed:
 *  every file precached). */
async function visitOnce(context: BrowserContext, page: Page, url: string) {
  await context.addInitScript(() => {
    window.billiardServiceWorker = true;
  });
  await page.goto(url);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 })
    .toBe('activated');
}

test('after one visit every page works with the network cut, in both languages', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await visitOnce(context, page, '/');
  await context.setOffline(true);
  for (const locale of ['en', 'zh-CN'] as const) {
    const { url, t } = site(locale);
    for (const path of ['/lessons/many-balls/', '/playground/']) {
      await page.goto(url(path));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectFigureRuns(page);
    }
    // a link followed on the page (Next's client navigation) also opens offline
    await page
      .getByRole('navigation', { name: t.site.nav.label })
      .getByRole('link', { name: t.site.nav.compare })
      .click();
    await expect(page).toHaveURL(new RegExp(`${url('/compare/')}$`));
    await expect(page.locator('h1')).toBeVisible();
  }
});

test('a new version shows a quiet notice, and Reload brings it in', async ({ page, context }) => {
  test.setTimeout(120_000);
  await visitOnce(context, page, '/zh-CN/');
  const { t } = site('zh-CN');
  await expect(page.getByText(t.offline.updateReady)).toHaveCount(0);
  // the next version: the same worker with one byte more, as a new build would write it (the test
  // server reads out/ at each request; the worker is put back at the end)
  const file = path.resolve('out/sw.js');
  const worker = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${worker}\n// next version`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const notice = page.getByRole('status').filter({ hasText: t.offline.updateReady });
    await expect(notice).toBeVisible({ timeout: 45_000 });
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: t.offline.reload }).click();
    await reloaded;
    // the page reloads under the new version, which now controls it: nothing waits any more
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)))
      .toBe(false);
    await expect(page.getByText(t.offline.updateReady)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  } finally {
    writeFileSync(file, worker);
  }
});

test('the manifest names the site in each language and starts at its chapter', async ({ page }) => {
  for (const locale of ['en', 'zh-CN'] as const) {
    const { url, t } = site(locale);
    await page.goto(url('/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(url('/manifest.webmanifest'));
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ name: t.site.name, lang: locale, start_url: url('/') });
    expect(manifest.icons[0].src).toBe('/icon.svg');
  }
});
