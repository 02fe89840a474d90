// Inputs the physics cannot honestly show (issue 14), each with the same answer in the table, in a
// drag and in a link; phone keyboards; and the first steps /compare and /playground point to.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dragOnCanvas } from './support/drag';

const figureOf = (page: Page) => page.getByRole('region', { name: 'Playground simulation' });

async function openTable(page: Page, query: string) {
  await page.goto(`/playground/${query}`);
  const figure = figureOf(page);
  await figure.locator('details.ball-table summary').click();
  return figure;
}

const tableError = (page: Page) => figureOf(page).locator('.ball-table > .field-error');

test('two balls at one centre: refused in the table and in a link', async ({ page, consoleErrors }) => {
  const figure = await openTable(page, '?scenario=one-axis');
  await figure.getByLabel('ball1 x').fill('50'); // ball0 sits at (50, 200), as ball1's y already is
  await expect(tableError(page)).toHaveText(
    'That set-up is not possible: ball1 and ball0 have the same centre, so nothing says which way to push them apart. Move one of them.',
  );
  await expect(page).not.toHaveURL(/ball1/); // the last good start is kept, and shared

  await page.goto('/playground/?balls=100,100,0,0,20,1;100,100,0,0,20,1');
  await expect(page.locator('.notice')).toContainText('ball0 and ball1 have the same centre');
  expect(consoleErrors).toEqual([]);
});

test('a ball half outside the stage: refused in the table and in a link, a drag stops at the wall', async ({
  page,
}) => {
  const figure = await openTable(page, '?scenario=one-axis');
  await figure.getByLabel('ball0 radius').fill('200'); // at x = 50
  await expect(tableError(page)).toContainText(
    'ball0 sticks out of the stage: its x must be between 200 and 350 px.',
  );
  await figure.getByLabel('ball0 x').fill('10');
  await expect(
    page.locator('.field', { has: page.getByLabel('ball0 x') }).locator('.field-error'),
  ).toHaveText('ball0 x must be between 40 and 510 px.');

  await page.goto('/playground/?scenario=one-axis&ball0.x=-500');
  await expect(page.locator('.notice')).toContainText(
    'ball0 sticks out of the stage: its x must be between 40 and 510 px.',
  );

  // a drag past the wall leaves the ball touching it, wholly on the stage
  const table = await openTable(page, '?scenario=one-axis');
  await dragOnCanvas(table.locator('canvas.simulation-canvas'), [300, 200], [600, 200]);
  await expect(table.getByLabel('ball1 x')).toHaveValue('530');
});

test('a ball dropped wholly inside another is allowed and explained', async ({ page }) => {
  const figure = await openTable(page, '?scenario=one-axis');
  // ball1 (radius 20) into ball0 (radius 40 at 50, 200)
  await dragOnCanvas(figure.locator('canvas.simulation-canvas'), [300, 200], [60, 205]);
  await expect(figure.locator('[data-note="inside"]')).toHaveText(
    'ball1 starts wholly inside ball0, more overlap than real balls can have: watch how the separation deals with it.',
  );
  await expect(page).toHaveURL(/ball1=/);
});

test('vx = 1e6 is allowed, with a note on tunnelling, from the table and from a link', async ({ page }) => {
  const figure = await openTable(page, '?scenario=one-axis');
  await expect(figure.locator('[data-note="tunnelling"]')).toHaveCount(0);
  await figure.getByLabel('ball0 vx').fill('1e6');
  await expect(figure.locator('[data-note="tunnelling"]')).toContainText(
    'ball0 moves 1,000,000 px per frame, more than its own diameter (80 px)',
  );
  await expect(tableError(page)).toHaveCount(0);
  await page.goto('/playground/?scenario=one-axis&ball0.vx=1e6');
  await expect(figureOf(page).locator('[data-note="tunnelling"]')).toContainText('tunnelling');
});

test('radius 1e-7 and a predicted 1e309 get a sentence for a student', async ({ page }) => {
  const figure = await openTable(page, '?scenario=one-axis');
  const radius = figure.getByLabel('ball0 radius');
  await radius.fill('1e-7');
  await expect(
    page.locator('.field', { has: page.getByLabel('ball0 radius') }).locator('.field-error'),
  ).toHaveText('ball0 radius must be between 0.5 and 200 px.');
  await page.goto('/playground/?scenario=one-axis&ball0.radius=1e-7');
  await expect(page.locator('.notice')).toContainText('ball0 radius must be between 0.5 and 200 px.');

  await page.goto('/lessons/one-axis/');
  await page.waitForLoadState('networkidle'); // typed before hydration, the entry would be lost
  const field = page.getByRole('textbox', { name: /Your prediction/ }).first();
  await field.scrollIntoViewIfNeeded();
  await field.fill('1e309');
  await field.press('Enter');
  await expect(page.locator('[data-exercise]', { has: field }).getByRole('alert')).toHaveText(
    'Your answer is too large to calculate with (got “1e309”).',
  );
});

test('number fields ask phones for a keypad, or for a keyboard with a minus sign where one is needed', async ({
  page,
}) => {
  const figure = await openTable(page, '?scenario=one-axis');
  const mode = (label: string) => page.getByLabel(label, { exact: true }).getAttribute('inputmode');
  expect(await mode('Wall bounce')).toBe('text'); // −1 to 0: iOS's decimal pad has no minus
  expect(await page.getByLabel('Wall bounce', { exact: true }).getAttribute('pattern')).toBeTruthy();
  expect(await figure.getByLabel('ball0 vx').getAttribute('inputmode')).toBe('text');
  expect(await mode('Seed')).toBe('numeric');
  expect(await figure.getByLabel('ball0 mass').getAttribute('inputmode')).toBe('decimal');
  // the minus sign (typed or typographic) works where the range allows it
  await page.getByLabel('Wall bounce', { exact: true }).fill('\u22120.5');
  await expect(page).toHaveURL(/bounce=-0\.5/);
});

test('/compare explains each separation, says what red means and links to the sticking lesson', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/compare/');
  const explain = page.locator('.strategy-explain');
  await expect(explain.locator('dt')).toHaveCount(4);
  await expect(explain).toContainText('Adds the new velocities to the positions once');
  await expect(page.getByText(/Red balls are stuck/)).toContainText('10 frames in a row');
  await page.getByRole('link', { name: 'lesson 7, Sticking' }).click();
  await expect(page).toHaveURL(/\/lessons\/sticking\/$/);
  await expect(page.locator('h1')).toHaveCount(1);

  await page.goto('/playground/');
  await page.getByRole('link', { name: 'start with lesson 1' }).click();
  await expect(page).toHaveURL(/\/lessons\/momentum\/$/);
  expect(consoleErrors).toEqual([]);
});
