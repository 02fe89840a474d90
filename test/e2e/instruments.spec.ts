// The instruments that read a world, in real Chromium and every locale: the momenta diagram's total
// is the same before and after a collision (read from its text alternative), Δp arrows appear at a
// collision, the readout names the whole system and the pair apart with the collision angle, the
// arrow scale changes the arrows, and the chart has axis labels and a legend. English screenshots
// light and dark (the Chinese pages are photographed by languages.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pixels } from './support/canvas';
import { format, LOCALES, plural, site, templatePattern, wholeTemplate } from './support/locales';
import { screenshot } from './support/screenshot';

// ball0 (mass 2, 3 px/frame) catches ball1 (mass 1, −1 px/frame) off centre: total (5, 0).
const GLANCING = '?balls=100,100,3,0,20,2;200,115,-1,0,20,1';

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const s = t.simulation;
  const i = t.instruments;

  async function pausedAtCollision(page: Page) {
    await page.goto(url(`/playground/${GLANCING}`));
    const figure = page.getByRole('region', { name: t.playground.figure });
    await expect(figure).toBeVisible();
    await figure.getByLabel(s.pauseAtCollisions).check();
    await figure.getByRole('button', { name: s.play }).click();
    await expect(figure.getByTestId('readout-pair')).toBeVisible();
    await expect(figure.getByRole('button', { name: s.play })).toBeVisible(); // paused again
    return { figure, canvas: figure.locator('canvas.simulation-canvas') };
  }

  test.describe(locale, () => {
    test('the momenta diagram reads the same total before and after a collision of two balls', async ({
      page,
    }) => {
      const { figure } = await pausedAtCollision(page);
      const lines = await figure.getByTestId('momenta-text').locator('p').allTextContents();
      const panels = lines.map((line) => wholeTemplate(i.momenta.panel).exec(line));
      expect(panels, lines.join(' | ')).toHaveLength(2);
      const [before, after] = panels.map((m) =>
        m ? { moment: m[1], balls: m[2], total: `${m[3]}, ${m[4]}` } : null,
      );
      expect(before?.moment).toMatch(wholeTemplate(i.momenta.before));
      expect(after?.moment).toMatch(wholeTemplate(i.momenta.after));
      expect(before?.total).toBe('5.000, 0');
      expect(after?.total).toBe(before?.total);
      // …while the balls' own momenta did change
      const ball0 = templatePattern(format(i.momenta.ball, { i: 0 }));
      const [was, is] = [before, after].map((p) =>
        ball0
          .exec(p?.balls ?? '')
          ?.slice(1)
          .join(', '),
      );
      expect(was).toBeTruthy();
      expect(is).not.toBe(was);
      // the diagram's image is named by that text
      await expect(figure.getByRole('img', { name: lines[0] })).toHaveCount(1);
    });

    test('the readout keeps the whole system and the pair apart, with units and the angle', async ({
      page,
    }) => {
      const { figure } = await pausedAtCollision(page);
      await expect(figure.getByTestId('readout-system')).toContainText(
        format(plural(i.system.title, 2, locale), { count: 2 }),
      );
      await expect(figure.getByTestId('readout-system')).toContainText(i.units.momentum);
      const pair = figure.getByTestId('readout-pair');
      await expect(pair).toContainText(templatePattern(format(i.pair.title, { i: 0, j: 1 })));
      await expect(pair).toContainText(i.units.energy);
      const angle = wholeTemplate(format(i.pair.angle, { i: 0, j: 1 }));
      await expect(figure.getByTestId('collision-angle')).toHaveText(angle);
      const degrees = angle.exec((await figure.getByTestId('collision-angle').textContent()) ?? '')?.[1];
      expect(degrees).toMatch(/^\d+(\.\d+)?$/);
      if (locale === 'en') await screenshot(page, 'instruments-playground-1280-light');
    });

    test('Δp arrows appear at a collision and not before it', async ({ page }) => {
      const { figure, canvas } = await pausedAtCollision(page);
      const impulse = figure.locator('[data-overlay="impulse"]');
      const without = await pixels(canvas);
      await impulse.check();
      const withArrows = await pixels(canvas);
      expect(withArrows).not.toBe(without);
      await expect(figure.getByText(i.arrowScale.impulse)).toBeVisible();
      // at frame 0 there is no collision: the overlay draws nothing
      await figure.getByRole('button', { name: s.reset }).click();
      const atStart = await pixels(canvas);
      await impulse.uncheck();
      expect(await pixels(canvas)).toBe(atStart);
    });

    test('the arrow scale lengthens the velocity arrows and says so in words', async ({ page }) => {
      await page.goto(url(`/playground/${GLANCING}`));
      const figure = page.getByRole('region', { name: t.playground.figure });
      const canvas = figure.locator('canvas.simulation-canvas');
      const before = await pixels(canvas);
      await figure.getByTestId('arrow-scale').selectOption('40');
      expect(await pixels(canvas)).not.toBe(before);
      await expect(figure.getByText(format(i.arrowScale.velocity, { px: 40 })).first()).toBeVisible();
      await expect(figure.getByText('÷')).toHaveCount(0);
    });

    test('the chart has axis labels, tick values and a legend', async ({ page }) => {
      await page.goto(url('/lessons/many-balls/'));
      const chart = page.getByTestId('metrics-chart').first();
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.getByText(i.chart.momentum)).toBeVisible();
      await expect(chart.getByText(i.chart.energy)).toBeVisible();
      await expect(
        chart.locator('svg.chart-plot text', { hasText: wholeTemplate(i.chart.frame) }),
      ).toHaveCount(2);
      expect(await chart.locator('svg.chart-plot text').count()).toBeGreaterThan(8); // tick values
      const legend = chart.getByRole('list', { name: i.chart.legend });
      await expect(legend.getByRole('listitem')).toHaveText([i.chart.px, i.chart.py, i.chart.ke]);
      await expect(chart.getByRole('img')).toHaveAttribute(
        'aria-label',
        templatePattern(i.chart.description),
      );
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`screenshots: playground at a collision and lesson 6, ${width} px, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width < 500 ? 844 : 720 });
      await page.goto(`/playground/${GLANCING}`);
      const figure = page.getByRole('region', { name: 'Playground simulation' });
      await figure.getByLabel('Pause at collisions').check();
      await figure.getByRole('button', { name: 'Play' }).click();
      await expect(figure.getByTestId('readout-pair')).toBeVisible();
      await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible(); // paused again
      await figure.locator('[data-overlay="impulse"]').check();
      await figure.locator('details.ball-table > summary').click();
      await screenshot(page, `instruments-playground-${width}-${scheme}`);
      await page.goto('/lessons/many-balls/');
      await page.getByTestId('metrics-chart').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/instruments-chart-${width}-${scheme}.png` });
    });
  }
}
