// Issue 35, the teacher's three repros on Billiard3 in both languages: a ball edit while paused keeps the
// moment (the frame stays, every other number keeps every digit, Undo gives the frame and the value
// back), two edits at two frames stay coherent and undo one by one, What if? is there at an edit's own
// frame, and the scrubber says whether its marks count collisions or frames with a collision. An edit
// at frame 0 changes the start, and Undo reaches it too.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ballLabel } from './support/drag';
import { format, LOCALES, site } from './support/locales';

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const frameText = (frame: number) => format(t.simulation.frame, { frame });
  const figureOf = (page: Page) => page.getByRole('region', { name: t.playground.figure });
  const editsOf = (page: Page) => new URL(page.url()).searchParams.get('edits');

  /** A ball's field as the table holds it, every digit (a focused field shows the whole number). */
  async function field(figure: Locator, index: number, column: 'vx' | 'vy' | 'x'): Promise<string> {
    const input = figure.getByLabel(ballLabel(t, index, column));
    await input.focus();
    const value = await input.inputValue();
    await input.blur();
    return value;
  }

  /** Billiard3 paused at its first collision and `steps` frames on, the ball table open; that frame. */
  async function pausedAfterCollision(page: Page, steps: number): Promise<number> {
    await page.goto(url('/playground/?v=1&scenario=billiard3'));
    const figure = figureOf(page);
    const counter = figure.locator('.frame-counter');
    await figure.locator('button[data-action="next-collision"]').click();
    await expect(counter).not.toHaveText(frameText(0));
    const collision = Number((await counter.textContent())?.match(/\d+/)?.[0]);
    for (let i = 0; i < steps; i++) await figure.locator('button[data-action="step"]').click();
    await expect(counter).toHaveText(frameText(collision + steps));
    await figure.locator('details.ball-table summary').click();
    return collision + steps;
  }

  test.describe(`a run is a value (${locale})`, () => {
    test('a ball edit while paused keeps the frame and every other digit; Undo gives both back', async ({
      page,
    }) => {
      const frame = await pausedAfterCollision(page, 3);
      const figure = figureOf(page);
      const before = { ball0: await field(figure, 0, 'vx'), ball1: await field(figure, 1, 'vx') };
      expect(before.ball1.replace('\u2212', '-').length, 'a long number, every digit').toBeGreaterThan(8);
      await figure.getByLabel(ballLabel(t, 1, 'vx')).fill('2.5');
      await page.keyboard.press('Tab');
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(frame));
      await expect.poll(() => editsOf(page)).toBe(`${frame},ball1.vx~2.5`);
      expect(new URL(page.url()).search, 'no ball of the start rewritten').not.toMatch(/ball0/);
      expect(await field(figure, 0, 'vx')).toBe(before.ball0);
      await expect(figure.getByText(format(t.timeline.edits.applied, { frame }))).toBeVisible();

      const undo = figure.locator('button[data-action="undo-setup"]');
      await expect(undo).toBeEnabled();
      await undo.click();
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(frame));
      expect(await field(figure, 1, 'vx')).toBe(before.ball1);
      await expect.poll(() => editsOf(page)).toBeNull();
    });

    test('two edits at two frames are one coherent run, and undo one at a time', async ({ page }) => {
      const first = await pausedAfterCollision(page, 3);
      const figure = figureOf(page);
      await page.getByRole('slider', { name: t.lab.elasticity }).fill('0.5');
      await expect.poll(() => editsOf(page)).toBe(`${first},restitution~0.5`);
      for (let i = 0; i < 5; i++) await figure.locator('button[data-action="step"]').click();
      const second = first + 5;
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(second));
      const vx = await field(figure, 0, 'vx');
      await figure.getByLabel(ballLabel(t, 1, 'vx')).fill('2.5');
      await page.keyboard.press('Tab');
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(second));
      await expect.poll(() => editsOf(page)).toBe(`${first},restitution~0.5;${second},ball1.vx~2.5`);
      expect(await field(figure, 0, 'vx')).toBe(vx);
      await expect(figure.getByText(format(t.timeline.edits.applied, { frame: second }))).toBeVisible();

      const undo = figure.locator('button[data-action="undo-setup"]');
      await undo.click();
      await expect.poll(() => editsOf(page)).toBe(`${first},restitution~0.5`);
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(second));
      await undo.click();
      await expect.poll(() => editsOf(page)).toBeNull();
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(first));
      await expect(undo).toBeDisabled();
    });

    test('an edit before the run (frame 0) changes the start, and Undo and Redo take it back and again', async ({
      page,
    }) => {
      await page.goto(url('/playground/?v=1&scenario=billiard3'));
      const figure = figureOf(page);
      await figure.locator('details.ball-table summary').click();
      const before = await field(figure, 1, 'vx');
      await figure.getByLabel(ballLabel(t, 1, 'vx')).fill('2.5');
      await page.keyboard.press('Tab');
      // the start is in the link's own keys, as before; no change from a frame
      await expect.poll(() => new URL(page.url()).searchParams.get('ball1.vx')).toBe('2.5');
      expect(editsOf(page)).toBeNull();
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(0));

      const undo = figure.locator('button[data-action="undo-setup"]');
      await expect(undo).toHaveAccessibleName(t.timeline.edits.undoStart);
      await undo.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('ball1.vx')).toBeNull();
      expect(await field(figure, 1, 'vx')).toBe(before);
      await expect(undo).toBeDisabled();
      await page.keyboard.press('Control+Shift+Z');
      await expect.poll(() => new URL(page.url()).searchParams.get('ball1.vx')).toBe('2.5');
      expect(await field(figure, 1, 'vx')).toBe('2.5');
    });

    test('a setting changed before the run (frame 0) is undone like any edit', async ({ page }) => {
      await page.goto(url('/playground/?v=1&scenario=billiard3'));
      const figure = figureOf(page);
      const method = page.getByLabel(t.playground.method);
      await method.selectOption('projection');
      await expect.poll(() => new URL(page.url()).searchParams.get('method')).toBe('projection');
      expect(editsOf(page)).toBeNull();
      const undo = figure.locator('button[data-action="undo-setup"]');
      await undo.click();
      await expect(method).toHaveValue('rotation');
      await expect.poll(() => new URL(page.url()).searchParams.get('method')).toBeNull();
      await figure.locator('button[data-action="redo-setup"]').click();
      await expect(method).toHaveValue('projection');
    });

    test('What if? is offered at the frame of an edit, from the set-up before it', async ({ page }) => {
      const frame = await pausedAfterCollision(page, 0);
      const figure = figureOf(page);
      await page.getByRole('slider', { name: t.lab.elasticity }).fill('0.5');
      await expect.poll(() => editsOf(page)).toBe(`${frame},restitution~0.5`);
      await figure.getByRole('button', { name: t.inspector.open.inspect }).click();
      const whatIf = page.getByRole('dialog').getByRole('region', { name: t.whatIf.replay.title });
      await expect(whatIf).toBeVisible();
      // the collision of this frame ran before the edit: the replay starts from e = 1
      await whatIf.getByRole('button', { name: t.whatIf.replay.run }).click();
      await expect(
        whatIf.getByRole('region', { name: format(t.whatIf.replay.original, { setting: 'e = 1' }) }),
      ).toBeVisible();
    });
  });
}
