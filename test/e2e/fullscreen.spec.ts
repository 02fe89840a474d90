// Projecting in class: every figure in full screen at 1280×720 gives the canvas most of the screen,
// writes labels of at least 16 CSS px, keeps Space for play and pause (never for leaving), leaves on
// Esc and lists its keys on "?". Also: jumping between collisions lands on the ledger's frames and
// steps back to the very same pixels, and "Skip to the first figure" reaches a figure in two Tabs.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pixels } from './support/canvas';
import { expectAwake } from './support/figure';

const PROJECTOR = { width: 1280, height: 720 };

declare global {
  interface Window {
    /** Sizes in CSS px of the ball labels drawn since the test last emptied it, by canvas class. */
    labelPx: { canvas: string; px: number }[];
  }
}

/** Records the CSS size of every "ballN" label the page draws: the font the canvas really used,
 *  through the transform, the backing store and the CSS size of its canvas. */
async function measureLabels(page: Page) {
  await page.addInitScript(() => {
    window.labelPx = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
      if (/^ball\d+$/.test(String(text))) {
        const font = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
        const m = this.getTransform();
        const css = this.canvas.clientWidth / this.canvas.width;
        window.labelPx.push({ canvas: this.canvas.className, px: font * Math.hypot(m.a, m.b) * css });
      }
      return fillText.call(this, text, x, y, maxWidth);
    };
  });
}

const fullscreenName = (page: Page) =>
  page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null);

async function enterFullscreen(page: Page, figure: Locator, name: string) {
  await expectAwake(figure);
  await figure.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => fullscreenName(page)).toBe(name);
}

/** The smallest label drawn after `redraw`, in CSS px. */
async function smallestLabel(page: Page, canvasClass: string, redraw: () => Promise<void>) {
  await page.evaluate(() => {
    window.labelPx = [];
  });
  await redraw();
  await expect.poll(() => page.evaluate(() => window.labelPx.length)).toBeGreaterThan(0);
  const sizes = await page.evaluate(
    // a canvas may carry a module's class beside its hook class: match the hook among them
    (c) => window.labelPx.filter((l) => l.canvas.split(/\s+/).includes(c)).map((l) => l.px),
    canvasClass,
  );
  expect(sizes.length).toBeGreaterThan(0);
  return Math.min(...sizes);
}

const shareOfScreen = async (canvas: Locator) => {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas has no box');
  return (box.width * box.height) / (PROJECTOR.width * PROJECTOR.height);
};

const BILLIARD3 = 'Billiard3: two balls in two dimensions';

test('Billiard3 in full screen at 1280×720: big canvas, 16 px labels, Space plays and pauses, Esc leaves', async ({
  page,
}) => {
  await page.setViewportSize(PROJECTOR);
  await measureLabels(page);
  await page.goto('/lessons/two-axes/');
  const figure = page.getByRole('region', { name: BILLIARD3 });
  const canvas = figure.locator('canvas.simulation-canvas');
  await canvas.scrollIntoViewIfNeeded();
  await enterFullscreen(page, figure, BILLIARD3);

  await expect.poll(() => shareOfScreen(canvas)).toBeGreaterThanOrEqual(0.6);
  const step = figure.getByRole('button', { name: 'Step forward' });
  const label = await smallestLabel(page, 'simulation-canvas', () => step.click());
  expect(label).toBeGreaterThanOrEqual(16);
  // the totals sit beside the canvas, on screen
  const totals = figure.locator('.readout-table').first();
  await expect(totals).toBeInViewport();
  const [canvasBox, totalsBox] = [await canvas.boundingBox(), await totals.boundingBox()];
  expect(totalsBox?.x ?? 0).toBeGreaterThanOrEqual((canvasBox?.x ?? 0) + (canvasBox?.width ?? 0));
  // the controls are one row
  const controls = await figure.locator('.time-controls').boundingBox();
  expect(controls?.height ?? 999).toBeLessThan(64);
  await page.screenshot({ path: 'test-results/screenshots/fullscreen-billiard3-light.png' });

  // Space plays and pauses with focus on the button just clicked, and on "Leave full screen"
  await expect(step).toBeFocused();
  await page.keyboard.press('Space');
  await expect(figure.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();
  const leave = figure.getByRole('button', { name: 'Leave full screen' });
  await leave.focus();
  await page.keyboard.press('Space');
  await expect(figure.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await fullscreenName(page)).toBe(BILLIARD3);

  // "?" lists the keys, "?" or Esc closes the list (and Esc there does not leave full screen twice)
  await canvas.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: `Keys: ${BILLIARD3}` });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Forward to the next collision');
  await expect(help).toContainText('Leave full screen');
  await page.screenshot({ path: 'test-results/screenshots/fullscreen-billiard3-keys.png' });
  await page.keyboard.press('?');
  await expect(help).toBeHidden();
  await expect(canvas).toBeFocused(); // focus comes back where it was

  await page.keyboard.press('Escape');
  await expect.poll(() => fullscreenName(page)).toBeNull();
});

test('dark full screen, and lesson 5 side by side: every panel larger than before', async ({ page }) => {
  await page.setViewportSize(PROJECTOR);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/lessons/two-axes/');
  const figure = page.getByRole('region', { name: BILLIARD3 });
  await figure.scrollIntoViewIfNeeded();
  await enterFullscreen(page, figure, BILLIARD3);
  await page.keyboard.press('n');
  await page.screenshot({ path: 'test-results/screenshots/fullscreen-billiard3-dark.png' });
  await page.keyboard.press('Escape');
  await expect.poll(() => fullscreenName(page)).toBeNull();

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/lessons/without-angles/');
  const compare = page.locator('section.widget.compare').first();
  await compare.scrollIntoViewIfNeeded();
  const name = (await compare.getAttribute('aria-label')) ?? '';
  await enterFullscreen(page, compare, name);
  const canvases = compare.locator('canvas');
  const count = await canvases.count();
  expect(count).toBeGreaterThanOrEqual(2);
  let area = 0;
  for (const c of await canvases.all()) {
    const box = await c.boundingBox();
    // before: 234×170 each
    expect(box?.width ?? 0).toBeGreaterThan(234 * 1.5);
    area += (box?.width ?? 0) * (box?.height ?? 0);
  }
  expect(area / (PROJECTOR.width * PROJECTOR.height)).toBeGreaterThan(0.35);
  await expect(compare.locator('.frame-counter')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/screenshots/fullscreen-lesson5-panels.png' });
});

test('the inspector in full screen: 16 px labels and stage values', async ({ page }) => {
  await page.setViewportSize(PROJECTOR);
  await measureLabels(page);
  await page.goto('/lessons/two-axes/');
  const name = 'One oblique collision, stage by stage';
  const stepper = page.getByRole('region', { name });
  await stepper.scrollIntoViewIfNeeded();
  await enterFullscreen(page, stepper, name);
  const canvas = stepper.locator('canvas.inspector-canvas');
  await expect.poll(() => shareOfScreen(canvas)).toBeGreaterThanOrEqual(0.45);
  const label = await smallestLabel(page, 'inspector-canvas', () =>
    stepper.getByRole('button', { name: '6. Rotate back' }).click(),
  );
  expect(label).toBeGreaterThanOrEqual(16);
  const valuePx = await stepper
    .locator('.stage-values td')
    .first()
    .evaluate((td) => Number.parseFloat(getComputedStyle(td).fontSize));
  expect(valuePx).toBeGreaterThanOrEqual(16);
  await page.screenshot({ path: 'test-results/screenshots/fullscreen-stepper.png' });
});

test('next and previous collision land on the ledger frames, and back is pixel-identical', async ({
  page,
}) => {
  await page.goto('/playground/?scenario=billiard3');
  const figure = page.getByRole('region', { name: 'Playground simulation' });
  const canvas = figure.locator('canvas.simulation-canvas');
  const frame = figure.locator('.frame-counter');
  const frameNumber = async () => Number((await frame.textContent())?.replace(/\D/g, ''));
  const ledger = figure.locator('details.ledger');
  await ledger.locator('summary').click();
  const lastLedgerFrame = async () =>
    Number(await ledger.locator('tbody tr').last().locator('td').first().textContent());

  // the first collision found by playing with "pause at collisions" is the one N finds
  await figure.getByLabel('Pause at collisions').check();
  await figure.getByRole('button', { name: 'Play' }).click();
  await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 20_000 });
  const played = await frameNumber();
  expect(await lastLedgerFrame()).toBe(played);
  await figure.getByRole('button', { name: 'Reset' }).click();

  await canvas.focus();
  await page.keyboard.press('n');
  await expect(frame).toHaveText(`Frame ${played}`);
  const first = played;
  const atFirst = await pixels(canvas);
  await page.keyboard.press('N');
  await expect(frame).not.toHaveText(`Frame ${first}`);
  const second = await frameNumber();
  expect(second).toBeGreaterThan(first);
  expect(await lastLedgerFrame()).toBe(second);
  await expect(ledger.locator('tbody tr')).toHaveCount(2);

  // previous collision goes back exactly: same frame, same pixels, ledger as it was
  await figure.getByRole('button', { name: 'Previous collision' }).click();
  await expect(frame).toHaveText(`Frame ${first}`);
  expect(await pixels(canvas)).toBe(atFirst);
  await expect(ledger.locator('tbody tr')).toHaveCount(1);

  // a ledger row's frame goes back there too
  await figure.getByRole('button', { name: 'Next collision' }).click();
  await expect(frame).toHaveText(`Frame ${second}`);
  await ledger.getByRole('button', { name: `Go back to frame ${first}` }).click();
  await expect(frame).toHaveText(`Frame ${first}`);
  expect(await pixels(canvas)).toBe(atFirst);

  // no earlier collision: a message, and nothing moves
  await canvas.focus();
  await page.keyboard.press('p');
  await expect(frame).toHaveText(`Frame ${first}`);
  await expect(figure.locator('.jump-note')).toContainText('No earlier collision');
});

test('"Skip to the first figure" reaches a figure in two Tabs and an Enter', async ({ page }) => {
  await page.goto('/lessons/two-axes/');
  await page.waitForLoadState('networkidle');
  const inFigure = () =>
    page.evaluate(() => !!document.activeElement?.closest('main .widget:has(canvas), main figure.widget'));
  // without the link: Tab through the header and the table of contents
  let walked = 0;
  while (!(await inFigure()) && walked < 100) {
    await page.keyboard.press('Tab');
    walked += 1;
  }
  console.log(`Tab presses to the first figure without the skip link: ${walked}`);

  await page.goto('/lessons/two-axes/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to content');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to the first figure');
  await page.keyboard.press('Enter');
  expect(await inFigure()).toBe(true);
  expect(walked).toBeGreaterThan(2);
  // the figure's keys work at once (lesson 4's first figure is the collision stepper)
  const figure = page.locator(':focus');
  await expect(figure).toHaveAttribute('data-active-stage', 'detect');
  await page.keyboard.press('ArrowRight');
  await expect(figure).toHaveAttribute('data-active-stage', 'angle');
});

test('on a phone (390 px) the figures keep their normal layout, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/lessons/two-axes/');
    for (const [name, file] of [
      [BILLIARD3, 'billiard3'],
      ['One oblique collision, stage by stage', 'stepper'],
    ] as const) {
      const figure = page.getByRole('region', { name });
      await figure.scrollIntoViewIfNeeded();
      const box = await figure.boundingBox();
      expect(box?.width ?? 999).toBeLessThanOrEqual(390);
      await figure.screenshot({ path: `test-results/screenshots/phone-${file}-${scheme}.png` });
    }
  }
});

test('a mistake demo in full screen: both sides on the stage, one row of controls', async ({ page }) => {
  await page.setViewportSize(PROJECTOR);
  await page.goto('/lessons/spot-the-bug/');
  const demo = page.locator('section.widget.mistake-demo').first();
  await demo.scrollIntoViewIfNeeded();
  // a click that wakes a figure is replayed once it is awake, and the browser may then refuse a
  // full-screen request as no longer the reader's gesture: the figure is awake first
  await expect(page.locator('[data-wake]:has(section.widget.mistake-demo)').first()).toHaveAttribute(
    'data-wake',
    'awake',
  );
  await enterFullscreen(page, demo, (await demo.getAttribute('aria-label')) ?? '');
  for (const canvas of await demo.locator('canvas').all()) await expect(canvas).toBeInViewport();
  await expect(demo.locator('.frame-counter')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/screenshots/fullscreen-mistake-demo.png' });
});
