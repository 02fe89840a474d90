// The copy that opens from a folder (npm run build:offline, scripts/offline-copy.mjs): opened from
// disk (file://), its pages are styled and run, links between lessons, pages and languages lead to
// the copy's files, and a figure plays, with no console error on the way (fixtures.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectEveryCanvasDrawn } from './support/canvas';
import { checks, runCode, write } from './support/codeEditor';
import { expectFigureRuns } from './support/figure';
import { LOCALES, site } from './support/locales';

const copy = path.resolve('test-results/out-offline');
const fileUrl = (page: string) => pathToFileURL(path.join(copy, page)).href;

// one worker makes the copy once and opens it in order (two would write the same folder at once)
test.describe.configure({ mode: 'default' });

test.beforeAll(() => {
  execFileSync('node', ['scripts/offline-copy.mjs', 'out', copy]);
});

async function expectPage(page: Page, file: string, locale: string) {
  await expect(page).toHaveURL(fileUrl(file));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // styled: the stylesheet's layout reached the page (an unstyled page keeps the default margin)
  await expect(page.locator('body')).toHaveCSS('margin', '0px');
  await expect(page.locator('h1')).toBeVisible();
}

test('opened from disk: pages, links, the language switch and a figure all work', async ({ page }) => {
  test.setTimeout(120_000);
  const en = site('en');
  const zh = site('zh-CN');
  await page.goto(fileUrl('index.html'));
  await expectPage(page, 'index.html', 'en');
  await expect(page.getByText(en.t.offline.fromFolder)).toBeVisible();

  await page.locator('main a[href*="lessons/momentum/"]').first().click();
  await expectPage(page, 'lessons/momentum/index.html', 'en');
  await expectFigureRuns(page);

  await page
    .getByRole('navigation', { name: en.t.lesson.pager })
    .getByRole('link', { name: en.t.lesson.next })
    .click();
  await expectPage(page, 'lessons/one-axis/index.html', 'en');

  await page.locator('header a[hreflang="zh-CN"]').click();
  await expectPage(page, 'zh-CN/lessons/one-axis/index.html', 'zh-CN');
  await expectFigureRuns(page);

  await page
    .getByRole('navigation', { name: zh.t.site.nav.label })
    .getByRole('link', { name: zh.t.site.nav.playground })
    .click();
  await expectPage(page, 'zh-CN/playground/index.html', 'zh-CN');
  await expectFigureRuns(page);

  await page.locator('header a[hreflang="en"]').click();
  await expectPage(page, 'playground/index.html', 'en');
  await page.getByRole('link', { name: en.t.site.footerSources }).click();
  await expectPage(page, 'sources/index.html', 'en');
});

test('opened from disk: every canvas of the crowd pages draws, in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  // a worker cannot start from a file: crowds are drawn on the page instead (offscreenPainter.ts)
  for (const prefix of ['', 'zh-CN/']) {
    for (const file of ['lessons/many-balls/index.html', 'lessons/sticking/index.html']) {
      await page.goto(fileUrl(`${prefix}${file}`));
      expect(await expectEveryCanvasDrawn(page), file).toBeGreaterThan(0);
    }
    await page.goto(`${fileUrl(`${prefix}playground/index.html`)}?v=1&scenario=two-hundred`);
    expect(await expectEveryCanvasDrawn(page)).toBeGreaterThan(0);
    await expect(page.locator('canvas[data-drawn-in="worker"]')).toHaveCount(0);
  }
});

test('opened from disk: Edit → Run runs the reader’s code in the copy’s sandbox, in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const swapped = [
    'const v0Final = ((m0 - m1) * v0 - 2 * m1 * v1) / (m0 + m1);',
    'const v1Final = ((m1 - m0) * v1 + 2 * m0 * v0) / (m0 + m1);',
  ].join('\n');
  for (const locale of LOCALES) {
    const w = site(locale).t.editor;
    await page.goto(fileUrl(`${locale === 'en' ? '' : `${locale}/`}lessons/one-axis/index.html`));
    const bench = page.locator('[data-edit-listing="elastic1D"]');
    await bench.getByRole('button', { name: w.edit }).click();
    await expect(bench.locator('.cm-content')).toBeVisible();
    // the code is kept on the device (the other language's edit too): the chapter's first
    await bench.getByRole('button', { name: w.reset }).click();
    await runCode(bench, w.run);
    await expect(checks(bench).locator('[data-all-pass]')).toBeVisible({ timeout: 30_000 });
    await expect(checks(bench).locator('[data-sides="agree"]')).toBeVisible();
    await write(page, bench, swapped);
    await runCode(bench, w.run);
    await expect(checks(bench).locator('[data-check="momentum"]')).toHaveAttribute('data-fail', '', {
      timeout: 30_000,
    });
    // the sandbox page is the copy's own, not the disk's /sandbox/
    const sandbox = page.locator('iframe[data-code-sandbox]');
    expect(await sandbox.getAttribute('src')).toBe(fileUrl('sandbox/run.html'));
  }
});
