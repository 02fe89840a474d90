// Print: a lesson on A4 without a control, its figures as stills, its formulas whole and its links
// written out; "Print this collision" puts every stage on one or two pages; "Save image" downloads
// the figure's canvas as a PNG named after the figure and its frame.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare } from './support/canvas';
import { site } from './support/locales';

/** Pages of a PDF: its page objects (Chromium writes one `/Type /Page` per page). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

/** What a reader could still press on paper. */
const visibleControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, input, select, textarea')]
      .filter((element) => element.checkVisibility())
      .map((element) => element.outerHTML.slice(0, 80)),
  );

for (const locale of ['en', 'zh-CN'] as const) {
  test(`a lesson prints on A4 without controls, figures drawn, formulas whole (${locale})`, async ({
    page,
  }) => {
    const { url } = site(locale);
    // the width of an A4 page's text (210 mm less the margins) in CSS pixels
    await page.setViewportSize({ width: 680, height: 960 });
    await page.goto(url('/lessons/two-axes/'));
    await page.waitForLoadState('networkidle');
    const canvases = page.locator('main canvas');
    await expect.poll(() => canvases.count()).toBeGreaterThan(1);
    await page.emulateMedia({ media: 'print' });
    expect(await visibleControls(page)).toEqual([]);
    // printing wakes every figure (components/mdx/Wake.tsx), which then draws its frame
    for (const canvas of await canvases.all())
      await expect.poll(() => inkShare(canvas), { timeout: 20_000 }).toBeGreaterThan(0.005);
    const cut = await page.evaluate(
      () =>
        [...document.querySelectorAll('.katex-display')].filter((f) => f.scrollWidth > f.clientWidth + 1)
          .length,
    );
    expect(cut, 'formulas cut at the edge of the page').toBe(0);
    const written = await page
      .locator('.prose a[href^="/"], .prose a[href^="http"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(written).toContain('(');
    const pages = pageCount(await page.pdf({ format: 'A4' }));
    expect(pages).toBeGreaterThan(2);
    expect(pages).toBeLessThan(30);
  });
}

test('Ctrl+P before the figures below the fold have woken prints each of them drawn', async ({ page }) => {
  await page.setViewportSize({ width: 680, height: 960 });
  await page.goto('/lessons/two-axes/');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[data-wake="asleep"]').count(), 'figures still asleep').toBeGreaterThan(0);
  // what the page would print, taken at the moment it asks to print
  await page.evaluate(() => {
    window.print = () => {
      const asleep = document.querySelectorAll('[data-wake="asleep"]').length;
      const blank = [...document.querySelectorAll<HTMLCanvasElement>('main canvas')].filter((canvas) => {
        const copy = document.createElement('canvas');
        copy.width = canvas.width;
        copy.height = canvas.height;
        const ctx = copy.getContext('2d', { willReadFrequently: true });
        if (!ctx || canvas.width === 0) return true;
        ctx.drawImage(canvas, 0, 0);
        const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
        return data.every((value, i) => value === data[i % 4]);
      }).length;
      document.body.dataset.printed = `asleep ${asleep}, blank ${blank}`;
    };
  });
  await page.keyboard.press('Control+P');
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'asleep 0, blank 0', {
    timeout: 20_000,
  });
});

test('"Print this collision" prints every stage with its numbers on one or two A4 pages', async ({
  page,
}) => {
  const { t, title } = site('en');
  await page.setViewportSize({ width: 680, height: 960 });
  await page.goto('/lessons/two-axes/');
  const inspector = page.getByRole('region', {
    name: title('two-axes', 'One oblique collision, stage by stage'),
  });
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await inspector.getByRole('button', { name: t.offline.printCollision }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  const sheet = page.locator('.print-collision');
  const stages = await inspector.locator('ol button').count();
  await page.emulateMedia({ media: 'print' });
  expect(await visibleControls(page)).toEqual([]);
  await expect(sheet.locator('h3')).toHaveCount(stages);
  for (const still of await sheet.locator('canvas').all())
    expect(await inkShare(still)).toBeGreaterThan(0.005);
  await expect(sheet.locator('table').first()).toBeVisible();
  const cut = await sheet.evaluate(
    (article) =>
      [...article.querySelectorAll('td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length,
  );
  expect(cut, 'formulas or values cut at the edge of their column').toBe(0);
  const pages = pageCount(await page.pdf({ format: 'A4' }));
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
  // after printing the sheet goes
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);
});

test('"Save image" downloads the canvas as a PNG named after the figure and its frame', async ({ page }) => {
  const { t } = site('zh-CN');
  await page.goto('/zh-CN/lessons/momentum/');
  const figure = page.locator('section.simulation').first();
  await figure.locator('[data-action="step"]').click();
  await figure.locator('[data-action="step"]').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    figure.getByRole('button', { name: t.offline.saveImage }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-frame-2\.png$/);
  const png = readFileSync(await download.path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
});
