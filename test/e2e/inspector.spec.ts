// The collision inspector opened from live figures: Billiard3 stopped at its first collision, a
// /compare panel and a ledger row. Every stage is walked, and the numbers of the equations and the
// values table are checked against the ledger (the same digits: one source, the trace). Screenshots of
// every stage, full screen at 1280×720 and on a phone, go to test-results/inspector/ (English). The
// three inspections run in every locale.
import type { Locator, Page } from '@playwright/test';
import type { Messages } from '@/lib/i18n';
import { expect, test } from './fixtures';
import { format, LOCALES, site, templatePattern, wholeTemplate } from './support/locales';

const LEDGER_COLUMNS = [
  'frame',
  'pair',
  'momentumBefore',
  'momentumAfter',
  'energyBefore',
  'energyAfter',
] as const;
type LedgerRow = Record<(typeof LEDGER_COLUMNS)[number], string>;

async function billiard3(page: Page, locale: (typeof LOCALES)[number]) {
  const { t, url, title } = site(locale);
  await page.goto(url('/lessons/two-axes/'));
  const figure = page.getByRole('region', {
    name: title('two-axes', 'Billiard3: two balls in two dimensions'),
  });
  await figure.scrollIntoViewIfNeeded();
  await figure.getByLabel(t.simulation.speed).selectOption('2');
  return figure;
}

/** Plays until pause-at-collisions stops the figure on a collision. */
async function playToCollision(figure: Locator, t: Messages) {
  await figure.getByRole('button', { name: t.simulation.play }).click();
  await expect(figure.getByRole('button', { name: t.inspector.open.inspect })).toBeEnabled({
    timeout: 40_000,
  });
  await expect(figure.getByRole('button', { name: t.simulation.play })).toBeVisible();
}

async function ledgerRows(figure: Locator): Promise<LedgerRow[]> {
  const ledger = figure.locator('details.ledger');
  if (!(await ledger.getAttribute('open'))) await ledger.locator('summary').click();
  // the table is its own chunk, loaded when the ledger opens
  await expect(ledger.locator('tbody tr').first()).toBeVisible();
  const rows = await ledger.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const cells = await row.locator('td').allTextContents();
      return Object.fromEntries(LEDGER_COLUMNS.map((name, k) => [name, cells[k] ?? ''])) as LedgerRow;
    }),
  );
}

/** The result of each equation (after its last “=”), without brackets. */
const results = (labels: string[]) =>
  labels.map((label) => label.slice(label.lastIndexOf(' = ') + 3).replace(/[()]/g, ''));

/**
 * Walks every stage with the keyboard, backwards too; at each, every equation's result is in the values
 * table. Returns the totals stage's equation results and table text.
 */
async function walk(page: Page, dialog: Locator, t: Messages, shots?: string) {
  const inspector = dialog.locator('.inspector');
  const stages = await dialog.locator('.stage-list button').allTextContents();
  expect(stages.length).toBeGreaterThanOrEqual(7);
  let totals = { equations: [] as string[], table: '' };
  for (let k = 0; k < stages.length; k++) {
    if (k > 0) await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.stage-list button[aria-current="step"]')).toHaveText(stages[k] as string);
    const stage = (await inspector.getAttribute('data-active-stage')) as string;
    const labels = await dialog
      .locator('.stage-equations tbody td:nth-child(2) math[aria-label]')
      .evaluateAll((ms) => ms.map((m) => m.getAttribute('aria-label') ?? ''));
    expect(labels.length, `${stage} has equations`).toBeGreaterThan(0);
    const table = (await dialog.locator('.stage-values').textContent()) ?? '';
    for (const result of results(labels)) expect(table, `${stage}: ${result} in the table`).toContain(result);
    if (stage === 'totals') totals = { equations: results(labels), table };
    if (shots) {
      // every formula fits its column on a phone and projected: a clipped one hides its numbers
      // behind a scroll nobody sees
      const overflow = await dialog
        .locator('.stage-equations td')
        .evaluateAll((cells) => cells.map((c) => c.scrollWidth - c.clientWidth));
      expect(Math.max(...overflow), `${stage}: px of the widest formula beyond its row`).toBeLessThanOrEqual(
        0,
      );
    }
    if (shots) await dialog.locator('.inspector-text').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    if (shots) await page.screenshot({ path: `test-results/inspector/${shots}-${k + 1}-${stage}.png` });
  }
  await expect(dialog.getByRole('button', { name: t.inspector.next })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.locator('.stage-list button[aria-current="step"]')).toHaveText(stages.at(-2) as string);
  await page.keyboard.press('Home');
  await expect(dialog.getByRole('button', { name: t.inspector.previous })).toBeDisabled();
  return totals;
}

/** The ledger row's momentum and energy, before and after, are the inspector's totals to the digit. */
function expectSameNumbers(row: LedgerRow, totals: { equations: string[]; table: string }) {
  const [pxBefore, pyBefore] = row.momentumBefore.split(', ');
  const [pxAfter, pyAfter] = row.momentumAfter.split(', ');
  expect(totals.equations).toEqual([pxBefore, pyBefore, row.energyBefore, pxAfter, pyAfter, row.energyAfter]);
  for (const value of [row.momentumBefore, row.momentumAfter, row.energyBefore, row.energyAfter])
    expect(totals.table).toContain(value);
}

/** Steps the figure a frame at a time (→ on its canvas) until `inspect` can open a collision. */
async function stepToCollision(page: Page, figure: Locator, inspect: Locator, most: number) {
  await figure.locator('canvas').first().focus();
  for (let step = 0; step < most && !(await inspect.isEnabled()); step++)
    await page.keyboard.press('ArrowRight');
  await expect(inspect).toBeEnabled();
}

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const ins = t.inspector;
  test.describe(locale, () => {
    test('Billiard3: play to the first collision, inspect it, and every number matches its ledger row', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      const figure = await billiard3(page, locale);
      await playToCollision(figure, t);
      const [row] = await ledgerRows(figure);
      if (!row) throw new Error('the ledger has the collision');
      const inspect = figure.getByRole('button', { name: ins.open.inspect });
      await inspect.click();
      const [i, j] = row.pair.split('–');
      const dialog = page.getByRole('dialog', {
        name: format(ins.titleAtFrame, { i: i ?? '', j: j ?? '', frame: row.frame }),
      });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('canvas')).toBeFocused(); // focus moved into the inspector
      // full screen, as a teacher would project it: the frame stays where it was behind the dialog
      await dialog.getByRole('button', { name: t.simulation.fullscreen }).click();
      await expect.poll(() => page.evaluate(() => !!document.fullscreenElement)).toBe(true);
      await dialog.locator('canvas').focus();
      const totals = await walk(page, dialog, t, locale === 'en' ? 'projector' : undefined);
      expectSameNumbers(row, totals);
      await page.evaluate(() => document.exitFullscreen());
      // Esc closes it and focus goes back to the button that opened it; the figure is still on its frame
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(inspect).toBeFocused();
      await expect(figure.locator('.frame-counter')).toHaveText(
        format(t.simulation.frame, { frame: row.frame }),
      );
    });

    test('a ledger row opens its own collision', async ({ page }) => {
      const figure = await billiard3(page, locale);
      await playToCollision(figure, t);
      await playToCollision(figure, t); // a second collision, so the first row is not the frame on screen
      const rows = await ledgerRows(figure);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      const first = rows[0] as LedgerRow;
      const [i, j] = first.pair.split('–');
      const button = figure.getByRole('button', {
        name: format(ins.open.rowLabel, { i: i ?? '', j: j ?? '', frame: first.frame }),
      });
      await button.click();
      const dialog = page.getByRole('dialog', {
        name: format(ins.titleAtFrame, { i: i ?? '', j: j ?? '', frame: first.frame }),
      });
      await expect(dialog).toBeVisible();
      expectSameNumbers(first, await walk(page, dialog, t));
      await dialog.getByRole('button', { name: ins.open.close }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('the playground with exact contact: a collision opens at its moment of contact, and every stage adds up', async ({
      page,
    }) => {
      await page.goto(url('/playground/?scenario=eight-balls&exact=1'));
      await expect(page.getByLabel(t.lab.exact)).toBeChecked();
      await expect(page.getByLabel(t.lab.stick)).not.toBeChecked();
      const figure = page.getByRole('region', { name: t.playground.figure });
      const inspect = figure.getByRole('button', { name: ins.open.inspect });
      await stepToCollision(page, figure, inspect, 600);
      await inspect.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // exact contact's own stage comes first: when within the frame the pair touched
      await expect(dialog.locator('.stage-list button').first()).toHaveText(`1. ${ins.stage.contact}`);
      await expect(dialog.locator('.inspector')).toHaveAttribute('data-active-stage', 'contact');
      const totals = await walk(page, dialog, t);
      expect(totals.equations).toHaveLength(6);
    });

    test('each /compare panel opens its own world’s collision', async ({ page }) => {
      await page.goto(url('/compare/?scenario=twenty-large&strategies=naive,robust'));
      const figure = page.getByRole('region', { name: t.comparePage.figure });
      const panel = figure.getByRole('region', { name: t.separations.robust });
      const inspect = panel.getByRole('button', { name: ins.open.inspect });
      await stepToCollision(page, figure, inspect, 400);
      const frame = ((await figure.locator('.frame-counter').textContent()) ?? '').replace(/\D/g, '');
      const choice = panel.getByLabel(ins.open.which);
      const pair = (await choice.count()) > 0 ? await choice.locator('option:checked').textContent() : null;
      await inspect.click();
      const dialog = page.getByRole('dialog', { name: wholeTemplate(format(ins.titleAtFrame, { frame })) });
      await expect(dialog).toBeVisible();
      const balls = pair ? wholeTemplate(ins.open.pair).exec(pair)?.groups : undefined;
      if (balls) await expect(dialog).toHaveAccessibleName(format(ins.titleAtFrame, { ...balls, frame }));
      await expect(dialog.locator('.inspector-settings')).toContainText(
        templatePattern(format(ins.claim.settings, { separation: t.separations.robust })),
      );
      const totals = await walk(page, dialog, t);
      expect(totals.equations).toHaveLength(6);
      await page.keyboard.press('Escape');
      await expect(inspect).toBeFocused();
    });
  });
}

test('on a phone: every stage of an inspected collision, screenshots', async ({ browser }) => {
  // reduced motion: each screenshot shows its stage, not the frame halfway through a turn
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const en = site('en').t;
  const figure = await billiard3(page, 'en');
  await playToCollision(figure, en);
  await figure.getByRole('button', { name: en.inspector.open.inspect }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const width = await dialog.evaluate((d) => d.scrollWidth - d.clientWidth);
  expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(0);
  await walk(page, dialog, en, 'phone');
  await context.close();
});
