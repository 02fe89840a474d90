// Every page of the static site: served with 200, titled, one h1, no console errors, math rendered.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { screenshot } from './support/screenshot';

const lessonSlugs = readdirSync(path.join(process.cwd(), 'content/lessons/en'))
  .map((file) => /^\d+-(.+)\.mdx$/.exec(file)?.[1])
  .filter((slug): slug is string => !!slug);

const pages = ['/', ...lessonSlugs.map((slug) => `/lessons/${slug}/`)];

for (const url of pages) {
  test(`page ${url} loads cleanly`, async ({ page, consoleErrors }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, url === '/' ? 'home' : url.replaceAll('/', '-').replace(/^-|-$/g, ''));
    expect(consoleErrors).toEqual([]);
  });
}

test('the home page lists every lesson in order', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const links = page.locator('.lesson-list a');
  await expect(links).toHaveCount(lessonSlugs.length);
  for (const [i, slug] of lessonSlugs.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `/lessons/${slug}/`);
  }
  expect(consoleErrors).toEqual([]);
});

test('lesson math is typeset at build time and the contents link to real headings', async ({
  page,
  consoleErrors,
}) => {
  for (const slug of lessonSlugs) {
    await page.goto(`/lessons/${slug}/`);
    await expect(page.locator('.katex').first()).toBeVisible();
    await expect(page.locator('.katex-display').first()).toBeVisible();
    await expect(page.locator('.katex-error')).toHaveCount(0);
    for (const href of await page
      .locator('.toc a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(String(href))).toHaveCount(1);
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/lessons/no-such-lesson/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('every lesson at phone and desktop widths', async ({ page, consoleErrors }) => {
  for (const width of [390, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const slug of lessonSlugs) {
      await page.goto(`/lessons/${slug}/`);
      await expect(page.locator('.katex').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${slug} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
      await screenshot(page, `lesson-${slug}-${width}`);
    }
  }
  expect(consoleErrors).toEqual([]);
});
