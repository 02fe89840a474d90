// Lesson 6's crowd figure in real Chromium and every locale: CH5EX7 as printed runs live on its 200
// balls beside the chapter's frame, from the same start on one clock, and its count of stuck pairs
// stays near zero while the chapter's frame shows stuck pairs.
import { expect, test } from './fixtures';
import { format, LOCALES, plural, site } from './support/locales';

const count = (text: string | null) => Number.parseInt(text ?? '', 10);

for (const locale of LOCALES) {
  const { t, url, title } = site(locale);
  test(`${locale}: lesson 6 runs CH5EX7's own frame on its 200 balls beside the chapter's, with each one's stuck pairs`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(url('/lessons/many-balls/'));
    await page.waitForLoadState('networkidle'); // a click before the figure hydrates does nothing
    const figure = page.getByRole('region', {
      name: title('many-balls', "CH5EX7's 200 balls: the chapter's frame and CH5EX7's own"),
    });
    const chapter = figure.locator('[data-order="chapter"]');
    const ch5ex7 = figure.locator('[data-order="predicted"]');
    await expect(figure.locator('canvas')).toHaveCount(2);
    await expect(chapter.locator('[data-metric="stuck"]')).toHaveText('0');
    await expect(ch5ex7.locator('[data-metric="stuck"]')).toHaveText('0');

    // play past two seconds of the run, then pause
    await figure.getByRole('button', { name: t.simulation.play }).click();
    const counter = figure.locator('.frame-counter');
    await expect
      .poll(
        async () => Number.parseInt((await counter.textContent())?.replace(/\D+/g, ' ').trim() ?? '0', 10),
        {
          timeout: 90_000,
        },
      )
      .toBeGreaterThanOrEqual(150);
    await figure.getByRole('button', { name: t.simulation.pause }).click();
    const frame = Number.parseInt((await counter.textContent())?.replace(/\D+/g, ' ').trim() ?? '0', 10);
    await expect(counter).toHaveText(format(t.simulation.frame, { frame }));

    const chapterMost = count(await chapter.locator('[data-metric="stuck-most"]').textContent());
    const ch5ex7Most = count(await ch5ex7.locator('[data-metric="stuck-most"]').textContent());
    const chapterNow = count(await chapter.locator('[data-metric="stuck"]').textContent());
    const ch5ex7Now = count(await ch5ex7.locator('[data-metric="stuck"]').textContent());
    // the chapter's frame shows stuck pairs; CH5EX7's own frame stays near zero on the same start
    expect(chapterMost).toBeGreaterThanOrEqual(10);
    expect(chapterNow).toBeGreaterThanOrEqual(5);
    expect(ch5ex7Most).toBeLessThanOrEqual(3);
    expect(ch5ex7Now).toBeLessThanOrEqual(3);
    // the text alternatives say the same numbers for the same frame
    await expect(ch5ex7.locator('.visually-hidden')).toContainText(
      format(plural(t.figures.frameOrderCrowd.alt, ch5ex7Now, locale), {
        side: t.figures.frameOrder.predicted,
        frame,
        balls: 200,
        stuck: ch5ex7Now,
      }),
    );
    // both pictures are drawn
    for (const canvas of await figure.locator('canvas').all()) await expect(canvas).toBeVisible();
    await figure.screenshot({ path: `test-results/screenshots/crowd-${locale}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await figure.scrollIntoViewIfNeeded();
    await figure.screenshot({ path: `test-results/screenshots/crowd-${locale}-390.png` });
  });
}
