// Print: a lesson on A4 without a control, its figures as stills, its formulas whole and its links
// written out; "Print this collision" puts every stage on one or two pages; "Save image" downloads
// the figure's canvas as a PNG named after the figure and its frame.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare } from './support/canvas';
import { site } from './support/locales';
import { pageFills, pageTexts, popplerMissing } from './support/pdf';

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

/** Opens a lesson at the width of an A4 page's text, in print media, every figure drawn. */
async function printLesson(page: Page, url: string) {
  await page.setViewportSize({ width: 680, height: 960 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.emulateMedia({ media: 'print' });
  for (const canvas of await page.locator('main canvas').all())
    await expect.poll(() => inkShare(canvas), { timeout: 20_000 }).toBeGreaterThan(0.005);
}

// Lessons 4 and 7 hold the longest listings and the tallest figures (the inspector, the comparisons).
for (const locale of ['en', 'zh-CN'] as const) {
  for (const slug of ['two-axes', 'sticking']) {
    test(`${slug} prints each listing's file name over its code, and no page half empty (${locale})`, async ({
      page,
    }) => {
      // a missing tool fails the test (as a missing Chromium does): .ci/run installs it
      if (popplerMissing) throw new Error(popplerMissing);
      test.setTimeout(120_000);
      await printLesson(page, site(locale).url(`/lessons/${slug}/`));
      // a listing's caption then its first line, as the page's text runs (white space dropped)
      const listings = await page.evaluate(() =>
        [...document.querySelectorAll('figure.listing')]
          .filter((figure) => figure.getClientRects().length > 0)
          .map((figure) => {
            const caption = figure.querySelector('figcaption')?.textContent ?? '';
            const line = [...figure.querySelectorAll('pre .line')].find((l) => l.textContent?.trim());
            return `${caption}${line?.textContent ?? ''}`.replace(/\s+/g, '').slice(0, caption.length + 20);
          }),
      );
      expect(listings.length).toBeGreaterThan(0);
      const pdf = await page.pdf({ format: 'A4' });
      const texts = pageTexts(pdf);
      const parted = listings.filter((listing) => !texts.some((text) => text.includes(listing)));
      expect(parted, 'listings whose file name is on another page than their code').toEqual([]);
      // A figure pushed whole to the next page left the one before it half empty; the last page
      // ends where the lesson ends.
      const fills = pageFills(pdf);
      expect(fills).toHaveLength(texts.length);
      const halfEmpty = fills
        .slice(0, -1)
        .flatMap((fill, i) => (fill < 0.5 ? [`page ${i + 1}: ${fill.toFixed(2)}`] : []));
      expect(halfEmpty, 'pages before the last filled less than half').toEqual([]);
    });
  }
}

test('every table of a printed lesson fits its column, in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  for (const locale of ['en', 'zh-CN'] as const) {
    for (const slug of ['two-axes', 'many-balls', 'sticking']) {
      await page.setViewportSize({ width: 680, height: 960 });
      await page.goto(site(locale).url(`/lessons/${slug}/`));
      // the folded panels (balls, ledger) print their tables when a reader has opened them
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('main details'))
          (details as HTMLDetailsElement).open = true;
      });
      await page.emulateMedia({ media: 'print' });
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main table')]
          .filter((table) => table.checkVisibility())
          .flatMap((table) => {
            // the column: the nearest box around the table (a display: contents wrapper has none)
            let box = table.parentElement as HTMLElement;
            while (getComputedStyle(box).display === 'contents') box = box.parentElement as HTMLElement;
            const style = getComputedStyle(box);
            const outer = box.getBoundingClientRect();
            const left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
            const right = outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
            const { left: l, right: r } = table.getBoundingClientRect();
            const cut = table.scrollWidth > table.clientWidth + 1;
            return l < left - 1 || r > right + 1 || cut
              ? [`${table.className || 'table'}: ${Math.round(r - l)} px in ${Math.round(right - left)}`]
              : [];
          }),
      );
      expect(wide, `${locale} ${slug}: tables wider than their column`).toEqual([]);
    }
  }
});

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

// Issue 37: the chapter's exit ticket, at the end of lesson 9, prints alone on one page: its six
// questions, each with its choices or an answer box, and a line for a name; no other part of the page.
for (const locale of ['en', 'zh-CN'] as const) {
  test(`the exit ticket prints alone on one A4 page, every question on it (${locale})`, async ({ page }) => {
    if (popplerMissing) throw new Error(popplerMissing);
    const { url } = site(locale);
    // the ticket's words are the lesson's (content/lessons/*/09-spot-the-bug.mdx)
    const words = {
      en: { label: 'Exit ticket', print: 'Print the exit ticket' },
      'zh-CN': { label: '离场小测', print: '打印离场小测' },
    }[locale];
    await page.setViewportSize({ width: 680, height: 960 });
    await page.goto(url('/lessons/spot-the-bug/'));
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    const ticket = page.getByRole('region', { name: words.label });
    await ticket.getByRole('button', { name: words.print }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await expect(page.locator('html')).toHaveAttribute('data-printing', 'exit-ticket');
    const titles = await ticket.locator('.widget-title').allTextContents();
    expect(titles).toHaveLength(6);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `test-results/print/exit-ticket-${locale}.png`, fullPage: true });
    const pdf = await page.pdf({ format: 'A4' });
    const texts = pageTexts(pdf);
    expect(texts, 'one page').toHaveLength(1);
    const text = (texts[0] ?? '').replace(/\s+/g, '');
    const missing = titles.filter((title) => !text.includes(title.replace(/\s+/g, '')));
    expect(missing, 'questions not on the page').toEqual([]);
    // nothing of the lesson around it: its first heading is not printed
    const heading = (await page.locator('main h1').textContent()) ?? '';
    expect(text).not.toContain(heading.replace(/\s+/g, ''));
    // after printing the page is itself again
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('html')).not.toHaveAttribute('data-printing', /./);
  });
}
