// Issue 23, item 2's last part, in real Chromium: a crowd passes the ledger's LEDGER_LIMIT whole rows
// and the ledger still lists every collision. Its first page shows the run's first collision (rebuilt
// by replaying its frame) with the numbers recorded live, Inspect opens it, and the CSV has every row.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { format, site } from './support/locales';

const { t } = site('en');
const s = t.simulation;

interface Row {
  frame: number;
  i: number;
  j: number;
  before: { kineticEnergy: number };
  after: { kineticEnergy: number };
}
interface Harness {
  billiardClocks?: { crowd?: { fastForward(frames: number): void; ledger(): Row[] } };
}

/** Runs the crowd `frames` further; returns the ledger's first whole row. */
const forward = (page: Page, frames: number) =>
  page.evaluate((frames) => {
    const clock = (window as unknown as Harness).billiardClocks?.crowd;
    clock?.fastForward(frames);
    return clock?.ledger()[0] as Row;
  }, frames);

for (const view of [
  { name: 'wide-light', width: 1280, height: 720, scheme: 'light' },
  { name: 'narrow-dark', width: 390, height: 844, scheme: 'dark' },
] as const)
  test(`${view.name}: a crowd past 10,000 collisions: the first page shows the first collision as recorded, Inspect opens it, the CSV has every row`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.emulateMedia({ colorScheme: view.scheme });
    await page.goto('/test/crowd-ledger/');
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as Harness).billiardClocks?.crowd)))
      .toBe(true);
    const first = await forward(page, 60); // the first collision, recorded live
    expect(first).toBeDefined();
    expect((await forward(page, 2000)).frame).toBeGreaterThan(first.frame); // no longer a whole row

    const figure = page.locator('.widget.simulation');
    const ledger = figure.locator('details.ledger');
    await ledger.locator('summary').click();
    // about ten collisions a frame: the summary counts them all
    const count = Number((await ledger.locator('summary').textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(20_000);
    await expect(ledger).not.toContainText('no longer listed');
    await figure.getByRole('button', { name: t.timeline.ledger.first }).click();
    await expect(figure.getByTestId('ledger-page')).toHaveText(
      format(t.timeline.ledger.page, { first: 1, last: 8, count }),
    );
    const row = ledger.locator('tbody tr').first();
    await expect(row.locator('button[data-frame]')).toHaveAttribute('data-frame', String(first.frame));
    await expect(row.locator('td').nth(1)).toHaveText(`${first.i}–${first.j}`);
    const measured = Number(await row.locator('[data-energy-change="measured"]').getAttribute('data-value'));
    expect(measured).toBe((first.after.kineticEnergy ?? 0) - (first.before.kineticEnergy ?? 0)); // bit for bit
    await figure.getByTestId('ledger-page').scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`first-page-${view.name}.png`) });

    await row.getByRole('button', { name: t.inspector.open.row }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      format(t.inspector.titleAtFrame, { i: first.i ?? 0, j: first.j ?? 0, frame: first.frame ?? 0 }),
    );
    await expect(dialog.locator('.stage-list button').first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`inspect-first-${view.name}.png`) });
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      figure.getByRole('button', { name: s.ledger.download }).click(),
    ]);
    const lines = (await readFile((await download.path()) as string, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]?.split(',').slice(0, 3)).toEqual([first.frame, first.i, first.j].map(String));
  });
