// Keyboard-only use, bad input in every kind of field, and reduced motion, in every locale: fields,
// buttons and messages are found by the locale's words.
import { fieldErrorText } from '@/components/ui/problemText';
import { CROWD_LIMIT } from '@/physics';
import { expect, test } from './fixtures';
import { format, LOCALES, site } from './support/locales';

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const { fields } = t.inputs;
  const figureName = t.playground.figure;
  test.describe(locale, () => {
    test('the playground is usable from the keyboard in a sensible order, with visible focus', async ({
      page,
    }) => {
      await page.goto(url('/playground/'));
      await expect(page.getByRole('region', { name: figureName })).toBeVisible();
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
          return {
            name: label.trim(),
            visible: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
          };
        });
        if (!focused) continue;
        expect(focused.visible, `focus ring on ${focused.name}`).toBe(true);
        order.push(focused.name);
      }
      const at = (name: string) => order.indexOf(name);
      const [skip, scenario, play, step] = [
        t.site.skipToContent,
        t.playground.scenario,
        t.simulation.play,
        t.simulation.stepForward,
      ];
      for (const name of [
        skip,
        scenario,
        t.playground.seed,
        t.playground.separation,
        figureName,
        play,
        step,
      ]) {
        expect(at(name), `${name} is reachable (order: ${order.join(' | ')})`).toBeGreaterThanOrEqual(0);
      }
      expect(at(skip)).toBeLessThan(at(scenario));
      expect(at(scenario)).toBeLessThan(at(figureName));
      expect(at(figureName)).toBeLessThan(at(play));
      expect(at(play)).toBeLessThan(at(step));
      // Space on the focused figure plays; focus never gets trapped
      await page.getByRole('img', { name: figureName }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: t.simulation.pause })).toBeVisible();
    });

    const BAD: [field: string, text: string, message: string][] = [
      [fields.bounce, '2', fieldErrorText(t, { kind: 'range', min: -1, max: 0 }, fields.bounce)],
      [fields.bounce, '', fieldErrorText(t, { kind: 'empty' }, fields.bounce)],
      [fields.seed, '-1', fieldErrorText(t, { kind: 'range', min: 0, max: 2_147_483_647 }, fields.seed)],
      [fields.seed, '2.5', fieldErrorText(t, { kind: 'notInteger' }, fields.seed)],
    ];

    test('bad values in the set-up are refused beside the field, and the figure keeps running', async ({
      page,
    }) => {
      await page.goto(url('/playground/'));
      const figure = page.getByRole('region', { name: figureName });
      await expect(figure).toBeVisible();
      for (const [label, text, message] of BAD) {
        const input = page.getByLabel(label, { exact: true });
        await input.fill(text);
        const field = page.locator('.field', { has: input });
        await expect(field.locator('.field-error')).toContainText(message);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await figure.getByRole('button', { name: t.simulation.stepForward }).click();
        await expect(figure.locator('.frame-counter')).toHaveText(format(t.simulation.frame, { frame: 1 }));
        await figure.getByRole('button', { name: t.simulation.reset }).click();
      }
      // -0 is a fine zero; the link does not carry a bad value
      const bounce = page.getByLabel(fields.bounce, { exact: true });
      await bounce.fill('-0');
      await expect(page.locator('.field', { has: bounce }).locator('.field-error')).toHaveCount(0);
      await expect(page).toHaveURL(/bounce=0/);
      expect(page.url()).not.toMatch(/NaN|Infinity|abc/);
    });

    test('a crowd takes 1 to 10,000 balls and says so', async ({ page }) => {
      await page.goto(url('/playground/?scenario=two-hundred'));
      const count = page.getByLabel(fields.count);
      await expect(count).toHaveValue('200');
      const message = fieldErrorText(t, { kind: 'range', ...CROWD_LIMIT }, fields.count);
      await count.fill('99999');
      await expect(page.locator('.field', { has: count }).locator('.field-error')).toContainText(message);
      await count.fill('0');
      await expect(page.locator('.field', { has: count }).locator('.field-error')).toContainText(message);
      await count.fill('50');
      await expect(page).toHaveURL(/count=50/);
      await expect(page.getByRole('region', { name: figureName }).locator('canvas')).toBeVisible();
    });
  });
}
