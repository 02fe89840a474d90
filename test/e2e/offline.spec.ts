// Offline after one visit, as a returning reader meets it (project `returning visitor`: fixtures.ts
// installs the service worker before each test, and it keeps the shell and the English pages).
// With the network cut, the kept language's pages open and every canvas on them draws, crowds
// included; "Keep the whole site" keeps the other language and the embeds too; a path without its
// slash, an unknown page and HEAD requests are answered; a new version waits for the reader's Reload.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serveLikeAHost } from '../../scripts/staticHost.mjs';
import { expect, test } from './fixtures';
import { expectEveryCanvasDrawn } from './support/canvas';
import { expectFigureRuns } from './support/figure';
import { site } from './support/locales';

const CROWD = '/playground/?v=1&scenario=two-hundred';

async function expectPageWorks(page: Page, url: string, locale: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  expect(await expectEveryCanvasDrawn(page), `${url} has canvases`).toBeGreaterThan(0);
}

/** Keeps the whole site through the footer's button, and waits until the footer says so. */
async function keepWholeSite(page: Page, locale: 'en' | 'zh-CN') {
  const { t } = site(locale);
  const footer = page.locator('[data-offline-keep]');
  await footer.getByRole('button').click();
  await expect(footer).toContainText(t.offline.keptAll, { timeout: 60_000 });
}

test('after one visit the reader’s language works with the network cut, crowds drawn', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.setOffline(true);
  const { url, t } = site('en');
  for (const page_ of ['/lessons/many-balls/', '/lessons/sticking/', CROWD, '/compare/'])
    await expectPageWorks(page, url(page_), 'en');
  // the crowd's paint worker started from the cache with its parameters (no fallback to the page)
  await page.goto(url(CROWD));
  await expect(page.locator('canvas[data-drawn-in="worker"]')).toHaveCount(1);
  await page.goto(url('/lessons/momentum/'));
  await expectFigureRuns(page);
  // a link followed on the page (Next's client navigation) also opens offline
  await page
    .getByRole('navigation', { name: t.site.nav.label })
    .getByRole('link', { name: t.site.nav.compare })
    .click();
  await expect(page).toHaveURL(new RegExp(`${url('/compare/')}$`));
  await expect(page.locator('h1')).toBeVisible();
});

test('the first visit keeps the shell and one language, the rest when the reader asks', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { t } = site('en');
  const footer = page.locator('[data-offline-keep]');
  await expect(footer).toContainText(t.offline.keptLanguage);
  await expect(footer.getByRole('button')).toHaveText(/\d+\.\d MiB/);
  // not kept yet: a Chinese page never opened is not there offline
  await context.setOffline(true);
  const missing = await page.goto('/zh-CN/lessons/many-balls/');
  expect(missing?.status(), 'the site’s 404 page, from the cache').toBe(404);
  await context.setOffline(false);
  await page.goto('/');
  await keepWholeSite(page, 'en');
  await context.setOffline(true);
  const zh = site('zh-CN');
  for (const page_ of ['/lessons/many-balls/', CROWD]) await expectPageWorks(page, zh.url(page_), 'zh-CN');
  await page.goto('/embed/?v=1&scenario=two-hundred');
  expect(await expectEveryCanvasDrawn(page)).toBeGreaterThan(0);
  await page.goto('/zh-CN/');
  await expect(page.locator('[data-offline-keep]')).toContainText(zh.t.offline.keptAll);
});

test('a first visit to a lesson downloads at most 5 MiB; the whole site only when asked', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // a host of our own (a new origin, so a first visit), counting the bytes it sends, gzip as hosts do
  const host = await serveLikeAHost(path.resolve('out'));
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${host.origin}/lessons/many-balls/`);
    const { t } = site('en');
    const footer = page.locator('[data-offline-keep]');
    await expect(footer).toContainText(t.offline.keptLanguage, { timeout: 60_000 });
    const firstVisit = host.sent();
    await keepWholeSite(page, 'en');
    const wholeSite = host.sent();
    test.info().annotations.push({
      type: 'downloaded',
      description: `first visit ${(firstVisit / 2 ** 20).toFixed(2)} MiB, whole site ${(wholeSite / 2 ** 20).toFixed(2)} MiB`,
    });
    expect(firstVisit).toBeLessThanOrEqual(5 * 2 ** 20);
    expect(wholeSite - firstVisit, 'the rest of the site came only when asked').toBeGreaterThan(2 ** 20);
    await context.close();
  } finally {
    await host.close();
  }
});

test('offline: a path without its slash, an unknown page and HEAD requests are answered', async ({
  page,
  context,
}) => {
  await context.setOffline(true);
  await page.goto('/lessons/momentum');
  await expect(page).toHaveURL(/\/lessons\/momentum\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('section.simulation').first()).toBeVisible();
  const head = await page.evaluate(async () => {
    const response = await fetch('/lessons/one-axis/', { method: 'HEAD' });
    return { status: response.status, type: response.headers.get('content-type') };
  });
  expect(head).toEqual({ status: 200, type: 'text/html; charset=utf-8' });
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();
});

test('a new version shows a quiet notice, and Reload brings it in', async ({ browser }) => {
  test.setTimeout(120_000);
  // the next version: the same worker with one byte more, as a new build would write it, served by
  // a host of our own (out/ stays as it is for the tests running beside this one)
  const next = new Map<string, string>();
  const host = await serveLikeAHost(path.resolve('out'), 0, next);
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const { t } = site('zh-CN');
    await page.goto(`${host.origin}/zh-CN/`);
    await expect(page.locator('[data-offline-keep]')).toContainText(t.offline.keptLanguage, {
      timeout: 60_000,
    });
    await expect(page.getByText(t.offline.updateReady)).toHaveCount(0);
    next.set('/sw.js', `${readFileSync(path.resolve('out/sw.js'), 'utf8')}\n// next version`);
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
    await context.close();
  } finally {
    await host.close();
  }
});

/** A PNG's width and height, from its header (the IHDR chunk right after the signature). */
const pngSize = (png: Buffer) => {
  expect(png.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
};

/** The response at `url` is a PNG of `size` ("192x192"). */
async function expectPng(page: Page, url: string, size: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  expect(pngSize(await response.body()), url).toBe(size);
}

test('the manifest names the site in each language, starts at its chapter and has PNG icons', async ({
  page,
}) => {
  for (const locale of ['en', 'zh-CN'] as const) {
    const { url, t } = site(locale);
    await page.goto(url('/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(url('/manifest.webmanifest'));
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ id: url('/'), name: t.site.name, lang: locale, start_url: url('/') });
    expect(manifest.icons[0].src).toBe('/icon.svg');
    // launchers that take no SVG need 192 and 512 px PNGs, and one to crop to their shape
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
    expect(pngs.map((icon: { sizes: string }) => icon.sizes).sort()).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    for (const icon of pngs) await expectPng(page, icon.src, icon.sizes);
    const maskable = manifest.icons.filter((icon: { purpose: string }) => icon.purpose === 'maskable');
    expect(maskable).toHaveLength(1);
    expect(maskable[0].type).toBe('image/png');
    // the maskable icon is opaque to its edges and keeps its drawing in the safe zone (a circle of
    // 40% of its width around the centre): outside it, every pixel is the paper of its corner
    const outside = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(bitmap, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      const paper = [...data.subarray(0, 4)];
      let inked = 0;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) <= 0.4 * width) continue;
          const i = 4 * (y * width + x);
          if (paper.some((value, k) => Math.abs((data[i + k] ?? 0) - value) > 2)) inked += 1;
        }
      return { paperAlpha: paper[3], inked };
    }, maskable[0].src);
    expect(outside).toEqual({ paperAlpha: 255, inked: 0 });
  }
});

test('every page names a 180 px apple-touch-icon', async ({ page }) => {
  for (const locale of ['en', 'zh-CN'] as const) {
    const { url } = site(locale);
    for (const address of ['/', '/lessons/sticking/', '/playground/']) {
      await page.goto(url(address));
      const icon = page.locator('head link[rel="apple-touch-icon"]');
      await expect(icon).toHaveCount(1);
      await expectPng(page, (await icon.getAttribute('href')) ?? '', '180x180');
    }
  }
});
