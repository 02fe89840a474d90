// Issue 23, items 2 and 6, in real Chromium: every frame of a run stays reachable (a ledger link to a
// collision 3,000 frames back, the scrubber back to frame 0), and a set-up changed at a paused frame
// applies from there, is kept in the link, and Ctrl+Z takes it back. At 1280×720 and 390 px, light
// and dark, with screenshots.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeBuilder } from './support/axe';
import { format, site } from './support/locales';

const { t, url } = site('en');
const s = t.simulation;
const frameText = (frame: number) => format(s.frame, { frame });

interface Harness {
  billiardClocks?: Record<string, { fastForward(frames: number): void; worlds: { balls(): unknown[] }[] }>;
}
const ballsNow = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify((window as unknown as Harness).billiardClocks?.timeline?.worlds[0]?.balls()),
  );

const VIEWS = [
  { name: 'wide', width: 1280, height: 720 },
  { name: 'narrow', width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

/** The ball table as the reader sees it: every cell's text or field value (the table opened). */
const tableText = (page: Page) =>
  page.locator('.widget.simulation details.ball-table').evaluate((details) => {
    (details as HTMLDetailsElement).open = true;
    return [...details.querySelectorAll('td, th')]
      .map((cell) => cell.querySelector('input')?.value ?? cell.textContent)
      .join('|');
  });

for (const view of VIEWS) {
  for (const scheme of SCHEMES) {
    test.describe(`${view.name}, ${scheme}`, () => {
      test.use({ viewport: { width: view.width, height: view.height }, colorScheme: scheme });

      test('a ledger link to the first collision 3,000 frames back jumps there; the scrubber reaches frame 0', async ({
        page,
      }, info) => {
        await page.goto('/test/timeline/');
        await expect
          .poll(() =>
            page.evaluate(() => Object.keys((window as unknown as Harness).billiardClocks ?? {}).length),
          )
          .toBe(1);
        const figure = page.locator('.widget.simulation');
        const frame = figure.locator('.frame-counter');
        const start = await ballsNow(page);
        await page.evaluate(() => (window as unknown as Harness).billiardClocks?.timeline?.fastForward(3200));
        await expect(frame).toHaveText(frameText(3200));
        await figure.locator('details.ledger summary').click();
        // the first page of the ledger: its first row is the run's first collision
        const pageText = figure.getByTestId('ledger-page');
        await expect(pageText).toContainText(' of ');
        await figure.getByRole('button', { name: t.timeline.ledger.first }).click();
        await expect(figure.getByRole('button', { name: t.timeline.ledger.earlier })).toBeDisabled();
        await expect(pageText).toHaveText(new RegExp(`^${t.timeline.ledger.page.split(' {')[0]} 1 `));
        const first = figure.locator('details.ledger tbody button[data-frame]').first();
        const target = Number(await first.getAttribute('data-frame'));
        expect(target).toBeLessThan(200); // over 3,000 frames back
        await expect(first).toHaveAccessibleName(format(s.ledger.goTo, { frame: target }));
        await first.click();
        await expect(frame).toHaveText(frameText(target));
        await expect(figure.locator('details.ledger')).not.toContainText('too far back');
        // the scrubber: a real slider over the whole run, back to frame 0
        const scrubber = figure.getByRole('slider', { name: t.timeline.scrubber.label });
        await expect(scrubber).toHaveAttribute('max', '3200');
        await expect(scrubber).toHaveValue(String(target));
        await scrubber.focus();
        await page.keyboard.press('ArrowRight');
        await expect(frame).toHaveText(frameText(target + 1));
        await page.keyboard.press('Home');
        await expect(frame).toHaveText(frameText(0));
        expect(await ballsNow(page)).toBe(start); // every bit of every ball
        await page.keyboard.press('PageUp'); // to the first collision
        await expect(frame).toHaveText(frameText(target));
        await page.keyboard.press('End');
        await expect(frame).toHaveText(frameText(3200));
        await page.screenshot({ path: info.outputPath(`scrubber-${view.name}-${scheme}.png`) });
      });

      test('e changed at a paused frame keeps the frames before; the link reopens the same numbers; Ctrl+Z restores', async ({
        page,
        browser,
      }, info) => {
        await page.goto(url('/playground/?v=1&scenario=one-axis&walls=0'));
        const figure = page.getByRole('region', { name: t.playground.figure });
        const frame = figure.locator('.frame-counter');
        const scrubber = figure.getByRole('slider', { name: t.timeline.scrubber.label });
        const step = async (times: number) => {
          for (let i = 0; i < times; i++) await figure.locator('button[data-action="step"]').click();
        };
        const tableAt = async (n: number) => {
          await expect(frame).toHaveText(frameText(n));
          return tableText(page);
        };
        await figure.locator('button[data-action="next-collision"]').click();
        await step(1);
        const original25 = await tableAt(25);
        await scrubber.fill('10');
        const original10 = await tableAt(10);
        await scrubber.fill('20');
        await expect(frame).toHaveText(frameText(20));

        const elasticity = page.getByRole('slider', { name: t.lab.elasticity });
        await elasticity.fill('0.5');
        await expect(frame).toHaveText(frameText(20)); // the moment is kept
        await expect.poll(() => new URL(page.url()).searchParams.get('edits')).toBe('20,restitution~0.5');
        await expect(figure.getByText(format(t.timeline.edits.applied, { frame: 20 }))).toBeVisible();
        await step(5);
        const edited25 = await tableAt(25);
        expect(edited25).not.toBe(original25); // e = 0.5 from frame 20 on: another collision at 24
        await scrubber.fill('10');
        await expect.poll(() => tableText(page)).toBe(original10); // the frames before are as they were
        await page.screenshot({ path: info.outputPath(`edit-${view.name}-${scheme}.png`) });
        // the undo controls, the scrubber and the ledger's pages, open, pass axe
        for (const summary of await figure.locator('details > summary').all()) await summary.click();
        const { violations } = await axeBuilder(page).include('.widget.simulation').analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

        const other = await browser.newPage({
          viewport: { width: view.width, height: view.height },
          colorScheme: scheme,
        });
        await other.goto(page.url());
        const reopened = other.getByRole('region', { name: t.playground.figure });
        await expect(reopened.locator('.frame-counter')).toHaveText(frameText(20));
        for (let i = 0; i < 5; i++) await reopened.locator('button[data-action="step"]').click();
        await expect(reopened.locator('.frame-counter')).toHaveText(frameText(25));
        await expect.poll(() => tableText(other)).toBe(edited25);
        await other.close();

        await scrubber.fill('20');
        await figure.locator('.frame-counter').click();
        await page.keyboard.press('Control+z');
        await expect.poll(() => new URL(page.url()).searchParams.get('edits')).toBeNull();
        await expect(frame).toHaveText(frameText(20));
        await expect(elasticity).toHaveValue('1');
        await step(5);
        await expect.poll(() => tableText(page)).toBe(original25);
        await figure.getByRole('button', { name: t.timeline.edits.redo }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('edits')).toBe('20,restitution~0.5');
      });
    });
  }
}

test('the scrubber marks each collision, says how many, and frame 0 gives the starting table', async ({
  page,
}) => {
  await page.goto(url('/playground/?v=1&scenario=one-axis&walls=0'));
  // the build's default playground gives way to the link's once the address is read
  await expect(page.locator('main [inert]')).toHaveCount(0);
  const figure = page.getByRole('region', { name: t.playground.figure });
  const startTable = await tableText(page);
  await figure.locator('button[data-action="next-collision"]').click();
  await expect(figure.locator('.frame-counter')).toHaveText(frameText(24));
  for (let i = 0; i < 6; i++) await figure.locator('button[data-action="step"]').click();
  const scrubber = figure.getByRole('slider', { name: t.timeline.scrubber.label });
  await expect(scrubber).toHaveAccessibleDescription(/1 collision of the run is marked/);
  await expect(figure.locator('[data-testid="run-scrubber"] + svg path')).toHaveAttribute('d', /^M\d+ 0V10$/);
  await scrubber.fill('0');
  await expect(figure.locator('.frame-counter')).toHaveText(frameText(0));
  expect(await tableText(page)).toBe(startTable);
  await scrubber.fill('24');
  await expect(figure.locator('.frame-counter')).toHaveText(frameText(24));
});
