// Issue 24, item 3: the embed forms in a host page of another origin, as a course page or a slide
// would hold them, in an iframe 320 and 1280 px wide, in every locale, light and dark: no site header
// or footer, no sideways scroll inside, the figure's own controls and keys work, and its one link
// back opens a new tab. Axe on each embed page.
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { lessonFigures } from '@/lib/figures';
import { expect, test } from './fixtures';
import { LOCALES, site } from './support/locales';

/**
 * A host page of another origin holding one iframe of `src`, `width` px wide, as the Share dialog
 * writes it. The host is the site's `index.txt` at `localhost` (the site is served at 127.0.0.1): another
 * origin on this machine (Chromium lets no page from the internet, and so no page Playwright makes up,
 * frame a local address) and a plain text file, so no CSP of the site's own pages stops the frame.
 */
async function host(page: Page, src: string, width: number): Promise<FrameLocator> {
  await page.setViewportSize({ width: width + 40, height: 900 });
  await page.goto(`http://localhost:${new URL(src).port}/index.txt`);
  await page.setContent(
    `<!doctype html><title>Course</title><h1>Week 3</h1>
      <iframe src="${src}" title="figure" width="${width}" height="820" style="border:1px solid #888"></iframe>`,
  );
  return page.frameLocator('iframe');
}

const frameOf = async (frame: FrameLocator) =>
  Number(((await frame.locator('.frame-counter').first().textContent()) ?? '').replace(/\D/g, ''));

for (const locale of LOCALES) {
  const { t, url, title } = site(locale);
  test.describe(locale, () => {
    for (const width of [320, 1280]) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`a lesson figure by name plays in a ${width} px iframe (${scheme})`, async ({
          page,
          baseURL,
        }) => {
          await page.emulateMedia({ colorScheme: scheme });
          const frame = await host(page, `${baseURL}${url('/embed/figure/two-axes-2/')}`, width);
          const figure = frame.getByRole('region', {
            name: title('two-axes', 'Billiard3: two balls in two dimensions'),
          });
          await expect(figure).toBeVisible();
          await expect(frame.locator('.site-header')).toBeHidden();
          await expect(frame.locator('.site-footer')).toBeHidden();
          const play = figure.getByRole('button', { name: t.simulation.play });
          await expect(play).toBeInViewport();
          await play.click();
          await expect.poll(() => frameOf(frame)).toBeGreaterThan(0);
          // its keys: Space pauses the figure in use
          await frame.locator('body').press(' ');
          await expect(figure.getByRole('button', { name: t.simulation.play })).toBeVisible();
          const sizes = await frame.locator('html').evaluate((html) => ({
            scroll: html.scrollWidth,
            client: html.clientWidth,
          }));
          expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
          const open = frame.getByRole('link', { name: new RegExp(t.embed.page.open) });
          await expect(open).toHaveAttribute('target', '_blank');
          await expect(open).toHaveAttribute('href', url('/lessons/two-axes/'));
          await page.screenshot({ path: `test-results/screenshots/embed-${locale}-${width}-${scheme}.png` });
        });
      }

      test(`a playground link's embed runs its set-up in a ${width} px iframe`, async ({ page, baseURL }) => {
        const frame = await host(page, `${baseURL}${url('/embed/?scenario=one-axis&speed=2')}`, width);
        const figure = frame.getByRole('region', { name: t.playground.figure });
        await expect(figure.locator('.speed-control select, select').first()).toBeVisible();
        await figure.getByRole('button', { name: t.simulation.stepForward }).click();
        await expect.poll(() => frameOf(frame)).toBe(1);
        const sizes = await frame
          .locator('html')
          .evaluate((html) => ({ scroll: html.scrollWidth, client: html.clientWidth }));
        expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
        await expect(frame.getByRole('link', { name: new RegExp(t.embed.page.open) })).toHaveAttribute(
          'href',
          `${url('/playground/')}?v=1&scenario=one-axis&speed=2`,
        );
      });
    }

    test('a comparison embeds too, and a refused link says why in the frame', async ({ page, baseURL }) => {
      const frame = await host(page, `${baseURL}${url('/embed/compare/?strategies=naive,robust')}`, 640);
      await expect(frame.getByRole('region', { name: t.comparePage.figure })).toBeVisible();
      await page.goto(url('/embed/?seed=-1'));
      await expect(page.getByRole('alert')).toContainText('seed');
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`axe: the embed pages in ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        for (const path of [
          '/embed/',
          '/embed/compare/',
          '/embed/figure/momentum-1/',
          '/embed/figure/spot-the-bug-1/',
        ]) {
          await page.goto(url(path));
          await expect(page.locator('main .embed .widget').first()).toBeVisible(); // not a 404 page
          await page.waitForLoadState('networkidle');
          const { violations } = await new AxeBuilder({ page }).analyze();
          const serious = violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) => `${path} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          expect(serious).toEqual([]);
        }
      });
    }
  });
}

test('every lesson figure has an embed page that shows it', async ({ page }) => {
  const figures = lessonFigures('en');
  expect(figures.length).toBeGreaterThan(20);
  for (const { name } of figures) {
    const response = await page.goto(`/embed/figure/${name}/`);
    expect(response?.status(), name).toBe(200);
    await expect(page.locator('main .embed :is(section.widget, .widget)').first(), name).toBeVisible();
  }
});
