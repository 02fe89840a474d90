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
