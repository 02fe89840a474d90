// The lab's tools that change the physics (issue 11), on /playground in every locale: the elasticity
// slider and the ledger's measured and predicted energy changes, stick, walls off, adding and removing
// balls; each round-trips through the page's link.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ballInTable, ballInTableWhilePlaying, ballLabel } from './support/drag';
import { format, LOCALES, site } from './support/locales';

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const { lab } = t;
  const s = t.simulation;
  const ballsText = (n: number) => format(lab.count, { count: n });

  const figureOf = (page: Page) => page.getByRole('region', { name: t.playground.figure });

  /** Plays with "Pause at collisions" on, so the clock stops on the frame of the first collision. */
  async function playToCollision(page: Page) {
    const figure = figureOf(page);
    await figure.getByLabel(s.pauseAtCollisions).check();
    await figure.getByRole('button', { name: s.play }).click();
    await expect(figure.getByRole('button', { name: s.play })).toBeVisible({ timeout: 20_000 });
    await figure.locator('details.ledger summary').click();
    await expect(figure.locator('details.ledger tbody tr')).not.toHaveCount(0);
  }

  /** The full values the ledger's last row keeps in its data attributes. */
  async function lastEnergyChanges(page: Page) {
    const row = figureOf(page).locator('details.ledger tbody tr').last();
    const read = async (kind: string) =>
      Number(await row.locator(`[data-energy-change="${kind}"]`).getAttribute('data-value'));
    return { measured: await read('measured'), predicted: await read('predicted') };
  }

  test.describe(locale, () => {
    test('the elasticity slider sets e, and the ledger’s measured and predicted losses agree to 1e-9', async ({
      page,
    }) => {
      await page.goto(url('/playground/?scenario=one-axis'));
      const slider = page.getByRole('slider', { name: lab.elasticity });
      await expect(slider).toHaveValue('1');
      await slider.focus();
      for (let k = 0; k < 50; k++) await page.keyboard.press('ArrowLeft'); // 1 → 0.5 in steps of 0.01
      await expect(slider).toHaveValue('0.5');
      await expect(page.locator('.slider output')).toHaveText(format(lab.elasticityValue, { e: '0.5' }));
      await expect(page).toHaveURL(/restitution=0\.5(&|$)/);

      await playToCollision(page);
      const { measured, predicted } = await lastEnergyChanges(page);
      expect(predicted).toBeLessThan(-0.1); // e = 0.5 loses energy
      expect(Math.abs(measured - predicted)).toBeLessThan(1e-9);

      // the link opens the same e
      await page.goto(page.url());
      await expect(page.getByRole('slider', { name: lab.elasticity })).toHaveValue('0.5');
    });

    test('stick: the pair moves on with one velocity, and the switch is in the link', async ({ page }) => {
      await page.goto(url('/playground/?scenario=one-axis'));
      await page.getByLabel(lab.stick).check();
      await expect(page).toHaveURL(/stick=1/);
      await page.goto(page.url()); // round trip
      await expect(page.getByLabel(lab.stick)).toBeChecked();

      await playToCollision(page);
      const { measured, predicted } = await lastEnergyChanges(page);
      expect(Math.abs(measured - predicted)).toBeLessThan(1e-9);
      const figure = figureOf(page);
      for (let k = 0; k < 5; k++) await figure.getByRole('button', { name: s.stepForward }).click();
      await figure.locator('details.ball-table summary').click();
      const [a, b] = [await ballInTable(figure, t, 0), await ballInTable(figure, t, 1)];
      expect(a.vx).toBe(b.vx);
      expect(a.vy).toBe(b.vy);
      expect(a.vx).not.toBe(0);
    });

    test('walls off: a ball leaves the stage, and the switch is in the link', async ({ page }) => {
      await page.goto(url('/playground/?scenario=one-axis'));
      await page.getByLabel(lab.walls, { exact: true }).uncheck();
      await expect(page).toHaveURL(/walls=0/);
      await page.goto(page.url());
      await expect(page.getByLabel(lab.walls, { exact: true })).not.toBeChecked();

      const figure = figureOf(page);
      await figure.locator('details.ball-table summary').click();
      await figure.getByLabel(s.speed).selectOption('2');
      await figure.getByRole('button', { name: s.play }).click();
      const outside = async () => {
        const xs = [
          (await ballInTableWhilePlaying(figure, 0)).x,
          (await ballInTableWhilePlaying(figure, 1)).x,
        ];
        return xs.some((x) => x < 0 || x > 550);
      };
      await expect.poll(outside, { timeout: 30_000 }).toBe(true);
    });

    test('add and remove balls: the count changes, and the link keeps the balls', async ({ page }) => {
      await page.goto(url('/playground/?scenario=one-axis'));
      const count = page.locator('.ball-count [data-count]');
      await expect(count).toHaveText(ballsText(2));
      await page.getByRole('button', { name: lab.add }).click();
      await expect(count).toHaveText(ballsText(3));
      await page.getByRole('button', { name: lab.add }).click();
      await expect(count).toHaveText(ballsText(4));
      await expect(page).toHaveURL(/balls=/);

      await page.goto(page.url());
      await expect(page.locator('.ball-count [data-count]')).toHaveText(ballsText(4));
      const figure = figureOf(page);
      await figure.locator('details.ball-table summary').click();
      await expect(figure.getByLabel(ballLabel(t, 3, 'x'))).toBeVisible();

      await page.getByRole('button', { name: lab.remove }).click();
      await page.getByRole('button', { name: lab.remove }).click();
      await page.getByRole('button', { name: lab.remove }).click();
      await expect(page.locator('.ball-count [data-count]')).toHaveText(ballsText(1));
      await page.getByRole('button', { name: lab.remove }).click();
      await expect(page.getByRole('alert').filter({ hasText: lab.lastBall })).toBeVisible();
      await page.goto(page.url());
      await expect(page.locator('.ball-count [data-count]')).toHaveText(ballsText(1));
    });
  });
}
