// Keyboard-only use, bad input in every kind of field, and reduced motion.
import { expect, test } from './fixtures';

test('the playground is usable from the keyboard in a sensible order, with visible focus', async ({
  page,
}) => {
  await page.goto('/playground/');
  await expect(page.getByRole('region', { name: 'Playground simulation' })).toBeVisible();
  const order: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const label =
        el.getAttribute('aria-label') ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
        el.textContent ??
        '';
      const style = getComputedStyle(el);
      return { name: label.trim(), visible: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' };
    });
    if (!focused) continue;
    expect(focused.visible, `focus ring on ${focused.name}`).toBe(true);
    order.push(focused.name);
  }
  const at = (name: string) => order.indexOf(name);
  for (const name of [
    'Skip to content',
    'Scenario',
    'Seed',
    'Separation',
    'Playground simulation',
    'Play',
    'Step forward',
  ]) {
    expect(at(name), `${name} is reachable (order: ${order.join(' | ')})`).toBeGreaterThanOrEqual(0);
  }
  expect(at('Skip to content')).toBeLessThan(at('Scenario'));
  expect(at('Scenario')).toBeLessThan(at('Playground simulation'));
  expect(at('Playground simulation')).toBeLessThan(at('Play'));
  expect(at('Play')).toBeLessThan(at('Step forward'));
  // Space on the focused figure plays; focus never gets trapped
  await page.getByRole('img', { name: 'Playground simulation' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});

const BAD: [field: string, text: string, message: string][] = [
  ['Wall bounce', '2', 'Wall bounce must be between −1 and 0.'],
  ['Wall bounce', '', 'Wall bounce is empty: enter a number.'],
  ['Seed', '-1', 'Seed must be between 0 and 2,147,483,647.'],
  ['Seed', '2.5', 'Seed must be a whole number.'],
];

test('bad values in the set-up are refused beside the field, and the figure keeps running', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/playground/');
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  await expect(figure).toBeVisible();
  for (const [label, text, message] of BAD) {
    const input = page.getByLabel(label, { exact: true });
    await input.fill(text);
    const field = page.locator('.field', { has: input });
    await expect(field.locator('.field-error')).toContainText(message);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await figure.getByRole('button', { name: 'Step forward' }).click();
    await expect(figure.locator('.frame-counter')).toHaveText('Frame 1');
    await figure.getByRole('button', { name: 'Reset' }).click();
  }
  // -0 is a fine zero; the link does not carry a bad value
  const bounce = page.getByLabel('Wall bounce', { exact: true });
  await bounce.fill('-0');
  await expect(page.locator('.field', { has: bounce }).locator('.field-error')).toHaveCount(0);
  await expect(page).toHaveURL(/bounce=0/);
  expect(page.url()).not.toMatch(/NaN|Infinity|abc/);
  expect(consoleErrors).toEqual([]);
});

test('a crowd takes 1 to 5,000 balls and says so', async ({ page }) => {
  await page.goto('/playground/?scenario=two-hundred');
  const count = page.getByLabel('Number of balls');
  await expect(count).toHaveValue('200');
  await count.fill('99999');
  await expect(page.locator('.field', { has: count }).locator('.field-error')).toContainText(
    'Number of balls must be between 1 and 5,000.',
  );
  await count.fill('0');
  await expect(page.locator('.field', { has: count }).locator('.field-error')).toContainText(
    'Number of balls must be between 1 and 5,000.',
  );
  await count.fill('50');
  await expect(page).toHaveURL(/count=50/);
  await expect(page.getByRole('region', { name: 'Playground simulation' }).locator('canvas')).toBeVisible();
});
