// Issue 36, finding 2: the inspector opened from the presenter view shows each stage whole on the
// projector (1280×720 and 1920×1080): its drawing, equations, values and stage buttons on one screen,
// the dialog never scrolling, for every stage up to the totals; both languages, light and dark, with
// a screenshot of every stage in test-results/screenshots/.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES, site } from './support/locales';

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** How far the dialog, and anything inside it, would scroll: nothing should. */
const overflow = (dialog: Locator) =>
  dialog.evaluate((d) => {
    const scrolls = [...d.querySelectorAll('*')]
      .filter((e) => e.scrollHeight > e.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(e).overflowY))
      .map((e) => `${e.tagName}.${e.className}`);
    return { dialog: d.scrollHeight - d.clientHeight, scrolls };
  });

/** Elements whose text runs out of their box, sideways (a label cut, a number overflowing). */
const textOverflow = (dialog: Locator) =>
  dialog.evaluate((d) =>
    [...d.querySelectorAll('button, th, td, caption, p, label, strong')]
      .filter((e) => e.getClientRects().length > 0 && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.tagName}: ${e.textContent?.slice(0, 40)}`),
  );

/** Controls whose middle is covered by something else (a button drawn over another). */
const covered = (dialog: Locator) =>
  dialog.evaluate((d) =>
    [...d.querySelectorAll('button, input, select')]
      .filter((e) => e.getClientRects().length > 0)
      .filter((e) => {
        const r = e.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !top || !(e === top || e.contains(top) || e.closest('label')?.contains(top));
      })
      .map((e) => `${e.tagName}: ${e.textContent?.trim().slice(0, 30) || e.getAttribute('aria-label')}`),
  );

const presenting = (page: Page) =>
  page.evaluate(() => document.querySelector('.widget[data-presenting]')?.getAttribute('aria-label') ?? null);

for (const locale of LOCALES) {
  for (const screen of SCREENS) {
    test(`${locale}: the presenter's inspector at ${screen.width}×${screen.height} shows every stage whole`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { t, url } = site(locale);
      await page.setViewportSize(screen);
      await page.goto(`${url('/playground/')}?v=1&scenario=billiard3&present=1`);
      await expect.poll(() => presenting(page)).not.toBeNull();
      await page.keyboard.press('n'); // the first collision
      const figure = page.locator('.widget[data-presenting]');
      await figure.getByRole('button', { name: t.inspector.open.inspect }).click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog.locator('canvas.inspector-canvas')).toBeVisible();
      const stages = dialog.locator('.stage-list button');
      const count = await stages.count();
      expect(count).toBeGreaterThanOrEqual(7); // the six of the physics and the totals
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        for (let k = 0; k < count; k++) {
          await stages.nth(k).click();
          await expect(stages.nth(k)).toHaveAttribute('aria-current', 'step');
          const where = `stage ${k + 1}, ${scheme}`;
          const seen = await overflow(dialog);
          expect(seen.dialog, `${where}: the dialog scrolls`).toBeLessThanOrEqual(1);
          expect(seen.scrolls, `${where}: a part scrolls`).toEqual([]);
          expect(await textOverflow(dialog), `${where}: text out of its box`).toEqual([]);
          expect(await covered(dialog), `${where}: a control drawn over another`).toEqual([]);
          const parts = [
            dialog.locator('canvas.inspector-canvas'),
            dialog.locator('.stage-values'),
            dialog.getByRole('button', { name: t.inspector.previous }),
            dialog.getByRole('button', { name: t.inspector.next }),
            stages.first(),
            stages.last(),
            dialog.getByRole('button', { name: t.whatIf.replay.showReplay, exact: true }),
          ];
          if (await dialog.locator('.stage-equations').count())
            parts.push(dialog.locator('.stage-equations'));
          for (const part of parts) await expect(part, where).toBeInViewport({ ratio: 1 });
          // read from the back of the room: the values at 20 px and more on the smaller screen
          const px = await dialog
            .locator('.stage-values td')
            .first()
            .evaluate((td) => Number.parseFloat(getComputedStyle(td).fontSize));
          expect(px, where).toBeGreaterThanOrEqual(20);
          await page.screenshot({
            path: `test-results/screenshots/presenter-inspector-${locale}-${screen.width}-${scheme}-stage${k + 1}.png`,
          });
        }
      }
    });
  }
}
