// Issue 36, finding 11: lesson 6's crowd of CH5EX7's 200 balls runs the site's collision on its left
// side, the chapter's frame, so like every recorded figure it opens that side's collisions in the
// inspector; CH5EX7's own side says why it cannot. Both languages.
import { expect, test } from './fixtures';
import { LOCALES, site } from './support/locales';

for (const locale of LOCALES) {
  test(`${locale}: the 200-ball frame-order figure inspects the chapter's side`, async ({ page }) => {
    const { t, url, title } = site(locale);
    await page.goto(url('/lessons/many-balls/'));
    const name = title('many-balls', "CH5EX7's 200 balls: the chapter's frame and CH5EX7's own");
    const figure = page.getByRole('region', { name, exact: true });
    await figure.scrollIntoViewIfNeeded();
    const chapter = figure.locator('[data-order="chapter"]');
    const inspect = chapter.getByRole('button', { name: t.inspector.open.inspect });
    await expect(inspect).toBeVisible();
    await expect(figure.locator('[data-order="predicted"] [data-untraced]')).toHaveText(
      t.mistakes.untraced.predicted,
    );
    // forward to collisions until the chapter's side has one in the frame on screen
    const next = figure.getByRole('button', { name: t.simulation.jump.next });
    for (let k = 0; k < 20 && (await inspect.isDisabled()); k++) await next.click();
    await expect(inspect).toBeEnabled();
    await inspect.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('canvas.inspector-canvas')).toBeVisible();
    await expect(dialog.locator('.stage-list button')).toHaveCount(7);
    await expect(dialog.locator('.stage-values')).toBeVisible();
    await dialog.getByRole('button', { name: t.inspector.open.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(inspect).toBeFocused();
  });
}
