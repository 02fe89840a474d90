// Issue 24, item 3: the embed forms in a host page of another origin, as a course page or a slide
// would hold them, in an iframe 320 and 1280 px wide, in every locale, light and dark: no site header
// or footer, no sideways scroll inside, the figure's own controls and keys work, and its one link
// back opens a new tab. Axe on each embed page.
import type { FrameLocator, Page } from '@playwright/test';
import { lessonFigures } from '@/lib/figures';
import { expect, test } from './fixtures';
import { axeBuilder } from './support/axe';
import { FIT_EMBEDS, FIT_SIZES, fitOf, watchLayoutShift } from './support/embedFit';
import { LOCALES, site } from './support/locales';
import { RETURNING, returning } from './support/returning';

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
          const { violations } = await axeBuilder(page).analyze();
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

// Issue 34, item 8: an embed fits its frame. The canvas and the time controls take the frame's height,
// the numbers wait in a panel the reader opens (it scrolls inside itself), the link back is always in
// view, and the page never scrolls: a frame 400 px tall once showed a page 1,161 to 2,436 px long.
for (const locale of LOCALES) {
  const { t, url } = site(locale);
  for (const size of FIT_SIZES) {
    test(`${locale}: every embed fits a ${size.width}×${size.height} frame`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const { name, path } of FIT_EMBEDS) {
        await page.goto(url(path));
        await expect(page.locator('main .embed .widget canvas').first()).toBeVisible();
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `test-results/screenshots/embed-fit-${locale}-${size.width}x${size.height}-${name}-${colorScheme}.png`,
          });
        }
        const fit = await fitOf(page);
        expect(fit.scrollHeight, `${name}: the page scrolls`).toBeLessThanOrEqual(fit.innerHeight);
        expect(fit.scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(fit.innerWidth);
        expect(fit.clipped, `${name}: controls out of the frame`).toEqual([]);
        // a canvas big enough to teach with: most of a slide's frame, a phone's width
        expect(fit.canvasShare, `${name}: canvas share`).toBeGreaterThanOrEqual(
          size.width < 400 ? 0.35 : 0.45,
        );
        await expect(page.getByRole('link', { name: new RegExp(t.embed.page.open) })).toBeInViewport({
          ratio: 1,
        });
      }
    });
  }

  test(`${locale}: the numbers open in a panel that scrolls inside the frame, keys still work`, async ({
    page,
  }) => {
    await page.setViewportSize(FIT_SIZES[0]);
    await page.goto(url('/embed/?v=1&scenario=one-axis&speed=2'));
    const details = page.getByRole('button', { name: t.embed.page.details });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    const figure = page.getByRole('region', { name: t.playground.figure });
    await expect(figure.locator('.readout-table').first()).toBeHidden();
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(figure.locator('.readout-table').first()).toBeVisible();
    await figure.getByRole('button', { name: t.simulation.stepForward }).click();
    await expect(figure.locator('.frame-counter')).toContainText('1');
    const fit = await fitOf(page);
    expect(fit.scrollHeight).toBeLessThanOrEqual(fit.innerHeight);
    expect(fit.clipped).toEqual([]);
    // the panel holds more than the frame: it scrolls, the page does not
    const panel = await page.locator(`#${await details.getAttribute('aria-controls')}`).evaluate((box) => {
      const scroller = [box, ...box.querySelectorAll('*')].find((e) => e.scrollHeight > e.clientHeight + 1);
      return scroller ? getComputedStyle(scroller).overflowY : null;
    });
    expect(panel).toMatch(/auto|scroll/);
    await page.screenshot({ path: `test-results/screenshots/embed-fit-${locale}-details.png` });
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(figure.locator('canvas')).toBeInViewport();
    await figure.locator('canvas').focus();
    await page.keyboard.press('ArrowRight');
    await expect(figure.locator('.frame-counter')).toContainText('2');
  });

  test(`${locale}: the crowd embed does not move as it loads (CLS)`, { tag: returning(locale) }, async ({
    page,
  }) => {
    await page.setViewportSize(FIT_SIZES[2]);
    // a slow computer's pace (4× CPU throttle): at full speed the set-up is read before the first paint
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const shift = await watchLayoutShift(page);
    await page.goto(url('/embed/?v=1&scenario=two-hundred'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000); // a late font or chunk would shift it now
    expect(await shift()).toBeLessThanOrEqual(0.05);
  });
}

test('the iframe code of the Share dialog is as tall as the embed needs', async ({ page, baseURL }) => {
  const { t } = site('en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/playground/?scenario=one-axis');
  await page.getByRole('button', { name: t.embed.share.button }).click();
  const code = await page.getByLabel(t.embed.share.embed).inputValue();
  expect(code).toContain('height="560"');
  // as a course page's column holds it (720 px wide): no scroll inside, the canvas its full width
  const src = /src="([^"]+)"/.exec(code)?.[1]?.replaceAll('&amp;', '&') ?? '';
  await page.goto(`http://localhost:${new URL(baseURL ?? '').port}/index.txt`);
  await page.setContent(code.replace(/width="100%"/, 'width="720"'));
  expect(src).toContain('/embed/');
  await expect(page.frameLocator('iframe').locator('main .embed .widget canvas')).toHaveCount(1);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('no frame');
  await frame.waitForFunction(() => !document.querySelector('main [inert]'));
  const fit = await fitOf(frame);
  expect(fit.scrollHeight).toBeLessThanOrEqual(fit.innerHeight);
  expect(fit.clipped).toEqual([]);
  expect(fit.canvasShare).toBeGreaterThanOrEqual(0.6);
});

test('every lesson figure has an embed page that shows it', { tag: RETURNING }, async ({ page }) => {
  const figures = lessonFigures('en');
  expect(figures.length).toBeGreaterThan(20);
  for (const { name } of figures) {
    const response = await page.goto(`/embed/figure/${name}/`);
    expect(response?.status(), name).toBe(200);
    await expect(page.locator('main .embed :is(section.widget, .widget)').first(), name).toBeVisible();
  }
});
