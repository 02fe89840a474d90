// Share on a lesson's figure (issue 23's gaps): the dialog gives the figure's own page
// (/embed/figure/<slug>-<n>/, which shows that figure) and the lesson at the figure's section; the
// button costs the lesson page no first-load JavaScript (budget.spec.ts) and shows on lessons only.
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { expect, test } from './fixtures';
import { expectAwake } from './support/figure';

const LESSONS = [
  { path: '/lessons/two-axes/', t: en, figure: 'Billiard3: two balls in two dimensions' },
  { path: '/zh-CN/lessons/two-axes/', t: zhCN, figure: null },
] as const;

for (const { path, t, figure: name } of LESSONS) {
  test(`a lesson figure shares its embed page and its section of the lesson (${path})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(path);
    const figure = name
      ? page.getByRole('region', { name })
      : page.locator('.prose section.widget.simulation').first();
    await figure.scrollIntoViewIfNeeded();
    const title = await figure.getAttribute('aria-label');
    await expectAwake(figure);
    await figure.getByRole('button', { name: t.embed.share.button }).click();
    const dialog = page.getByRole('dialog', { name: t.room.shareFigure });
    await expect(dialog).toBeVisible();
    // the figure behind the dialog does not hear its keys (N would jump to the next collision)
    const counter = await figure.locator('.frame-counter').textContent();
    await page.keyboard.press('n');
    await expect(figure.locator('.frame-counter')).toHaveText(counter ?? '');

    const link = new URL(await dialog.getByLabel(t.embed.share.link, { exact: true }).inputValue());
    expect(link.pathname).toBe(path);
    const anchor = decodeURIComponent(link.hash.slice(1));
    expect(anchor).not.toBe('');
    // the anchor is the heading of the figure's section: the last one with an id before it
    const before = await figure.evaluate((f, id) => {
      const headings = [...document.querySelectorAll('.prose :is(h2, h3)[id]')].filter(
        (h) => h.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      return headings.at(-1)?.id === id;
    }, anchor);
    expect(before).toBe(true);

    const code = await dialog.getByLabel(t.embed.share.embed).inputValue();
    const src = new URL(/src="([^"]+)"/.exec(code)?.[1] ?? '');
    expect(src.pathname).toMatch(/\/embed\/figure\/two-axes-\d+\/$/);
    expect(code).toContain(`title="${title}"`);
    await dialog.getByRole('button', { name: t.embed.share.close }).click();
    await page.goto(src.pathname);
    await expect(page.getByRole('region', { name: title ?? '' })).toBeVisible(); // that very figure
  });
}

test('figure Share only on lessons: not on the playground (its own Share), nor presented', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/playground/');
  await expect(page.getByRole('button', { name: en.embed.share.button })).toHaveCount(1);
  await page.goto('/lessons/two-axes/');
  const figure = page.getByRole('region', { name: LESSONS[0].figure });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.getByRole('button', { name: en.embed.share.button })).toBeVisible();
  await expectAwake(figure);
  await figure.getByRole('button', { name: 'Present (F)' }).click();
  await expect(figure.getByRole('button', { name: en.embed.share.button })).toBeHidden();
});
