// Lesson 1's client figure reacts to the reader and refuses nonsense with a message, in every locale.
import { fieldErrorText } from '@/components/ui/problemText';
import { expect, test } from './fixtures';
import { format, LOCALES, site } from './support/locales';
import { screenshot } from './support/screenshot';

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  test(`${locale}: the momentum figure recomputes the total and refuses a mass of 0`, async ({ page }) => {
    await page.goto(url('/lessons/momentum/'));
    await page.waitForLoadState('networkidle'); // typed before hydration, an entry would be lost
    const figure = page.getByTestId('momentum-calculator');
    const total = figure.locator('output').first();
    await expect(total).toHaveText('2.00'); // defaults: 2·3 + 1·(−4)
    const v1 = figure.getByLabel(format(t.momentum.ofBall, { quantity: t.momentum.velocity, i: 1 }));
    await v1.fill('-6');
    await expect(total).toHaveText('0.00');
    await expect(figure.locator('[data-part="total"] [data-part="arrow"]')).toHaveCount(0); // zero momentum: no arrow to draw
    await v1.fill('4');
    await expect(total).toHaveText('10.00');
    // 10 units of momentum at 10 px each, from the middle of the 480-wide figure
    await expect(figure.locator('[data-part="total"] [data-part="arrow"] line')).toHaveAttribute('x1', '240');
    await expect(figure.locator('[data-part="total"] [data-part="arrow"] path')).toHaveAttribute(
      'd',
      /^M340,/,
    );

    const massLabel = format(t.momentum.ofBall, { quantity: t.momentum.mass, i: 0 });
    const m0 = figure.getByLabel(massLabel);
    await m0.fill('0');
    await expect(figure.getByRole('alert')).toHaveText(
      fieldErrorText(t, { kind: 'range', min: 0.1, max: 100 }, massLabel),
    );
    await expect(total).toHaveText('10.00'); // keeps the last valid state
    await m0.fill('abc');
    await expect(figure.getByRole('alert')).toHaveText(
      fieldErrorText(t, { kind: 'notANumber', value: 'abc' }, massLabel),
    );
    if (locale === 'en') await screenshot(page, 'momentum-figure-error');
    await m0.fill('1');
    await expect(figure.getByRole('alert')).toHaveCount(0);
    await expect(total).toHaveText('7.00');
  });
}
