// Issue 21, findings 10, 11 and 12 (the parts that are not links), in real Chromium:
// keys act on the widget in use wherever focus is (a fresh page, a clicked box, a slider set with the
// mouse) and the "?" list says how; every recorded figure (the eleven mistake demos, lesson 7's pair
// moving apart, lesson 6's move-then-check) has Previous/Next collision and Inspect collision; a long
// Predict answer cannot widen a phone's page, its field opens a keyboard with a minus key; a swipe
// over a /compare canvas (nothing to drag) scrolls the page.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAwake } from './support/figure';
import { format, LOCALES, site, templatePattern, wholeTemplate } from './support/locales';

const en = site('en');
const { t } = en;

const frameOf = async (root: Locator) =>
  Number(((await root.locator('.frame-counter').first().textContent()) ?? '').replace(/\D/g, ''));

test.describe('keys, defined once', () => {
  test('on a fresh page Space and N act on the figure most in view, with focus on the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(en.url('/lessons/spot-the-bug/'));
    const demos = page.locator('section.mistake-demo');
    await expect(demos).toHaveCount(11);
    const third = demos.nth(2);
    await third.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(100); // the scroll settles
    await expectAwake(third); // a key pressed on the page before the figure woke has no figure to reach
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('n');
    await expect.poll(() => frameOf(third)).toBeGreaterThan(0);
    expect(await frameOf(demos.nth(0))).toBe(0);
    await page.keyboard.press(' ');
    await expect(third.getByRole('button', { name: t.simulation.pause })).toBeVisible();
    await page.keyboard.press(' ');
    await expect(third.getByRole('button', { name: t.simulation.play })).toBeVisible();
    expect(await frameOf(demos.nth(0))).toBe(0);
  });

  test('on a fresh page whose only figure starts below the fold, N steps it (issue 36, finding 1)', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const { url } = site(locale);
      // a projector's 1280 × 720 less the browser's bars: the set-up fills the screen
      await page.setViewportSize({ width: 1280, height: 600 });
      await page.goto(url('/playground/?v=1&scenario=one-axis&walls=0'));
      const figure = page.locator('.widget').first();
      expect((await figure.boundingBox())?.y ?? 0, 'the figure starts below the fold').toBeGreaterThan(600);
      await page.keyboard.press('n'); // the next collision
      await expect.poll(() => frameOf(figure)).toBeGreaterThan(0);
    }
  });

  test('after clicking a Show box, Space plays and the box stays as it was; Tab to it and Space ticks it', async ({
    page,
  }) => {
    await page.goto(en.url('/playground/'));
    const figure = page.getByRole('region', { name: t.playground.figure });
    const box = figure.getByRole('checkbox', { name: t.simulation.overlay.trails });
    await box.scrollIntoViewIfNeeded();
    await box.click();
    const checked = await box.isChecked();
    await page.keyboard.press(' ');
    await expect(figure.getByRole('button', { name: t.simulation.pause })).toBeVisible();
    expect(await box.isChecked()).toBe(checked);
    await page.keyboard.press(' ');
    await expect(figure.getByRole('button', { name: t.simulation.play })).toBeVisible();
    // reached with the keyboard, the box keeps Space
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press(' ');
    expect(await box.isChecked()).toBe(!checked);
    await expect(figure.getByRole('button', { name: t.simulation.play })).toBeVisible();
  });

  test('after setting e with the mouse, → moves e as any slider does, and the frame stays (issue 36, finding 10)', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const { url, t } = site(locale);
      await page.goto(url('/playground/'));
      const figure = page.getByRole('region', { name: t.playground.figure });
      const slider = page.getByRole('slider', { name: t.lab.elasticity });
      const box = await slider.boundingBox();
      if (!box) throw new Error('no slider');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const value = Number(await slider.inputValue());
      expect(value).toBeGreaterThan(0.3);
      expect(value).toBeLessThan(0.7);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(value);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => Number(await slider.inputValue())).toBe(value);
      expect(await frameOf(figure)).toBe(0);
      await page.keyboard.press(' ');
      await expect(figure.getByRole('button', { name: t.simulation.pause })).toBeVisible();
      await page.keyboard.press(' ');
    }
  });

  test('"?" opens the list of keys, which says where they act', async ({ page }) => {
    await page.goto(en.url('/playground/'));
    const figure = page.getByRole('region', { name: t.playground.figure });
    await figure.scrollIntoViewIfNeeded();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: templatePattern(`${t.keys.title}${t.site.colon}`) });
    await expect(help).toBeVisible();
    await expect(help).toContainText(t.keys.where);
    await expect(help).toContainText(t.keys.controls);
    await page.keyboard.press('?');
    await expect(help).toBeHidden();
  });
});

/** The thirteen recorded figures, by lesson and English title. */
const FIGURES: [lesson: string, english: string][] = [
  ['spot-the-bug', 'ball1.y += ball1.vx'],
  ['spot-the-bug', 'vxTotal = v1 − v0'],
  ['spot-the-bug', 'ball1.radisu'],
  ['spot-the-bug', 'Swapping the speeds, masses 2 and 1'],
  ['spot-the-bug', '… / mass1 + mass2'],
  ['spot-the-bug', 'Walls in one else-if chain'],
  ['spot-the-bug', 'Placing 200 balls'],
  ['spot-the-bug', 'absV = 0'],
  ['spot-the-bug', 'Both velocities with the same sign'],
  ['spot-the-bug', 'A pair already moving apart'],
  ['spot-the-bug', 'Splitting the overlap by the radii'],
  ['sticking', 'An overlapping pair that is already moving apart'],
  ['many-balls', "Move, then check, against CH5EX7's predicted positions"],
];

/** The demos whose broken side runs the chapter's own collision. */
const CHAPTER_OWN = new Set(['Walls in one else-if chain', 'Placing 200 balls']);

async function checkFigure(page: Page, locale: (typeof LOCALES)[number], lesson: string, english: string) {
  const { t: m, title } = site(locale);
  const name = title(lesson, english);
  const root = page.getByRole('region', { name, exact: true });
  await root.scrollIntoViewIfNeeded();
  const next = root.getByRole('button', { name: m.simulation.jump.next, exact: true });
  const previous = root.getByRole('button', { name: m.simulation.jump.previous, exact: true });
  // the fixed side of a mistake demo, the chapter's side of lesson 6's figure: always traced
  const traced = root.locator('section[data-side="fixed"], section[data-order="chapter"]');
  const inspect = traced.getByRole('button', { name: m.inspector.open.inspect });
  await expect(next, name).toBeVisible();
  await expect(previous, name).toBeVisible();
  // a side that runs a source's broken collision says why it has no Inspect; one that runs the
  // chapter's own collision (the mistake is in the walls or the start) has Inspect too
  const untraced = CHAPTER_OWN.has(english) ? 0 : 1;
  await expect(root.locator('[data-untraced]'), name).toHaveCount(untraced);
  await expect(root.getByRole('button', { name: m.inspector.open.inspect }), name).toHaveCount(2 - untraced);
  await expect(inspect, name).toHaveCount(1);
  const note = root.locator('.jump-note');
  // Next until the traced side collided in the frame on screen, or the recording ends
  let firstFrame = 0;
  for (let k = 0; k < 12; k++) {
    await next.click();
    if (!firstFrame) firstFrame = await frameOf(root);
    if (await inspect.isEnabled()) break;
    if (((await note.textContent()) ?? '') !== '') break;
  }
  if (!(await inspect.isEnabled())) {
    // one ball, no collision at all: the jump says so (up to the end of the recording, or as far as
    // it looks ahead) and stays put, nothing to inspect
    const { noneToEnd, noneAhead } = m.simulation.jump;
    const saysNone = async () => {
      const text = (await note.textContent()) ?? '';
      const forms = typeof noneAhead === 'string' ? [noneAhead] : [noneAhead.one, noneAhead.other];
      return [noneToEnd, ...forms].some((t) => wholeTemplate(t).test(text));
    };
    await expect.poll(saysNone, name).toBe(true);
    return 'none';
  }
  const frame = await frameOf(root);
  expect(frame, name).toBeGreaterThan(0);
  await inspect.click();
  const dialog = page.getByRole('dialog', { name: templatePattern(m.inspector.titleAtFrame) });
  await expect(dialog, name).toBeVisible();
  const label = (await dialog.getAttribute('aria-label')) ?? '';
  expect(
    label.endsWith(format(m.inspector.titleAtFrame, { i: 0, j: 1, frame }).split(/\d+/).at(-1) ?? ''),
  ).toBe(true);
  expect(label).toContain(String(frame));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(inspect).toBeFocused();
  // N moves on to the next collision and P comes back to this very frame; or, when no collision
  // is ahead, N says so and stays here
  await page.keyboard.press('n');
  await expect
    .poll(async () => (await frameOf(root)) > frame || ((await note.textContent()) ?? '') !== '')
    .toBe(true);
  if ((await frameOf(root)) > frame) {
    await page.keyboard.press('p');
    await expect.poll(() => frameOf(root)).toBe(frame);
  } else expect(await frameOf(root), name).toBe(frame);
  await previous.click();
  expect(await frameOf(root)).toBeLessThanOrEqual(frame);
  return 'inspected';
}

for (const locale of LOCALES) {
  test(`${locale}: every recorded figure has Previous/Next collision and Inspect collision`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { url } = site(locale);
    const seen: Record<string, string> = {};
    for (const lesson of ['spot-the-bug', 'sticking', 'many-balls']) {
      await page.goto(url(`/lessons/${lesson}/`));
      for (const [l, english] of FIGURES) {
        if (l === lesson) seen[english] = await checkFigure(page, locale, lesson, english);
      }
    }
    expect(Object.keys(seen)).toHaveLength(13);
    expect(Object.values(seen).filter((s) => s === 'inspected')).toHaveLength(12); // walls-else-if: one ball
    expect(seen['Walls in one else-if chain']).toBe('none');
  });
}

test('on a phone a mistake demo’s Inspect and its note sit below the verdict, not over it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(en.url('/lessons/spot-the-bug/'));
  const demo = page.locator('section.mistake-demo').nth(1);
  await demo.scrollIntoViewIfNeeded();
  for (const side of ['broken', 'fixed']) {
    const panel = demo.locator(`section[data-side="${side}"]`);
    const verdict = await panel.locator('[data-verdict]').boundingBox();
    const after = await panel
      .locator(side === 'fixed' ? '.inspect-collision' : '[data-untraced]')
      .boundingBox();
    if (!verdict || !after) throw new Error(`no verdict or Inspect on the ${side} side`);
    expect(after.y, side).toBeGreaterThanOrEqual(verdict.y + verdict.height);
  }
});

test.describe('smaller honesty gaps (12)', () => {
  test('a 3,003-character Predict answer keeps a 320 px page 320 px wide; the field has a minus key', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(en.url('/lessons/momentum/'));
    await page.waitForLoadState('networkidle'); // typed before hydration, the entry would be lost
    const predict = page.locator('[data-exercise="momentum-zero-total"]');
    const field = predict.getByLabel(t.exercise.prediction);
    const long = `3.${'0'.repeat(3001)}`; // a valid number, 3,003 characters
    await field.fill(long);
    await predict.getByRole('button', { name: t.exercise.check }).click();
    await expect(predict.getByRole('status')).toContainText(t.exercise.tryAgain);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    expect(((await predict.getByRole('status').textContent()) ?? '').length).toBeLessThan(200);
    await expect(field).toHaveAttribute('inputmode', 'text');
  });

  test('a swipe over a /compare canvas scrolls the page; a canvas with balls to drag keeps it', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 700 },
    });
    const page = await context.newPage();
    await page.goto(en.url('/compare/'));
    const canvas = page.locator('.compare-panel canvas').first();
    await canvas.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = await page.evaluate(() => window.scrollY);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    // a finger put down on the canvas and moved up 200 px, as the browser's input pipeline gets it
    const cdp = await context.newCDPSession(page);
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 2);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let k = 1; k <= 10; k++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - 20 * k }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
    expect(await canvas.evaluate((el) => getComputedStyle(el).touchAction)).not.toBe('none');
    // the playground's paused canvas has balls to drag: there a swipe is the drag's
    await page.goto(en.url('/playground/'));
    const editable = page.locator('canvas.simulation-canvas[data-editable]').first();
    await expect(editable).toHaveCount(1);
    expect(await editable.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
    await context.close();
  });
});
