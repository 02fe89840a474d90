// Issue 34, item 4: My set-ups never lose work. Two tabs of one browser (the playground and the
// comparison) save at once: each shows the other's save as it happens, and a reload keeps both. An
// entry this version cannot read, and a whole list in a newer format, are named as kept aside and
// survive the next save; a delete is undone from the keyboard. In every locale, by its words.
import type { Page } from '@playwright/test';
import { KEPT_PREFIX, KEY } from '@/components/setups/storage';
import { expect, test } from './fixtures';
import { format, LOCALES, plural, site, templatePattern } from './support/locales';
import { returning } from './support/returning';

/** A second tab of the same browser: the fixture holds it to its rules (goto waits for the page, a
 *  console or page error fails the test). */
const secondTab = (page: Page) => page.context().newPage();

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const m = t.embed.setups;
  const count = (n: number) => format(plural(m.count, n, locale), { count: n });

  test.describe(locale, () => {
    test('two tabs both keep their saves, live and across a reload; delete is undone', {
      tag: returning(locale),
    }, async ({ page }) => {
      const other = await secondTab(page);
      await page.goto(url('/playground/?scenario=one-axis'));
      await other.goto(url('/compare/?strategies=naive,robust'));
      const a = page.locator('section.my-setups');
      const b = other.locator('section.my-setups');
      await expect(a.getByText(m.empty)).toBeVisible();

      await a.getByLabel(m.name, { exact: true }).fill('From the playground');
      await a.getByRole('button', { name: m.save }).click();
      // the compare tab shows it without a reload (the storage event)
      await expect(b.getByRole('link', { name: 'From the playground' })).toBeVisible();
      await b.getByLabel(m.name, { exact: true }).fill('From compare');
      await b.getByRole('button', { name: m.save }).click();
      for (const mine of [a, b]) {
        await expect(mine.getByRole('listitem')).toHaveCount(2);
        await expect(mine.getByText(count(2))).toBeVisible();
      }
      await page.reload();
      await other.reload();
      for (const mine of [a, b]) {
        await expect(mine.getByRole('link', { name: 'From the playground' })).toBeVisible();
        await expect(mine.getByRole('link', { name: 'From compare' })).toBeVisible();
      }

      await a.getByRole('button', { name: format(m.removeLabel, { name: 'From compare' }) }).click();
      await expect(a.getByRole('status')).toContainText(format(m.removed, { name: 'From compare' }));
      await expect(b.getByRole('listitem')).toHaveCount(1);
      const undo = a.getByRole('button', { name: format(m.undoLabel, { name: 'From compare' }) });
      await expect(undo).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(a.getByRole('status')).toHaveText(format(m.restored, { name: 'From compare' }));
      for (const mine of [a, b]) await expect(mine.getByRole('listitem')).toHaveCount(2);
      await other.reload();
      await expect(b.getByRole('link', { name: 'From compare' })).toHaveAttribute(
        'href',
        `${url('/compare/')}?v=1&strategies=naive,robust`,
      );
    });

    test('an entry and a list this version cannot read are named, kept aside, and kept by a save', async ({
      page,
    }) => {
      await page.goto(url('/playground/'));
      const broken = { name: 'Broken', page: 'playground', query: 'seed=-1', from: 'a newer site' };
      await page.evaluate(
        ([key, entry]) => {
          const fine = { name: 'Fine', page: 'playground', query: 'v=1&seed=5' };
          const list = { format: 'billiard-physics-setups', version: 1, setups: [fine, entry] };
          localStorage.setItem(key, JSON.stringify(list));
        },
        [KEY, broken] as const,
      );
      await page.reload();
      const mine = page.locator('section.my-setups');
      const kept = mine.locator('.notice', { hasText: m.kept.title });
      await expect(kept).toContainText(format(plural(m.kept.intro, 1, locale), { count: 1 }));
      await expect(kept.getByRole('listitem')).toHaveText(
        templatePattern(format(m.problems.query, { n: 2, name: 'Broken' })),
      );
      await expect(mine.getByRole('link', { name: 'Fine' })).toBeVisible();
      await mine.getByLabel(m.name, { exact: true }).fill('Saved after');
      await mine.getByRole('button', { name: m.save }).click();
      await expect(mine.getByRole('listitem').filter({ has: page.getByRole('link') })).toHaveCount(2);
      await expect(kept).toBeVisible();
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? ''), KEY);
      expect(stored.setups).toContainEqual(broken);

      // a newer site's whole list (format 2): named, never "nothing saved", and kept by a save
      const newer = JSON.stringify({ format: 'billiard-physics-setups', version: 2, setups: [] });
      await page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, newer] as const);
      await page.reload();
      await expect(kept).toContainText(format(m.kept.list, { value: 2 }));
      await expect(mine.getByText(m.empty)).toHaveCount(0);
      await mine.getByLabel(m.name, { exact: true }).fill('Mine');
      await mine.getByRole('button', { name: m.save }).click();
      await expect(mine.getByRole('link', { name: 'Mine' })).toBeVisible();
      await page.reload();
      await expect(kept).toContainText(format(m.kept.list, { value: 2 }));
      const aside = await page.evaluate((prefix) => localStorage.getItem(`${prefix}1`), KEPT_PREFIX);
      expect(aside).toBe(newer);
    });
  });
}
