// Side by side, in every locale: on /compare and in lesson 7, the same start under different
// separations on one clock, with the sticking numbers (and lesson 7's mistake demo of a pair moving
// apart).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare } from './support/canvas';
import { format, LOCALES, site, templatePattern } from './support/locales';
import { demo } from './support/mistakeDemo';
import { screenshot } from './support/screenshot';

for (const locale of LOCALES) {
  const { t, url, title } = site(locale);
  const s = t.simulation;
  const frameText = (frame: number) => format(s.frame, { frame });
  const figureOf = (page: Page) => page.getByRole('region', { name: t.comparePage.figure });

  test.describe(locale, () => {
    test('both panels advance on one clock and step back together', async ({ page }) => {
      await page.goto(url('/compare/'));
      const figure = figureOf(page);
      const canvases = figure.locator('canvas');
      await expect(canvases).toHaveCount(2);
      const draw = () =>
        canvases.evaluateAll((cs) =>
          cs.map(
            (c) =>
              (c as HTMLCanvasElement).toDataURL().length + (c as HTMLCanvasElement).toDataURL().slice(-64),
          ),
        );
      const start = await draw();
      await figure.getByRole('button', { name: s.stepForward }).click();
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(1));
      const after = await draw();
      expect(after[0]).not.toBe(start[0]);
      expect(after[1]).not.toBe(start[1]);
      await figure.getByRole('button', { name: s.stepBack }).click();
      expect(await draw()).toEqual(start);
    });

    test('the naive separation sticks where the robust one does not', async ({ page }) => {
      await page.goto(url('/compare/?scenario=twenty-large&strategies=naive,robust'));
      const figure = figureOf(page);
      await figure.getByLabel(s.speed).selectOption('2');
      await figure.getByRole('button', { name: s.play }).click();
      const frame = figure.locator('.frame-counter');
      await expect
        .poll(async () => Number((await frame.textContent())?.replace(/\D/g, '')), { timeout: 30_000 })
        .toBeGreaterThan(300);
      await figure.getByRole('button', { name: s.pause }).click();
      const stuck = figure.locator('[data-metric="stuck"]');
      const [naive, robust] = (await stuck.allTextContents()).map(Number);
      expect(naive).toBeGreaterThan(0);
      expect(robust).toBe(0);
      if (locale === 'en') await screenshot(page, 'compare-naive-robust');
      // A full-page screenshot resizes the page: the canvases must still show their balls afterwards.
      for (const canvas of await figure.locator('canvas').all())
        expect(await inkShare(canvas)).toBeGreaterThan(0.05);
    });

    test('choosing separations updates the link, and a hostile link is refused', async ({ page }) => {
      await page.goto(url('/compare/'));
      await page.getByLabel(t.separations.robust).check();
      await expect(page).toHaveURL(/strategies=naive%2Coverlap%2Crobust|strategies=naive,overlap,robust/);
      await expect(figureOf(page).locator('canvas')).toHaveCount(3);
      await page.goto(url('/compare/?strategies=%3Cscript%3Ealert(1)%3C/script%3E,naive'));
      const notice = page.locator('.notice');
      await expect(notice).toContainText(templatePattern(format(t.share.invalid, { key: 'strategies' })));
      await expect(notice).toContainText('<script>alert(1)');
      await expect(figureOf(page).locator('canvas')).toHaveCount(2);
    });

    test('lesson 7: the side-by-side panels count stuck pairs on the naive side', async ({ page }) => {
      await page.goto(url('/lessons/sticking/'));
      const compare = page.getByRole('region', {
        name: title('sticking', 'Twenty large balls: the naive push against the absV fix'),
      });
      await compare.scrollIntoViewIfNeeded();
      const stuck = compare.locator('[data-metric="stuck"]');
      await expect(stuck).toHaveCount(2);
      for (let i = 0; i < 12; i++) await compare.getByRole('button', { name: s.stepForward }).click();
      await expect(compare.locator('.frame-counter')).toHaveText(frameText(12));
      expect(Number(await stuck.first().textContent())).toBeGreaterThan(0);

      const d = demo(page, t, title('sticking', 'An overlapping pair that is already moving apart'));
      await d.root.scrollIntoViewIfNeeded();
      await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'waiting');
      await d.root.getByRole('button', { name: s.stepForward }).click();
      await expect(d.frame).toHaveText(frameText(1));
      await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'bad');
      await expect(d.verdict('fixed')).toHaveAttribute('data-verdict', 'good');
      await expect(d.broken.locator('[data-metric="overlap-after"]')).toHaveText(`16.0${t.inputs.units.px}`);
      await expect(d.fixed.locator('[data-metric="overlap-after"]')).toHaveText(`0.0${t.inputs.units.px}`);
    });
  });
}

test('with the methods varied, /compare says why their crowds part and links to lesson 5 (issue 36, finding 9)', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const { t, url } = site(locale);
    await page.goto(url('/compare/?v=1&vary=method&values=rotation,projection,angle'));
    const note = page.locator('[data-note="methods"]');
    await expect(note).toContainText(t.comparePage.methodsLink);
    const href = await note.getByRole('link').getAttribute('href');
    await page.goto(href ?? '');
    await expect(page.locator(`[id="${t.comparePage.methodsAnchor}"]`)).toBeVisible();
    await page.goto(url('/compare/'));
    await expect(page.locator('[data-note="methods"]')).toHaveCount(0);
  }
});
