// What if? (issue 23, items 3 and 4). In the inspector: a Billiard3 collision (masses 2 and 1) replayed
// at e = 0.5 beside the original at e = 1, both columns with their numbers, the differing ones marked and
// the words chosen by them. On /compare: any one setting varied across the panels (?vary=e), each panel
// labelled with its value, different outcomes from one start, and the link round-trips. At 1280×720 and
// on a phone, light and dark; screenshots under test-results/whatif/.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeBuilder } from './support/axe';
import { format, LOCALES, site } from './support/locales';

const VIEWS = [
  { name: 'wide', viewport: { width: 1280, height: 720 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** English in every view and scheme; another locale once, wide, in the scheme given. */
function viewsFor(locale: (typeof LOCALES)[number], scheme: (typeof SCHEMES)[number]) {
  return locale === 'en'
    ? VIEWS.flatMap((v) => SCHEMES.map((c) => [v, c] as const))
    : [[VIEWS[0], scheme] as const];
}

async function open(browser: Browser, view: (typeof VIEWS)[number], colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: view.viewport, colorScheme, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

/** The playground's Billiard3, paused by itself at its first collision; the inspector open on it. */
async function inspectFirstCollision(page: Page, locale: (typeof LOCALES)[number]) {
  const { t, url } = site(locale);
  await page.goto(url('/playground/?scenario=billiard3&pauseAtCollisions=1&speed=2'));
  const figure = page.getByRole('region', { name: t.playground.figure });
  await figure.getByRole('button', { name: t.simulation.play }).click();
  const inspect = figure.getByRole('button', { name: t.inspector.open.inspect });
  await expect(inspect).toBeEnabled({ timeout: 40_000 });
  await inspect.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** axe-core's serious and critical findings in the part of the page `selector` names. */
async function seriousFindings(page: Page, selector: string): Promise<string[]> {
  const { violations } = await axeBuilder(page).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A column's values table as name → value. */
async function valuesOf(column: Locator): Promise<Map<string, string>> {
  const rows = await column.locator('tbody tr').all();
  const pairs = await Promise.all(
    rows.map(async (row) => [
      (await row.locator('th').textContent()) ?? '',
      // the value alone, without the hidden word that says it differs
      await row.locator('td').evaluate((td) => td.firstChild?.textContent ?? ''),
    ]),
  );
  return new Map(pairs as [string, string][]);
}

for (const locale of LOCALES) {
  const { t } = site(locale);
  const w = t.whatIf;
  for (const [view, scheme] of viewsFor(locale, 'light')) {
    test(`${locale}, ${view.name}, ${scheme}: a collision replayed at e = 0.5 beside e = 1, stage by stage`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, view, scheme);
      const dialog = await inspectFirstCollision(page, locale);
      const whatIf = dialog.getByRole('region', { name: w.replay.title });
      await expect(whatIf.getByLabel(w.replay.setting)).toHaveValue('restitution');
      await whatIf.getByLabel(w.settings.restitution).fill('0.5');
      // by keyboard: the Replay button is reached and pressed like any other
      await whatIf.getByRole('button', { name: w.replay.run }).focus();
      await page.keyboard.press('Enter');
      const original = whatIf.getByRole('region', { name: format(w.replay.original, { setting: 'e = 1' }) });
      const replay = whatIf.getByRole('region', { name: format(w.replay.replayed, { setting: 'e = 0.5' }) });
      await expect(original).toBeVisible();
      await expect(replay).toBeVisible();
      // detect: the same pair at the same moment, so the same numbers and nothing marked
      await dialog.locator('canvas').focus();
      await page.keyboard.press('Home');
      await expect(whatIf.locator('[data-differ]')).toHaveAttribute('data-differ', '0');
      await expect(whatIf.locator('[data-differ]')).toContainText(w.replay.same);
      expect(await valuesOf(replay)).toEqual(await valuesOf(original));
      // the totals: the replay keeps less kinetic energy, and says so with both numbers
      await page.keyboard.press('End');
      await expect(dialog.locator('.inspector')).toHaveAttribute('data-active-stage', 'totals');
      const [mine, theirs] = [await valuesOf(original), await valuesOf(replay)];
      const energy = t.inspector.row.energyAfter;
      const [was, now] = [Number(mine.get(energy)), Number(theirs.get(energy))];
      expect(now).toBeLessThan(was);
      expect(mine.get(t.inspector.row.momentumAfter)).toBe(theirs.get(t.inspector.row.momentumAfter));
      await expect(replay.locator('tr[data-differs] mark')).not.toHaveCount(0);
      const summary = whatIf.locator('[data-differ]');
      expect(Number(await summary.getAttribute('data-differ'))).toBeGreaterThan(0);
      await expect(summary).toContainText(
        format(w.replay.energyLess, { replay: theirs.get(energy) ?? '', original: mine.get(energy) ?? '' }),
      );
      // the original column holds the inspector's own numbers
      await expect(dialog.locator('.stage-values')).toContainText(mine.get(energy) ?? '—');
      if (view.name === 'phone') {
        const [a, b] = [await original.boundingBox(), await replay.boundingBox()];
        expect(b?.y ?? 0, 'stacked on a phone').toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
        expect(
          await dialog.evaluate((d) => d.scrollWidth - d.clientWidth),
          'nothing wider than the phone',
        ).toBeLessThanOrEqual(0);
      } else {
        const [a, b] = [await original.boundingBox(), await replay.boundingBox()];
        expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1)), 'side by side on a wide screen').toBeLessThan(2);
      }
      expect(await seriousFindings(page, '[data-what-if]')).toEqual([]);
      await whatIf.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/whatif/replay-${locale}-${view.name}-${scheme}.png` });
      // the same setting again: every stage the same
      await whatIf.getByLabel(w.settings.restitution).fill('1');
      await whatIf.getByRole('button', { name: w.replay.run }).click();
      await expect(summary).toHaveAttribute('data-differ', '0');
      await expect(summary).toContainText(format(w.replay.energySame, { original: mine.get(energy) ?? '' }));
      await context.close();
    });
  }
}

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const w = t.whatIf;
  const s = t.simulation;
  for (const [view, scheme] of viewsFor(locale, 'dark')) {
    test(`${locale}, ${view.name}, ${scheme}: /compare?vary=e, two panels from one start with different outcomes, kept in the link`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, view, scheme);
      await page.goto(url('/compare/?vary=e'));
      const figure = page.getByRole('region', { name: t.comparePage.figure });
      const panels = [
        figure.getByRole('region', { name: 'e = 1', exact: true }),
        figure.getByRole('region', { name: 'e = 0.5', exact: true }),
      ];
      for (const panel of panels) await expect(panel.locator('canvas')).toBeVisible();
      await expect(figure.locator('canvas')).toHaveCount(2);
      await expect(page).toHaveURL(/[?&]vary=e&values=1,0\.5/);
      const energy = (panel: Locator) => panel.locator('[data-metric="energy"]').textContent();
      expect(await energy(panels[1] as Locator)).toBe(await energy(panels[0] as Locator)); // one start
      await figure.getByLabel(s.speed).selectOption('2');
      await figure.getByRole('button', { name: s.play }).click();
      await expect
        .poll(async () => (await energy(panels[1] as Locator)) !== (await energy(panels[0] as Locator)), {
          timeout: 30_000,
        })
        .toBe(true);
      await figure.getByRole('button', { name: s.pause }).click();
      const [elastic, half] = [
        Number(await energy(panels[0] as Locator)),
        Number(await energy(panels[1] as Locator)),
      ];
      expect(half).toBeLessThan(elastic);
      expect(await seriousFindings(page, 'main')).toEqual([]);
      await page.screenshot({
        path: `test-results/whatif/compare-e-${locale}-${view.name}-${scheme}.png`,
        fullPage: true,
      });
      // a third value from the page goes into the link, and the link opens the same three panels
      await page.getByRole('button', { name: w.vary.add }).click();
      await expect(figure.locator('canvas')).toHaveCount(3);
      await expect(page).toHaveURL(/[?&]vary=e&values=1,0\.5,0(&|$)/);
      const link = page.url();
      await page.goto('about:blank');
      await page.goto(link);
      await expect(page.getByRole('region', { name: t.comparePage.figure }).locator('canvas')).toHaveCount(3);
      await expect(page.getByRole('region', { name: 'e = 0', exact: true })).toBeVisible();
      await expect(page.getByLabel(format(w.vary.valueField, { n: 3 }))).toHaveValue('0');
      // another setting chosen in the page: the method, written as vary=method
      await page.getByLabel(w.vary.setting).selectOption('method');
      await expect(page).toHaveURL(/[?&]vary=method&values=rotation,projection/);
      await expect(
        page.getByRole('region', {
          name: format(w.value.method, { name: t.methods.projection }),
          exact: true,
        }),
      ).toBeVisible();
      await context.close();
    });
  }

  test(`${locale}: a bad /compare value is named in a notice and the page falls back`, async ({ page }) => {
    await page.goto(url('/compare/?vary=e&values=1,7'));
    const notice = page.locator('.notice');
    await expect(notice).toContainText('“values”');
    await expect(notice).toContainText('7');
    const figure = page.getByRole('region', { name: t.comparePage.figure });
    await expect(figure.locator('canvas')).toHaveCount(2);
    await expect(figure.getByRole('region', { name: t.separations.naive, exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/values=/);
  });
}
