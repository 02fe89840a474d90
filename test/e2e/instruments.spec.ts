// The instruments that read a world, in real Chromium: the momenta diagram's total is the same
// before and after a collision (read from its text alternative), Δp arrows appear at a collision,
// the readout names the whole system and the pair apart with the collision angle, the arrow scale
// changes the arrows, and the chart has axis labels and a legend. Screenshots light and dark.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pixels } from './support/canvas';
import { screenshot } from './support/screenshot';

// ball0 (mass 2, 3 px/frame) catches ball1 (mass 1, −1 px/frame) off centre: total (5, 0).
const GLANCING = '?balls=100,100,3,0,20,2;200,115,-1,0,20,1';

async function pausedAtCollision(page: Page) {
  await page.goto(`/playground/${GLANCING}`);
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  await expect(figure).toBeVisible();
  await figure.getByLabel('Pause at collisions').check();
  await figure.getByRole('button', { name: 'Play' }).click();
  await expect(figure.getByTestId('readout-pair')).toBeVisible();
  await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible(); // paused again
  return { figure, canvas: figure.locator('canvas.simulation-canvas') };
}

const totals = (text: string) => [...text.matchAll(/total \(([^)]*)\)/g)].map((m) => m[1]);

test('the momenta diagram reads the same total before and after a collision of two balls', async ({
  page,
  consoleErrors,
}) => {
  const { figure } = await pausedAtCollision(page);
  const text = (await figure.getByTestId('momenta-text').textContent()) ?? '';
  expect(text).toMatch(/^before frame \d+: ball0 .*after frame \d+: /);
  const [before, after] = totals(text);
  expect(before).toBe('5.000, 0');
  expect(after).toBe(before);
  // …while the balls' own momenta did change
  const balls = [...text.matchAll(/ball0 \(([^)]*)\)/g)].map((m) => m[1]);
  expect(balls).toHaveLength(2);
  expect(balls[0]).not.toBe(balls[1]);
  // the diagram's image is named by that text
  const image = figure.getByRole('img', { name: /total \(5\.000, 0\)/ });
  await expect(image).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('the readout keeps the whole system and the pair apart, with units and the angle', async ({ page }) => {
  const { figure } = await pausedAtCollision(page);
  await expect(figure.getByTestId('readout-system')).toContainText('Whole system now: all 2 balls');
  await expect(figure.getByTestId('readout-system')).toContainText('mu·px/frame');
  const pair = figure.getByTestId('readout-pair');
  await expect(pair).toContainText(/ball0 and ball1 only/);
  await expect(pair).toContainText('mu·px²/frame²');
  await expect(figure.getByTestId('collision-angle')).toHaveText(/^\d+(\.\d+)?° from the x axis/);
  await screenshot(page, 'instruments-playground-1280-light');
});

test('Δp arrows appear at a collision and not before it', async ({ page }) => {
  const { figure, canvas } = await pausedAtCollision(page);
  const impulse = figure.locator('[data-overlay="impulse"]');
  const without = await pixels(canvas);
  await impulse.check();
  const withArrows = await pixels(canvas);
  expect(withArrows).not.toBe(without);
  await expect(figure.getByText(/equal and opposite/)).toBeVisible();
  // at frame 0 there is no collision: the overlay draws nothing
  await figure.getByRole('button', { name: 'Reset' }).click();
  const atStart = await pixels(canvas);
  await impulse.uncheck();
  expect(await pixels(canvas)).toBe(atStart);
});

test('the arrow scale lengthens the velocity arrows and says so in words', async ({ page }) => {
  await page.goto(`/playground/${GLANCING}`);
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  const canvas = figure.locator('canvas.simulation-canvas');
  const before = await pixels(canvas);
  await figure.getByTestId('arrow-scale').selectOption('40');
  expect(await pixels(canvas)).not.toBe(before);
  await expect(figure.getByText(/drawn 40 px long/).first()).toBeVisible();
  await expect(figure.getByText('÷')).toHaveCount(0);
});

test('the chart has axis labels, tick values and a legend', async ({ page, consoleErrors }) => {
  await page.goto('/lessons/many-balls/');
  const chart = page.getByTestId('metrics-chart').first();
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByText('total momentum (mu·px/frame)')).toBeVisible();
  await expect(chart.getByText('total kinetic energy (mu·px²/frame²)')).toBeVisible();
  await expect(chart.locator('svg.chart-plot text', { hasText: /^frame$/ })).toHaveCount(2);
  expect(await chart.locator('svg.chart-plot text').count()).toBeGreaterThan(8); // tick values
  const legend = chart.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveText(['momentum x', 'momentum y', 'kinetic energy']);
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /Momentum x from .* mu·px\/frame/);
  expect(consoleErrors).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`screenshots: playground at a collision and lesson 6, ${width} px, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width < 500 ? 844 : 720 });
      const { figure } = await pausedAtCollision(page);
      await figure.locator('[data-overlay="impulse"]').check();
      await figure.locator('details.ball-table > summary').click();
      await screenshot(page, `instruments-playground-${width}-${scheme}`);
      await page.goto('/lessons/many-balls/');
      await page.getByTestId('metrics-chart').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/instruments-chart-${width}-${scheme}.png` });
    });
  }
}
