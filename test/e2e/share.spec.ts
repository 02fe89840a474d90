// Issue 24, items 3 and 5: the Share dialog (the link, the iframe code and a QR code, copied with
// feedback; a modal that keeps focus, closes on Esc and gives focus back) and My set-ups (saved across
// a reload, renamed, deleted, exported; a bad file refused with the saved ones intact), in every
// locale, at 390 px and 1280×720, light and dark. Axe on the open dialog.
import { expect, test } from './fixtures';
import { axeBuilder } from './support/axe';
import { format, LOCALES, plural, site } from './support/locales';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const s = t.embed.share;
  const m = t.embed.setups;

  test.describe(locale, () => {
    for (const size of SIZES) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`Share gives the link, the iframe code and a QR code (${size.width} px, ${scheme})`, async ({
          page,
          baseURL,
        }) => {
          await page.setViewportSize(size);
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(url('/playground/?scenario=one-axis&seed=7'));
          const share = page.getByRole('button', { name: s.button });
          await share.click();
          const dialog = page.getByRole('dialog', { name: s.title });
          await expect(dialog).toBeVisible();
          const link = `${baseURL}${url('/playground/')}?v=1&scenario=one-axis&seed=7`;
          await expect(dialog.getByLabel(s.link, { exact: true })).toHaveValue(link);
          const code = dialog.getByLabel(s.embed);
          await expect(code).toHaveValue(
            new RegExp(
              `^<iframe src="${baseURL}${url('/embed/')}\\?v=1&amp;scenario=one-axis&amp;seed=7" title="`,
            ),
          );
          const qr = dialog.getByRole('img', { name: format(s.qrAlt, { link }) });
          await expect(qr).toBeVisible();
          expect(await qr.evaluate((svg) => svg.tagName)).toBe('svg');

          await dialog.getByRole('button', { name: s.copyEmbed }).click();
          await expect(dialog.getByRole('status').filter({ hasText: s.copied })).toHaveCount(1);
          expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^<iframe src=/);
          await dialog.getByRole('button', { name: s.copyLink }).click();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
          await page.screenshot({
            path: `test-results/screenshots/share-${locale}-${size.width}-${scheme}.png`,
          });

          // focus stays in the dialog however often Tab is pressed, either way
          for (const key of ['Tab', 'Shift+Tab']) {
            for (let i = 0; i < 8; i++) {
              await page.keyboard.press(key);
              expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
            }
          }
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(share).toBeFocused();
        });
      }
    }

    test('axe: the Share dialog open, light and dark', async ({ page }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(url('/compare/'));
        await page.getByRole('button', { name: s.button }).click();
        await expect(page.getByRole('dialog').locator('svg')).toBeVisible();
        const { violations } = await axeBuilder(page).include('dialog').analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      }
    });

    test('My set-ups: saved under a name, kept across a reload, opened, renamed, deleted', async ({
      page,
    }) => {
      await page.goto(url('/playground/?scenario=one-axis'));
      const mine = page.locator('section.my-setups');
      const name = mine.getByLabel(m.name, { exact: true });
      await mine.getByRole('button', { name: m.save }).click();
      await expect(mine.getByRole('alert')).toHaveText(m.nameEmpty);
      await name.fill('x'.repeat(61));
      await name.press('Enter');
      await expect(mine.getByRole('alert')).toHaveText(format(m.nameTooLong, { max: 60, length: 61 }));
      await name.fill('Lesson 2, two balls');
      await name.press('Enter');
      await expect(mine.getByRole('status')).toHaveText(format(m.saved, { name: 'Lesson 2, two balls' }));
      await name.fill('Lesson 2, two balls');
      await name.press('Enter');
      await expect(mine.getByRole('alert')).toHaveText(format(m.nameTaken, { name: 'Lesson 2, two balls' }));

      await page.goto(url('/playground/?scenario=eight-balls&seed=5'));
      await mine.getByLabel(m.name, { exact: true }).fill('Eight balls');
      await mine.getByRole('button', { name: m.save }).click();
      await page.reload();
      await expect(mine.getByRole('listitem')).toHaveCount(2);
      await expect(mine.getByText(format(plural(m.count, 2, locale), { count: 2 }))).toBeVisible();

      await mine.getByRole('button', { name: format(m.renameLabel, { name: 'Eight balls' }) }).click();
      const rename = mine.getByLabel(format(m.newName, { name: 'Eight balls' }));
      await expect(rename).toBeFocused();
      await rename.fill('Eight balls, seed 5');
      await rename.press('Enter');
      await expect(mine.getByRole('link', { name: 'Eight balls, seed 5' })).toBeVisible();

      await mine.getByRole('link', { name: 'Lesson 2, two balls' }).click();
      await expect(page).toHaveURL(`${url('/playground/')}?v=1&scenario=one-axis`);
      await mine
        .getByRole('button', { name: format(m.removeLabel, { name: 'Lesson 2, two balls' }) })
        .click();
      await page.reload();
      await expect(mine.getByRole('listitem')).toHaveCount(1);
      await expect(mine.getByRole('link', { name: 'Eight balls, seed 5' })).toHaveAttribute(
        'href',
        `${url('/playground/')}?v=1&seed=5`,
      );
    });

    test('My set-ups: export, a refused bad file leaves the saved ones intact, a good file is added', async ({
      page,
    }) => {
      await page.goto(url('/compare/?strategies=naive,robust'));
      const mine = page.locator('section.my-setups');
      await mine.getByLabel(m.name, { exact: true }).fill('Naive against robust');
      await mine.getByRole('button', { name: m.save }).click();
      const download = page.waitForEvent('download');
      await mine.getByRole('button', { name: m.exportAll }).click();
      const file = await (await download).path();
      const exported = JSON.parse((await import('node:fs')).readFileSync(file, 'utf8'));
      expect(exported.setups).toEqual([
        { name: 'Naive against robust', page: 'compare', query: 'v=1&strategies=naive,robust' },
      ]);

      const input = mine.getByLabel(m.importFile);
      const bad = {
        ...exported,
        setups: [
          { name: 'Fine', page: 'playground', query: 'scenario=one-axis' },
          { name: 'Broken', page: 'playground', query: 'seed=-1' },
        ],
      };
      await input.setInputFiles({
        name: 'bad.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(bad)),
      });
      const alert = mine.getByRole('alert');
      await expect(alert).toContainText(format(m.refused, { file: 'bad.json' }));
      await expect(alert).toContainText('“Broken”');
      await input.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('my notes'),
      });
      await expect(alert).toContainText(m.problems.json);
      await page.reload();
      await expect(mine.getByRole('listitem')).toHaveCount(1);
      await expect(mine.getByRole('link', { name: 'Naive against robust' })).toBeVisible();

      const good = { ...exported, setups: [...exported.setups, bad.setups[0]] };
      await input.setInputFiles({
        name: 'good.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(good)),
      });
      await expect(mine.getByRole('status')).toHaveText(
        format(plural(m.imported, 1, locale), { count: 1, file: 'good.json' }),
      );
      await expect(mine.getByRole('listitem')).toHaveCount(2);
      await page.screenshot({ path: `test-results/screenshots/setups-${locale}.png`, fullPage: true });
    });
  });
}
