// Shared links in the browser, in every locale: what the page shows is what Copy shares (edited balls
// included, at the page's own address), opening that link gives the same frames, and every odd link
// of issue 14 gets one clear answer in the locale's words.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pixels } from './support/canvas';
import { ballInTable, ballLabel, dragOnCanvas } from './support/drag';
import { format, LOCALES, site, templatePattern } from './support/locales';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const figureOf = (page: Page) => page.getByRole('region', { name: t.playground.figure });
  /** The notice's words for a link value that is not allowed (whatever is allowed instead). */
  const invalid = (key: string, value?: string) =>
    templatePattern(format(t.share.invalid, value === undefined ? { key } : { key, value }));

  async function copyLink(page: Page): Promise<string> {
    await page.getByRole('button', { name: t.share.copyLink }).click();
    await expect(page.locator('.copy-link [role="status"]')).toHaveText(t.share.copied);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe(url('/playground/')); // the link stays in the reader's language
    return link;
  }

  /** The canvas after `frames` steps forward: the frames a link must reproduce. */
  async function framePixels(page: Page, frames: number): Promise<string> {
    const figure = figureOf(page);
    for (let i = 0; i < frames; i++)
      await figure.getByRole('button', { name: t.simulation.stepForward }).click();
    await expect(figure.locator('.frame-counter')).toHaveText(format(t.simulation.frame, { frame: frames }));
    return pixels(figure.locator('canvas.simulation-canvas'));
  }

  test.describe(locale, () => {
    test('table edits are in the copied link, and the link opens the same frames', async ({ page }) => {
      await page.goto(url('/playground/?scenario=one-axis'));
      const figure = figureOf(page);
      await figure.locator('details.ball-table summary').click();
      await figure.getByLabel(ballLabel(t, 0, 'mass')).fill('7');
      await figure.getByLabel(ballLabel(t, 1, 'vx')).fill('-2');
      const link = await copyLink(page);
      expect(new URL(link).search).toBe('?v=1&scenario=one-axis&ball0.mass=7&ball1.vx=-2');
      await expect(page).toHaveURL(link); // the address bar holds the same link
      const here = await framePixels(page, 30);

      await page.goto(link);
      await figureOf(page).locator('details.ball-table summary').click();
      await expect(figureOf(page).getByLabel(ballLabel(t, 0, 'mass'))).toHaveValue('7');
      await expect(figureOf(page).getByLabel(ballLabel(t, 1, 'vx'))).toHaveValue('-2');
      expect(await framePixels(page, 30)).toBe(here);
    });

    test('a dragged ball and a dragged arrow tip are in the link, and the table stays open', async ({
      page,
    }) => {
      await page.goto(url('/playground/?scenario=billiard3'));
      const figure = figureOf(page);
      await figure.locator('details.ball-table summary').click();
      const canvas = figure.locator('canvas.simulation-canvas');
      const { x, y, vx, vy } = await ballInTable(figure, t, 1);
      // the arrow tip sits ten frames ahead of the centre, then the ball itself from its centre
      await dragOnCanvas(canvas, [x + vx * 10, y + vy * 10], [x + 30, y - 20]);
      await expect.poll(async () => (await ballInTable(figure, t, 1)).vx).toBeCloseTo(3, 0);
      await dragOnCanvas(canvas, [x, y], [x + 40, y + 30]);
      await expect.poll(async () => (await ballInTable(figure, t, 1)).x).toBeCloseTo(x + 40, 0);
      await expect(figure.locator('details.ball-table')).toHaveAttribute('open', '');

      const link = new URL(await copyLink(page));
      expect(link.searchParams.get('ball1')).toMatch(/^[\d.]+,[\d.]+,3,-2$/);
      const here = await framePixels(page, 20);
      await page.goto(link.href);
      expect(await framePixels(page, 20)).toBe(here);
    });

    test('a refused link is never copied as it was: Copy gives the set-up on screen', async ({ page }) => {
      await page.goto(url('/playground/?balls=garbage'));
      await expect(page.locator('.notice')).toContainText(invalid('balls', 'garbage'));
      await expect(page).not.toHaveURL(/garbage/);
      const link = await copyLink(page);
      expect(link).not.toContain('garbage');
      expect(new URL(link).search).toBe('');
    });

    test('a 5,000-digit seed is echoed by its start only', async ({ page }) => {
      await page.goto(url(`/playground/?seed=${'9'.repeat(5000)}`));
      const notice = page.locator('.notice');
      // so many nines overflow to Infinity: the notice says too large, with the seed's range
      await expect(notice).toContainText(
        templatePattern(format(t.share.tooBig, { key: 'seed', value: `${'9'.repeat(24)}…` })),
      );
      expect((await notice.textContent())?.length).toBeLessThan(200);
    });

    test('a reason given 3,000 times is said once, with its count', async ({ page }) => {
      await page.goto(url(`/playground/?${'a=1&'.repeat(3000)}`));
      const notice = page.locator('.notice');
      const reason = format(t.share.unknown, { key: 'a' }).replace(/[.。]$/, '');
      await expect(notice).toHaveText(
        format(t.share.refused, { reason: format(t.share.times, { reason, count: '3,000' }) }),
      );
      expect((await notice.textContent())?.length).toBeLessThan(200);
    });

    test('strategies beside vary and values: the notice names strategies', async ({ page }) => {
      await page.goto(url('/compare/?v=1&vary=e&values=1,0.5&strategies=naive'));
      const notice = page.locator('.notice');
      await expect(notice).toContainText(format(t.share.conflict, { key: 'strategies', other: 'vary' }));
      await expect(notice).not.toContainText(format(t.share.repeated, { key: 'values' }));
    });

    test('strategies: a bad name names the key that holds it; a name twice is refused', async ({ page }) => {
      await page.goto(url('/compare/?strategies=foo,bar'));
      await expect(page.locator('.notice')).toContainText(invalid('strategies', 'foo'));
      await expect(page.locator('.notice')).not.toContainText(invalid('separation'));

      await page.goto(url('/compare/?strategies=naive,naive'));
      await expect(page.locator('.notice')).toContainText(
        format(t.share.duplicate, { key: 'strategies', value: 'naive' }),
      );
      // the defaults are shown, and each panel matches a ticked box
      const figure = page.getByRole('region', { name: t.comparePage.figure });
      await expect(figure.locator('canvas')).toHaveCount(2);
      await expect(page.locator('.strategy-list input:checked')).toHaveCount(2);
    });

    test('a key given twice is refused rather than silently taking the last', async ({ page }) => {
      await page.goto(url('/playground/?seed=1&seed=2'));
      await expect(page.locator('.notice')).toContainText(format(t.share.repeated, { key: 'seed' }));
      await expect(page.getByLabel(t.playground.seed)).toHaveValue('2024');
    });

    test('whitespace around a value is ignored everywhere, and the address bar is tidied', async ({
      page,
    }) => {
      await page.goto(url('/playground/?scenario=billiard3%20&seed=%207'));
      await expect(page.locator('.notice')).toHaveCount(0);
      await expect(page.getByLabel(t.playground.scenario)).toHaveValue('billiard3');
      await expect(page.getByLabel(t.playground.seed)).toHaveValue('7');
      await expect(page).toHaveURL(/\?v=1&scenario=billiard3&seed=7$/);
    });

    test('an old link (the first format, without a version) opens the same set-up', async ({ page }) => {
      const old = new URLSearchParams({
        scenario: 'one-axis',
        separation: 'robust',
        balls: '50,200,3,0,40,2;300,200,-2,0,20,1',
      });
      await page.goto(url(`/playground/?${old}`));
      await expect(page.locator('.notice')).toHaveCount(0);
      await expect(page.getByLabel(t.playground.separation)).toHaveValue('robust');
      await expect(page).toHaveURL(/v=1&scenario=one-axis&separation=robust&ball0\.vx=3&ball1\.vx=-2$/);
      const here = await framePixels(page, 40);
      await page.goto(url(`/playground/?${old}`));
      expect(await framePixels(page, 40)).toBe(here);
      // a link from a later format is refused, not guessed
      await page.goto(url('/playground/?v=2&seed=3'));
      await expect(page.locator('.notice')).toContainText(templatePattern(t.share.version));
    });
  });
}
