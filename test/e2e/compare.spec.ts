// Side by side: on /compare and in lesson 7, the same start under different separations on one
// clock, with the sticking numbers (and lesson 7's mistake demo of a pair moving apart).
import { expect, test } from './fixtures';
import { inkShare } from './support/canvas';
import { demo } from './support/mistakeDemo';
import { screenshot } from './support/screenshot';

test('both panels advance on one clock and step back together', async ({ page, consoleErrors }) => {
  await page.goto('/compare/');
  const figure = page.getByRole('region', { name: 'Side-by-side comparison' });
  const canvases = figure.locator('canvas');
  await expect(canvases).toHaveCount(2);
  const draw = () =>
    canvases.evaluateAll((cs) =>
      cs.map(
        (c) => (c as HTMLCanvasElement).toDataURL().length + (c as HTMLCanvasElement).toDataURL().slice(-64),
      ),
    );
  const start = await draw();
  await figure.getByRole('button', { name: 'Step forward' }).click();
  await expect(figure.locator('.frame-counter')).toHaveText('Frame 1');
  const after = await draw();
  expect(after[0]).not.toBe(start[0]);
  expect(after[1]).not.toBe(start[1]);
  await figure.getByRole('button', { name: 'Step back' }).click();
  expect(await draw()).toEqual(start);
  expect(consoleErrors).toEqual([]);
});

test('the naive separation sticks where the robust one does not', async ({ page, consoleErrors }) => {
  await page.goto('/compare/?scenario=twenty-large&strategies=naive,robust');
  const figure = page.getByRole('region', { name: 'Side-by-side comparison' });
  await figure.getByLabel('Speed').selectOption('2');
  await figure.getByRole('button', { name: 'Play' }).click();
  const frame = figure.locator('.frame-counter');
  await expect
    .poll(async () => Number((await frame.textContent())?.replace(/\D/g, '')), { timeout: 30_000 })
    .toBeGreaterThan(300);
  await figure.getByRole('button', { name: 'Pause' }).click();
  const stuck = figure.locator('[data-metric="stuck"]');
  const [naive, robust] = (await stuck.allTextContents()).map(Number);
  expect(naive).toBeGreaterThan(0);
  expect(robust).toBe(0);
  await screenshot(page, 'compare-naive-robust');
  // A full-page screenshot resizes the page: the canvases must still show their balls afterwards.
  for (const canvas of await figure.locator('canvas').all())
    expect(await inkShare(canvas)).toBeGreaterThan(0.05);
  expect(consoleErrors).toEqual([]);
});

test('choosing separations updates the link, and a hostile link is refused', async ({ page }) => {
  await page.goto('/compare/');
  await page.getByLabel('robust (approach check, inverse mass)').check();
  await expect(page).toHaveURL(/strategies=naive%2Coverlap%2Crobust|strategies=naive,overlap,robust/);
  await expect(page.getByRole('region', { name: 'Side-by-side comparison' }).locator('canvas')).toHaveCount(
    3,
  );
  await page.goto('/compare/?strategies=%3Cscript%3Ealert(1)%3C/script%3E,naive');
  await expect(page.locator('.notice')).toContainText('“strategies” is “<script>alert(1)');
  await expect(page.getByRole('region', { name: 'Side-by-side comparison' }).locator('canvas')).toHaveCount(
    2,
  );
});

test('lesson 7: the side-by-side panels count stuck pairs on the naive side', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/lessons/sticking/');
  const compare = page.getByRole('region', {
    name: 'Twenty large balls: the naive push against the absV fix',
  });
  await compare.scrollIntoViewIfNeeded();
  const stuck = compare.locator('[data-metric="stuck"]');
  await expect(stuck).toHaveCount(2);
  for (let i = 0; i < 12; i++) await compare.getByRole('button', { name: 'Step forward' }).click();
  await expect(compare.locator('.frame-counter')).toHaveText('Frame 12');
  expect(Number(await stuck.first().textContent())).toBeGreaterThan(0);

  const d = demo(page, 'An overlapping pair that is already moving apart');
  await d.root.scrollIntoViewIfNeeded();
  await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'waiting');
  await d.root.getByRole('button', { name: 'Step forward' }).click();
  await expect(d.frame).toHaveText('Frame 1');
  await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'bad');
  await expect(d.verdict('fixed')).toHaveAttribute('data-verdict', 'good');
  await expect(d.broken.locator('[data-metric="overlap-after"]')).toHaveText('16.0 px');
  await expect(d.fixed.locator('[data-metric="overlap-after"]')).toHaveText('0.0 px');
  expect(consoleErrors).toEqual([]);
});
