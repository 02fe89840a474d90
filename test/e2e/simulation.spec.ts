// The simulation widget in real Chromium, on /playground and in a lesson, in every locale: it draws,
// plays, pauses, steps both ways (back to the very same pixels), toggles overlays, obeys the keyboard
// and can be dragged. Controls and messages are found by the locale's words.
import type { Page } from '@playwright/test';
import { fieldErrorText } from '@/components/ui/problemText';
import { expect, test } from './fixtures';
import { inkShare, pixels } from './support/canvas';
import { ballInTable, ballLabel, dragOnCanvas } from './support/drag';
import { format, LOCALES, site, templatePattern } from './support/locales';
import { screenshot } from './support/screenshot';

for (const locale of LOCALES) {
  const { t, url, title } = site(locale);
  const s = t.simulation;
  const frameText = (frame: number) => format(s.frame, { frame });
  // screenshots of the English figure only: languages.spec.ts takes the Chinese pages
  const shot = (page: Page, name: string) => (locale === 'en' ? screenshot(page, name) : undefined);

  async function open(page: Page, query = '') {
    await page.goto(url(`/playground/${query}`));
    const figure = page.getByRole('region', { name: t.playground.figure });
    await expect(figure).toBeVisible();
    return {
      figure,
      canvas: figure.locator('canvas.simulation-canvas'),
      frame: figure.locator('.frame-counter'),
    };
  }

  test.describe(locale, () => {
    test('draws balls, plays, pauses and steps back to the exact earlier pixels', async ({ page }) => {
      const { figure, canvas, frame } = await open(page);
      await expect(frame).toHaveText(frameText(0));
      expect(await inkShare(canvas)).toBeGreaterThan(0.01);
      const start = await pixels(canvas);
      await shot(page, 'playground-start');

      await figure.getByRole('button', { name: s.play }).click();
      await expect(frame).not.toHaveText(frameText(0));
      await figure.getByRole('button', { name: s.pause }).click();
      const paused = await pixels(canvas);
      expect(paused).not.toBe(start);
      const pausedFrame = await frame.textContent();
      await page.waitForTimeout(400);
      expect(await pixels(canvas)).toBe(paused); // nothing moves while paused
      await expect(frame).toHaveText(pausedFrame ?? '');

      await figure.getByRole('button', { name: s.reset }).click();
      await expect(frame).toHaveText(frameText(0));
      expect(await pixels(canvas)).toBe(start);
      await figure.getByRole('button', { name: s.stepForward }).click();
      await expect(frame).toHaveText(frameText(1));
      expect(await pixels(canvas)).not.toBe(start);
      await figure.getByRole('button', { name: s.stepBack }).click();
      await expect(frame).toHaveText(frameText(0));
      expect(await pixels(canvas)).toBe(start);
      await expect(figure.getByRole('button', { name: s.stepBack })).toBeDisabled();
    });

    test('keyboard: Space, arrows and R act on the focused figure but never while typing', async ({
      page,
    }) => {
      const { figure, canvas, frame } = await open(page);
      await canvas.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(frame).toHaveText(frameText(2));
      await page.keyboard.press('ArrowLeft');
      await expect(frame).toHaveText(frameText(1));
      await page.keyboard.press('Space');
      await expect(figure.getByRole('button', { name: s.pause })).toBeVisible();
      await page.keyboard.press('Space');
      await expect(figure.getByRole('button', { name: s.play })).toBeVisible();
      await page.keyboard.press('r');
      await expect(frame).toHaveText(frameText(0));

      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(frame).toHaveText(frameText(2));
      await figure.locator('details.ball-table summary').click();
      const mass = figure.getByLabel(ballLabel(t, 0, 'mass'));
      await mass.focus();
      // typing in a field is never a shortcut: no step, no step back, no reset, no play
      for (const key of ['ArrowRight', 'ArrowLeft', 'r', 'Space']) {
        await page.keyboard.press(key);
        await expect(frame).toHaveText(frameText(2));
      }
      await expect(figure.getByRole('button', { name: s.play })).toBeVisible();
    });

    test('overlays switch on and off and change the drawing', async ({ page }) => {
      const { figure, canvas } = await open(page);
      const before = await pixels(canvas);
      await figure.getByLabel(s.overlay.velocity).uncheck();
      const without = await pixels(canvas);
      expect(without).not.toBe(before);
      await figure.getByLabel(s.overlay.velocity).check();
      expect(await pixels(canvas)).toBe(before);
      await figure.getByLabel(s.overlay.centreOfMass, { exact: true }).check();
      expect(await pixels(canvas)).not.toBe(before);
      await shot(page, 'playground-overlays');
    });

    test('a ball can be dragged while paused, and the table follows', async ({ page }) => {
      const { figure, canvas } = await open(page);
      await figure.locator('details.ball-table summary').click();
      const x = figure.getByLabel(ballLabel(t, 0, 'x'));
      const y = figure.getByLabel(ballLabel(t, 0, 'y'));
      const { x: bx, y: by } = await ballInTable(figure, t, 0);
      await dragOnCanvas(canvas, [bx, by], [bx + 40, by + 30]);
      await expect(x).not.toHaveValue(String(bx));
      expect(Number(await x.inputValue())).toBeCloseTo(bx + 40, 0);
      expect(Number(await y.inputValue())).toBeCloseTo(by + 30, 0);
    });

    test('bad values in the table are refused next to the field', async ({ page }) => {
      const { figure, frame } = await open(page);
      await figure.locator('details.ball-table summary').click();
      const label = ballLabel(t, 0, 'mass');
      const mass = figure.getByLabel(label);
      const range = fieldErrorText(t, { kind: 'range', min: 0.001, max: 1_000_000 }, label);
      for (const [text, message] of [
        ['0', range],
        ['', fieldErrorText(t, { kind: 'empty' }, label)],
        ['abc', fieldErrorText(t, { kind: 'notANumber', value: 'abc' }, label)],
        ['1e309', range],
      ] as const) {
        await mass.fill(text);
        await expect(figure.getByRole('alert').first()).toContainText(message);
      }
      await expect(frame).toHaveText(frameText(0));
      await figure.getByRole('button', { name: s.stepForward }).click();
      await expect(frame).toHaveText(frameText(1)); // still running on the last valid state
    });

    test('a malformed shared link shows one notice and falls back to the defaults', async ({ page }) => {
      await page.goto(url('/playground/?separation=glue&seed=3'));
      const notice = page.locator('.notice');
      await expect(notice).toHaveCount(1);
      await expect(notice).toHaveAttribute('role', 'alert');
      await expect(notice).toContainText(
        templatePattern(format(t.share.invalid, { key: 'separation', value: 'glue' })),
      );
      await expect(page.getByLabel(t.playground.separation)).toHaveValue('naive');
      await shot(page, 'playground-bad-link');
    });

    test('a valid shared link opens exactly that set-up, and edits update the address', async ({ page }) => {
      await page.goto(url('/playground/?scenario=billiard3&separation=robust&seed=7'));
      await expect(page.getByLabel(t.playground.scenario)).toHaveValue('billiard3');
      await expect(page.getByLabel(t.playground.separation)).toHaveValue('robust');
      await expect(page.getByLabel(t.playground.seed)).toHaveValue('7');
      await page.getByLabel(t.playground.method).selectOption('projection');
      await expect(page).toHaveURL(/method=projection/);
      await expect(page).toHaveURL(/scenario=billiard3/);
    });

    test('stepping into a collision announces it politely and describes the balls', async ({ page }) => {
      await page.goto(url('/playground/?scenario=one-axis'));
      const figure = page.getByRole('region', { name: t.playground.figure });
      const canvas = figure.locator('canvas.simulation-canvas');
      const live = figure.locator('.visually-hidden [aria-live="polite"]');
      const hit = templatePattern(format(s.alt.collision, { i: 0, j: 1 }));
      await canvas.focus();
      for (let i = 0; i < 200 && !hit.test((await live.textContent()) ?? ''); i++)
        await page.keyboard.press('ArrowRight');
      await expect(live).toContainText(hit);
      // paused, the text alternative lists every ball with its position and velocity
      const description = await canvas.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${description}"]`)).toContainText(
        templatePattern(format(s.alt.ball, { i: 0, mass: '2.000' })),
      );
    });

    test('full screen puts the figure alone on the screen and comes back', async ({ page }) => {
      const { figure } = await open(page);
      await figure.getByRole('button', { name: s.fullscreen }).click();
      await expect
        .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label')))
        .toBe(t.playground.figure);
      const leave = figure.getByRole('button', { name: s.exitFullscreen });
      await expect(leave).toHaveAttribute('aria-pressed', 'true');
      await leave.click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
      await expect(figure.getByRole('button', { name: s.fullscreen })).toBeVisible();
    });

    test('dragging the tip of a velocity arrow sets that velocity', async ({ page }) => {
      const { figure, canvas } = await open(page, '?scenario=billiard3');
      await figure.locator('details.ball-table summary').click();
      const { x, y, vx, vy } = await ballInTable(figure, t, 1);
      // the tip sits VELOCITY_FRAMES (10) frames ahead of the centre
      await dragOnCanvas(canvas, [x + vx * 10, y + vy * 10], [x + 30, y - 20]);
      await expect.poll(async () => (await ballInTable(figure, t, 1)).vx).toBeCloseTo(3, 0);
      expect((await ballInTable(figure, t, 1)).vy).toBeCloseTo(-2, 0);
    });

    test('lesson 6: the eight balls move, and step back to the same pixels', async ({ page }) => {
      await page.goto(url('/lessons/many-balls/'));
      const figure = page.getByRole('region', { name: title('many-balls', 'MultiBilliard: eight balls') });
      const canvas = figure.locator('canvas.simulation-canvas');
      await canvas.scrollIntoViewIfNeeded();
      // the figure sizes its canvas to the column as it wakes (800×450 became 737×415 under CI's
      // load after the first read): the start is what two reads in a row agree on
      let start = '';
      await expect
        .poll(async () => {
          const before = start;
          start = await pixels(canvas);
          return start === before;
        })
        .toBe(true);
      await figure.getByRole('button', { name: s.stepForward }).click();
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(1));
      await expect.poll(() => pixels(canvas)).not.toBe(start);
      await figure.getByRole('button', { name: s.stepBack }).click();
      await expect.poll(() => pixels(canvas)).toBe(start);
    });
  });
}
