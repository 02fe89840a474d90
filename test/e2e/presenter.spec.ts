// Issue 23, running the class: the presenter view (canvas, play controls and large numbers on one
// screen, numbers of 24 px and up, Esc leaves, the link opens it), the inspector's stages whole in
// it, the centre-of-mass view (its mark stands still), labels clear of arrows, and the momentum
// chart's wall marks with "walls off". At 1280×720 and 1920×1080, light and dark.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { forget, labelsOverArrows, paints, recordInk } from './support/canvasInk';
import { expectAwake } from './support/figure';

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const BILLIARD3 = 'Billiard3: two balls in two dimensions';

const presenting = (page: Page) =>
  page.evaluate(() => document.querySelector('.widget[data-presenting]')?.getAttribute('aria-label') ?? null);

/** Whole inside the window, and the page does not scroll. */
async function expectOnOneScreen(page: Page, parts: Locator[]) {
  for (const part of parts) await expect(part).toBeInViewport({ ratio: 1 });
  const scroll = await page.evaluate(() => ({
    page: document.scrollingElement?.scrollTop ?? 0,
    widget: (() => {
      const w = document.querySelector('.widget[data-presenting]');
      return w ? w.scrollHeight - w.clientHeight : -1;
    })(),
  }));
  expect(scroll.widget).toBeGreaterThanOrEqual(0);
  expect(scroll.widget).toBeLessThanOrEqual(1);
}

for (const screen of SCREENS) {
  for (const scheme of SCHEMES) {
    test(`presenter view of Billiard3 at ${screen.width}×${screen.height}, ${scheme}: one screen, large numbers, Esc leaves`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/lessons/two-axes/');
      const figure = page.getByRole('region', { name: BILLIARD3 });
      await figure.scrollIntoViewIfNeeded();
      await expectAwake(figure);
      await expectAwake(figure);
      await figure.getByRole('button', { name: 'Present (F)' }).click();
      await expect.poll(() => presenting(page)).toBe(BILLIARD3);
      expect(new URL(page.url()).searchParams.get('present')).toMatch(/^\d+$/);
      await expect(page.locator('.site-header')).toBeHidden();

      await page.keyboard.press('n'); // the first collision
      const numbers = figure.getByTestId('presenter-numbers');
      await expect(numbers.locator('table')).toHaveCount(2);
      const canvas = figure.locator('canvas.simulation-canvas');
      const play = figure.getByRole('button', { name: 'Play' });
      await expectOnOneScreen(page, [
        canvas,
        play,
        figure.getByRole('button', { name: 'Step forward' }),
        numbers,
      ]);
      // before and after, ball by ball and the total, of momentum and of kinetic energy
      for (const table of await numbers.locator('table').all()) {
        await expect(table.locator('tbody tr')).toHaveCount(3);
        await expect(table.locator('thead th')).toHaveText(['before', 'after']);
      }
      const sizes = await numbers
        .locator('tbody td')
        .evaluateAll((cells) => cells.map((c) => Number.parseFloat(getComputedStyle(c).fontSize)));
      expect(sizes.length).toBe(12);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
      // and every one of them shows: neither the panel nor a table in it cuts a row or a column off
      const cut = await numbers.evaluate((panel) =>
        [panel, ...panel.querySelectorAll('table')]
          .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
          .map((e) => e.tagName),
      );
      expect(cut).toEqual([]);
      const canvasBox = await canvas.boundingBox();
      expect((canvasBox?.width ?? 0) * (canvasBox?.height ?? 0)).toBeGreaterThan(
        0.35 * screen.width * screen.height,
      );
      await page.screenshot({
        path: `test-results/screenshots/presenter-billiard3-${screen.width}-${scheme}.png`,
      });

      await page.keyboard.press('Escape');
      await expect.poll(() => presenting(page)).toBeNull();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
      expect(new URL(page.url()).searchParams.has('present')).toBe(false);
      await expect(page.locator('.site-header')).toBeVisible();
      await expect(numbers).toHaveCount(0);
    });
  }
}

test('a link opens the presenter view; F enters and Esc leaves it without full screen', async ({ page }) => {
  await page.setViewportSize(SCREENS[0]);
  await page.goto('/playground/?scenario=billiard3&present=1');
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  await expect.poll(() => presenting(page)).toBe('Playground simulation');
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull(); // a page mode
  await expectOnOneScreen(page, [
    figure.locator('canvas.simulation-canvas'),
    figure.getByRole('button', { name: 'Play' }),
    figure.getByTestId('presenter-numbers'),
  ]);
  await page.screenshot({ path: 'test-results/screenshots/presenter-playground-link.png' });
  await page.keyboard.press('Escape');
  await expect.poll(() => presenting(page)).toBeNull();
  await figure.locator('canvas.simulation-canvas').focus();
  await page.keyboard.press('f');
  await expect.poll(() => presenting(page)).toBe('Playground simulation');
  await page.keyboard.press('Escape'); // leaves full screen, and the view with it
  await expect.poll(() => presenting(page)).toBeNull();
});

test('/compare in the presenter view: every panel, its canvas and the controls on one screen', async ({
  page,
}) => {
  await page.setViewportSize(SCREENS[0]);
  await page.goto('/compare/?present=1');
  const figure = page.locator('section.widget[data-presenting]');
  await expect(figure).toHaveCount(1);
  const canvases = await figure.locator('canvas').all();
  expect(canvases.length).toBeGreaterThanOrEqual(2);
  await expectOnOneScreen(page, [...canvases, figure.getByRole('button', { name: 'Play' })]);
  await page.screenshot({ path: 'test-results/screenshots/presenter-compare.png' });
});

for (const screen of SCREENS) {
  test(`the inspector in the presenter view at ${screen.width}×${screen.height}: every stage whole, with its result`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await page.goto('/lessons/two-axes/');
    const name = 'One oblique collision, stage by stage';
    const stepper = page.getByRole('region', { name });
    await stepper.scrollIntoViewIfNeeded();
    await expectAwake(stepper);
    await stepper.getByRole('button', { name: 'Present (F)' }).click();
    await expect.poll(() => presenting(page)).toBe(name);
    const stages = stepper.locator('.stage-list button');
    const count = await stages.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let k = 0; k < count; k++) {
      await stages.nth(k).click();
      // nothing of the stage hides below the fold or beyond an edge: no part of the widget scrolls
      // (a formula's own cell may, sideways), and the column of words, equations and values holds
      // all of its content
      const hidden = await stepper.evaluate((root) => {
        const side = root.querySelector('.inspector-text')?.parentElement;
        const scrolling = [root, ...root.querySelectorAll('*')].filter(
          (e) =>
            e.clientHeight > 100 &&
            e.scrollHeight > e.clientHeight + 1 &&
            /auto|scroll/.test(getComputedStyle(e).overflowY),
        );
        const clipped =
          side && (side.scrollHeight > side.clientHeight + 1 || side.scrollWidth > side.clientWidth + 1)
            ? [side]
            : [];
        return [...scrolling, ...clipped].map((e) => `${e.tagName}.${e.className}`);
      });
      if (k === count - 1)
        await page.screenshot({ path: `test-results/screenshots/presenter-inspector-${screen.width}.png` });
      expect(hidden, `stage ${k + 1}`).toEqual([]);
      await expect(stepper.locator('.stage-values').first()).toBeInViewport({ ratio: 1 });
    }
  });
}

for (const scheme of SCHEMES) {
  test(`centre-of-mass view, ${scheme}: its mark stands still while the balls move and collide`, async ({
    page,
  }) => {
    await page.setViewportSize(SCREENS[0]);
    await page.emulateMedia({ colorScheme: scheme });
    await recordInk(page);
    await page.goto('/playground/?scenario=billiard3');
    const figure = page.getByRole('region', { name: 'Playground simulation' });
    const step = figure.getByRole('button', { name: 'Step forward' });
    const marks = async () =>
      (await paints(page, 'simulation-canvas')).flatMap((d) => d.circles.filter((c) => c.r === 7));
    // in the table's frame the centre of mass moves
    await figure.locator('input[data-overlay="centreOfMass"]').check();
    await forget(page);
    for (let k = 0; k < 5; k++) await step.click();
    const table = await marks();
    expect(table.length).toBeGreaterThan(1);
    expect(Math.max(...table.map((m) => m.x)) - Math.min(...table.map((m) => m.x))).toBeGreaterThan(1);

    await figure.locator('input[data-overlay="centreOfMassFrame"]').check();
    await expect(figure.getByTestId('centre-of-mass-note')).toBeVisible();
    // the note shows with the state; the canvas repaints in the new frame at the next frame or two
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    await forget(page);
    await page.keyboard.press('n'); // through a collision
    for (let k = 0; k < 5; k++) await step.click();
    const seen = await marks();
    expect(seen.length).toBeGreaterThan(3);
    const [first] = seen;
    for (const m of seen) {
      expect(Math.abs(m.x - (first?.x ?? 0))).toBeLessThan(0.01);
      expect(Math.abs(m.y - (first?.y ?? 0))).toBeLessThan(0.01);
    }
    await figure.locator('canvas.simulation-canvas').screenshot({
      path: `test-results/screenshots/centre-of-mass-view-${scheme}.png`,
    });
  });
}

for (const screen of SCREENS) {
  test(`no label covers an arrow at ${screen.width}×${screen.height}: Billiard3 presented, and lesson 2's figure`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await recordInk(page);
    await page.goto('/lessons/two-axes/');
    const figure = page.getByRole('region', { name: BILLIARD3 });
    await figure.scrollIntoViewIfNeeded();
    await expectAwake(figure);
    await figure.getByRole('button', { name: 'Present (F)' }).click();
    await figure.locator('input[data-overlay="momentum"]').evaluate((box: HTMLInputElement) => box.click());
    let checked = 0;
    for (let k = 0; k < 4; k++) {
      await forget(page);
      await page.keyboard.press('n');
      await page.waitForTimeout(150);
      for (const drawn of await paints(page, 'simulation-canvas')) {
        checked += drawn.labels.length;
        expect(labelsOverArrows(drawn)).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/screenshots/labels-billiard3-${screen.width}.png` });

    await page.keyboard.press('Escape');
    await page.goto('/lessons/one-axis/');
    const billiard1 = page.getByRole('region', { name: 'Billiard1: two balls on one line' });
    await billiard1.scrollIntoViewIfNeeded();
    await billiard1.locator('canvas.simulation-canvas').click();
    for (let k = 0; k < 3; k++) {
      await forget(page);
      await page.keyboard.press('n');
      await page.waitForTimeout(150);
      for (const drawn of await paints(page, 'simulation-canvas'))
        expect(labelsOverArrows(drawn)).toEqual([]);
    }
  });
}

test('the momentum chart marks a wall bounce, says why, and turns the walls off', async ({ page }) => {
  await page.setViewportSize(SCREENS[0]);
  await page.goto('/playground/?scenario=billiard3');
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  const chart = figure.getByTestId('metrics-chart');
  await expect(chart.getByTestId('wall-note')).toHaveCount(0); // no jump yet: no words about one
  await figure.getByRole('button', { name: 'Play' }).click();
  await chart.scrollIntoViewIfNeeded(); // a chart out of sight does not follow a playing clock
  await expect(chart.getByTestId('wall-note')).toBeVisible({ timeout: 30_000 });
  await figure.getByRole('button', { name: 'Pause' }).click();
  const marks = chart.locator('[data-wall-frames]');
  expect(await marks.count()).toBeGreaterThan(0);
  await expect(chart.getByTestId('wall-note')).toContainText('The walls are outside the system of balls');
  await chart.screenshot({ path: 'test-results/screenshots/chart-wall-marks.png' });
  await chart.getByRole('button', { name: 'Walls off: show conservation' }).click();
  await expect(chart.getByTestId('wall-note')).toHaveCount(0);
  await figure.getByRole('button', { name: 'Play' }).click();
  await page.waitForTimeout(1500);
  await expect(chart.locator('[data-wall-frames]')).toHaveCount(0);
});
