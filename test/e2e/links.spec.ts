// Shared links in the browser: what the page shows is what Copy shares (edited balls included),
// opening that link gives the same frames, and every odd link of issue 14 gets one clear answer.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pixels } from './support/canvas';
import { ballInTable, dragOnCanvas } from './support/drag';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const figureOf = (page: Page) => page.getByRole('region', { name: 'Playground simulation' });

async function copyLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link to this set-up' }).click();
  await expect(page.locator('.copy-link [role="status"]')).toHaveText('Link copied.');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The canvas after `frames` steps forward: the frames a link must reproduce. */
async function framePixels(page: Page, frames: number): Promise<string> {
  const figure = figureOf(page);
  for (let i = 0; i < frames; i++) await figure.getByRole('button', { name: 'Step forward' }).click();
  await expect(figure.locator('.frame-counter')).toHaveText(`Frame ${frames}`);
  return pixels(figure.locator('canvas.simulation-canvas'));
}

test('table edits are in the copied link, and the link opens the same frames', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/playground/?scenario=one-axis');
  const figure = figureOf(page);
  await figure.locator('details.ball-table summary').click();
  await figure.getByLabel('ball0 mass').fill('7');
  await figure.getByLabel('ball1 vx').fill('-2');
  const link = await copyLink(page);
  expect(new URL(link).search).toBe('?v=1&scenario=one-axis&ball0.mass=7&ball1.vx=-2');
  await expect(page).toHaveURL(link); // the address bar holds the same link
  const here = await framePixels(page, 30);

  await page.goto(link);
  await figureOf(page).locator('details.ball-table summary').click();
  await expect(figureOf(page).getByLabel('ball0 mass')).toHaveValue('7');
  await expect(figureOf(page).getByLabel('ball1 vx')).toHaveValue('-2');
  expect(await framePixels(page, 30)).toBe(here);
  expect(consoleErrors).toEqual([]);
});

test('a dragged ball and a dragged arrow tip are in the link, and the table stays open', async ({ page }) => {
  await page.goto('/playground/?scenario=billiard3');
  const figure = figureOf(page);
  await figure.locator('details.ball-table summary').click();
  const canvas = figure.locator('canvas.simulation-canvas');
  const { x, y, vx, vy } = await ballInTable(figure, 1);
  // the arrow tip sits ten frames ahead of the centre, then the ball itself from its centre
  await dragOnCanvas(canvas, [x + vx * 10, y + vy * 10], [x + 30, y - 20]);
  await expect.poll(async () => (await ballInTable(figure, 1)).vx).toBeCloseTo(3, 0);
  await dragOnCanvas(canvas, [x, y], [x + 40, y + 30]);
  await expect.poll(async () => (await ballInTable(figure, 1)).x).toBeCloseTo(x + 40, 0);
  await expect(figure.locator('details.ball-table')).toHaveAttribute('open', '');

  const link = new URL(await copyLink(page));
  expect(link.searchParams.get('ball1')).toMatch(/^[\d.]+,[\d.]+,3,-2$/);
  const here = await framePixels(page, 20);
  await page.goto(link.href);
  expect(await framePixels(page, 20)).toBe(here);
});

test('a refused link is never copied as it was: Copy gives the set-up on screen', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/playground/?balls=garbage');
  await expect(page.locator('.notice')).toContainText('“balls” is “garbage”');
  await expect(page).not.toHaveURL(/garbage/);
  const link = await copyLink(page);
  expect(link).not.toContain('garbage');
  expect(new URL(link).search).toBe('');
  expect(consoleErrors).toEqual([]);
});

test('a 5,000-digit seed is echoed by its start only', async ({ page }) => {
  await page.goto(`/playground/?seed=${'9'.repeat(5000)}`);
  const notice = page.locator('.notice');
  await expect(notice).toContainText(`“seed” is “${'9'.repeat(24)}…”`);
  expect((await notice.textContent())?.length).toBeLessThan(200);
});

test('strategies: a bad name names the key that holds it; a name twice is refused', async ({ page }) => {
  await page.goto('/compare/?strategies=foo,bar');
  await expect(page.locator('.notice')).toContainText('“strategies” is “foo”');
  await expect(page.locator('.notice')).not.toContainText('separation”');

  await page.goto('/compare/?strategies=naive,naive');
  await expect(page.locator('.notice')).toContainText('“strategies” lists “naive” twice');
  // the defaults are shown, and each panel matches a ticked box
  const figure = page.getByRole('region', { name: 'Side-by-side comparison' });
  await expect(figure.locator('canvas')).toHaveCount(2);
  await expect(page.locator('.strategy-list input:checked')).toHaveCount(2);
});

test('a key given twice is refused rather than silently taking the last', async ({ page }) => {
  await page.goto('/playground/?seed=1&seed=2');
  await expect(page.locator('.notice')).toContainText('“seed” appears more than once');
  await expect(page.getByLabel('Seed')).toHaveValue('2024');
});

test('whitespace around a value is ignored everywhere, and the address bar is tidied', async ({ page }) => {
  await page.goto('/playground/?scenario=billiard3%20&seed=%207');
  await expect(page.locator('.notice')).toHaveCount(0);
  await expect(page.getByLabel('Scenario')).toHaveValue('billiard3');
  await expect(page.getByLabel('Seed')).toHaveValue('7');
  await expect(page).toHaveURL(/\?v=1&scenario=billiard3&seed=7$/);
});

test('an old link (the first format, without a version) opens the same set-up', async ({ page }) => {
  const old = new URLSearchParams({
    scenario: 'one-axis',
    separation: 'robust',
    balls: '50,200,3,0,40,2;300,200,-2,0,20,1',
  });
  await page.goto(`/playground/?${old}`);
  await expect(page.locator('.notice')).toHaveCount(0);
  await expect(page.getByLabel('Separation')).toHaveValue('robust');
  await expect(page).toHaveURL(/v=1&scenario=one-axis&separation=robust&ball0\.vx=3&ball1\.vx=-2$/);
  const here = await framePixels(page, 40);
  await page.goto(`/playground/?${old}`);
  expect(await framePixels(page, 40)).toBe(here);
  // a link from a later format is refused, not guessed
  await page.goto('/playground/?v=2&seed=3');
  await expect(page.locator('.notice')).toContainText('newer version of this site');
});
