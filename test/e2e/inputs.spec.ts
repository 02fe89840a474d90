// Inputs the physics cannot honestly show (issue 14), each with the same answer in the table, in a
// drag and in a link; phone keyboards; and the first steps /compare and /playground point to. In
// every locale: each message is the locale's wording of the same problem (components/ui/problemText).
import type { Page } from '@playwright/test';
import { fieldErrorText, physicsProblemText, startNoteText } from '@/components/ui/problemText';
import { expect, test } from './fixtures';
import { ballLabel, dragOnCanvas } from './support/drag';
import { format, LOCALES, site } from './support/locales';

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const px = t.inputs.units.px;
  const figureOf = (page: Page) => page.getByRole('region', { name: t.playground.figure });

  async function openTable(page: Page, query: string) {
    await page.goto(url(`/playground/${query}`));
    const figure = figureOf(page);
    await figure.locator('details.ball-table summary').click();
    return figure;
  }

  const tableError = (page: Page) => figureOf(page).locator('.ball-table > .field-error');
  const fieldError = (page: Page, label: string) =>
    page.locator('.field', { has: page.getByLabel(label) }).locator('.field-error');

  test.describe(locale, () => {
    test('two balls at one centre: refused in the table and in a link', async ({ page }) => {
      const figure = await openTable(page, '?scenario=one-axis');
      await figure.getByLabel(ballLabel(t, 1, 'x')).fill('50'); // ball0 sits at (50, 200), as ball1's y already is
      await expect(tableError(page)).toHaveText(
        format(t.simulation.table.invalid, {
          reason: physicsProblemText(t, { code: 'sameCentre', ball: 1, other: 0 }),
        }),
      );
      await expect(page).not.toHaveURL(/ball1/); // the last good start is kept, and shared

      await page.goto(url('/playground/?balls=100,100,0,0,20,1;100,100,0,0,20,1'));
      await expect(page.locator('.notice')).toContainText(
        physicsProblemText(t, { code: 'sameCentre', ball: 0, other: 1 }),
      );
    });

    test('a ball half outside the stage: refused in the table and in a link, a drag stops at the wall', async ({
      page,
    }) => {
      const outside = (min: number, max: number) =>
        physicsProblemText(t, { code: 'outside', ball: 0, axis: 'x', min, max, got: 0 });
      const figure = await openTable(page, '?scenario=one-axis');
      await figure.getByLabel(ballLabel(t, 0, 'radius')).fill('200'); // at x = 50
      await expect(tableError(page)).toContainText(outside(200, 350));
      const x0 = ballLabel(t, 0, 'x');
      await figure.getByLabel(x0).fill('10');
      await expect(fieldError(page, x0)).toHaveText(
        fieldErrorText(t, { kind: 'range', min: 40, max: 510 }, x0, px),
      );

      await page.goto(url('/playground/?scenario=one-axis&ball0.x=-500'));
      await expect(page.locator('.notice')).toContainText(outside(40, 510));

      // a drag past the wall leaves the ball touching it, wholly on the stage
      const table = await openTable(page, '?scenario=one-axis');
      await dragOnCanvas(table.locator('canvas.simulation-canvas'), [300, 200], [600, 200]);
      await expect(table.getByLabel(ballLabel(t, 1, 'x'))).toHaveValue('530');
    });

    test('a ball dropped wholly inside another is allowed and explained', async ({ page }) => {
      const figure = await openTable(page, '?scenario=one-axis');
      // ball1 (radius 20) into ball0 (radius 40 at 50, 200)
      await dragOnCanvas(figure.locator('canvas.simulation-canvas'), [300, 200], [60, 205]);
      await expect(figure.locator('[data-note="inside"]')).toHaveText(
        startNoteText(t, { code: 'inside', ball: 1, other: 0, more: 0 }),
      );
      await expect(page).toHaveURL(/ball1=/);
    });

    test('vx = 1e6 is allowed, with a note on tunnelling, from the table and from a link', async ({
      page,
    }) => {
      const note = startNoteText(t, { code: 'tunnelling', ball: 0, speed: 1e6, diameter: 80, more: 0 });
      const figure = await openTable(page, '?scenario=one-axis');
      await expect(figure.locator('[data-note="tunnelling"]')).toHaveCount(0);
      await figure.getByLabel(ballLabel(t, 0, 'vx')).fill('1e6');
      await expect(figure.locator('[data-note="tunnelling"]')).toHaveText(note);
      await expect(tableError(page)).toHaveCount(0);
      await page.goto(url('/playground/?scenario=one-axis&ball0.vx=1e6'));
      await expect(figureOf(page).locator('[data-note="tunnelling"]')).toHaveText(note);
    });

    test('radius 1e-7 and a predicted 1e309 get a sentence for a student', async ({ page }) => {
      const figure = await openTable(page, '?scenario=one-axis');
      const radius = ballLabel(t, 0, 'radius');
      await figure.getByLabel(radius).fill('1e-7');
      await expect(fieldError(page, radius)).toHaveText(
        fieldErrorText(t, { kind: 'range', min: 0.5, max: 200 }, radius, px),
      );
      await page.goto(url('/playground/?scenario=one-axis&ball0.radius=1e-7'));
      await expect(page.locator('.notice')).toContainText(
        physicsProblemText(t, { code: 'range', field: 'radius', min: 0.5, max: 200, got: 1e-7, ball: 0 }),
      );

      await page.goto(url('/lessons/one-axis/'));
      await page.waitForLoadState('networkidle'); // typed before hydration, the entry would be lost
      const field = page.getByRole('textbox', { name: t.exercise.prediction }).first();
      await field.scrollIntoViewIfNeeded();
      await field.fill('1e309');
      await field.press('Enter');
      await expect(page.locator('[data-exercise]', { has: field }).getByRole('alert')).toHaveText(
        fieldErrorText(t, { kind: 'tooBig', value: '1e309' }),
      );
    });

    test('number fields ask phones for a keypad, or for a keyboard with a minus sign where one is needed', async ({
      page,
    }) => {
      const figure = await openTable(page, '?scenario=one-axis');
      const bounce = page.getByLabel(t.inputs.fields.bounce, { exact: true });
      expect(await bounce.getAttribute('inputmode')).toBe('text'); // −1 to 0: iOS's decimal pad has no minus
      expect(await bounce.getAttribute('pattern')).toBeTruthy();
      expect(await figure.getByLabel(ballLabel(t, 0, 'vx')).getAttribute('inputmode')).toBe('text');
      expect(await page.getByLabel(t.inputs.fields.seed, { exact: true }).getAttribute('inputmode')).toBe(
        'numeric',
      );
      expect(await figure.getByLabel(ballLabel(t, 0, 'mass')).getAttribute('inputmode')).toBe('decimal');
      // the minus sign (typed or typographic) works where the range allows it
      await bounce.fill('\u22120.5');
      await expect(page).toHaveURL(/bounce=-0\.5/);
    });

    test('/compare explains each separation, says what red means and links to the sticking lesson', async ({
      page,
    }) => {
      const c = t.comparePage;
      await page.goto(url('/compare/'));
      const explain = page.locator('.strategy-explain');
      await expect(explain.locator('dt')).toHaveCount(4);
      await expect(explain).toContainText(c.explain.naive);
      await expect(page.getByText(format(c.red, { frames: 10 }))).toBeVisible();
      await page.getByRole('link', { name: c.lessonLink }).click();
      await expect(page).toHaveURL(new RegExp(`${url('/lessons/sticking/')}$`));
      await expect(page.locator('h1')).toHaveCount(1);

      await page.goto(url('/playground/'));
      await page.getByRole('link', { name: t.playground.lessonsLink }).click();
      await expect(page).toHaveURL(new RegExp(`${url('/lessons/momentum/')}$`));
    });
  });
}
