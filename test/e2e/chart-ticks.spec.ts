// The momentum chart's frame axis on a phone: every tick value is whole inside the plot, the last one
// ("1000" at the start of a run) included (it was cut in half by the plot's right edge at 390 px).
import { expect, test } from './fixtures';

test('at 390 px the chart’s last frame tick lies inside the plot', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/playground/?scenario=billiard3');
  // the build's drawing of the default playground gives way to the link's once the address is read
  await expect(page.locator('main [inert]')).toHaveCount(0);
  const chart = page.getByTestId('metrics-chart');
  await chart.scrollIntoViewIfNeeded();
  const plots = chart.locator('svg.chart-plot');
  await expect(plots.first()).toBeVisible();
  for (const plot of await plots.all()) {
    const outside = await plot.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .map((text) => ({ text: text.textContent, r: text.getBoundingClientRect() }))
        .filter(({ r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5)
        .map(({ text }) => text);
    });
    expect(outside).toEqual([]);
    await expect(plot.locator('text', { hasText: /^1000$/ })).toHaveCount(1);
  }
  await chart.screenshot({ path: 'test-results/screenshots/chart-ticks-390.png' });
});
