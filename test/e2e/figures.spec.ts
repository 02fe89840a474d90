// The figures of the last source systems in real Chromium and every locale: CH5EX7's predicted
// positions against the chapter's frame (lesson 6), source 004's Separate button (lesson 7) and its
// restart (lesson 6), and the layout of lesson 5's and lesson 9's side-by-side figures at 1280 px and
// on a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare } from './support/canvas';
import { format, LOCALES, site, templatePattern } from './support/locales';
import { stated } from './support/proseOnPage';
import { returning } from './support/returning';

/** Runs `frames` frames of the harness's bounce clock at once (0: none) and returns its frame. */
const fastForward = (page: Page, frames: number) =>
  page.evaluate((n) => {
    const clocks = (
      window as unknown as {
        billiardClocks?: Record<string, { frame: number; fastForward(f: number): void }>;
      }
    ).billiardClocks;
    const clock = clocks?.bounce;
    if (!clock) return -1;
    if (n > 0) clock.fastForward(n);
    return clock.frame;
  }, frames);

const number = (text: string | null) => Number.parseFloat((text ?? '').replace('\u2212', '-'));

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  test.describe(locale, () => {
    test('lesson 6: CH5EX7 finds the glancing pair in the same frame, and only the chapter’s frame keeps it locked', {
      tag: returning(locale),
    }, async ({ page }) => {
      await page.goto(url('/lessons/many-balls/'));
      await page.waitForLoadState('networkidle'); // a click before the figure hydrates does nothing
      const figure = page.locator('section.frame-order');
      const chapter = figure.locator('[data-order="chapter"]');
      const predicted = figure.locator('[data-order="predicted"]');
      await expect(figure.locator('canvas')).toHaveCount(2);
      const firstAt13 = templatePattern(format(t.figures.frameOrder.firstAt, { frame: 13 }));
      const step = figure.getByRole('button', { name: t.simulation.stepForward });
      for (let f = 1; f <= 40; f++) {
        await step.click();
        await expect(figure.locator('.frame-counter')).toHaveText(format(t.simulation.frame, { frame: f }));
      }
      // both find the pair in frame 13, as the lesson says
      await expect(chapter.locator('[data-metric="collisions"]')).toContainText(firstAt13);
      await expect(predicted.locator('[data-metric="collisions"]')).toContainText(firstAt13);
      // the chapter's frame keeps ending with the pair overlapping: locked; CH5EX7's never does
      await expect(chapter.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'stuck');
      expect(
        number(await chapter.locator('[data-metric="overlap-frames"]').textContent()),
      ).toBeGreaterThanOrEqual(10);
      expect(number(await chapter.locator('[data-metric="overlap"]').textContent())).toBeGreaterThan(0);
      await expect(predicted.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'apart');
      await expect(predicted.locator('[data-metric="overlap-frames"]')).toHaveText('0');
      await expect(predicted.locator('[data-metric="overlap"]')).toHaveText(`0.00${t.inputs.units.px}`);
      for (const canvas of await figure.locator('canvas').all())
        expect(await inkShare(canvas)).toBeGreaterThan(0.01);
      // the text alternative states the numbers
      await expect(chapter.locator('.visually-hidden')).toContainText(
        templatePattern(format(t.figures.frameOrder.alt, { frame: 40 })),
      );
    });

    /** Drags on a canvas from one point of the picture to another, in the figure's pixels. */
    async function drag(
      canvas: Locator,
      from: [number, number],
      to: [number, number],
      size: [number, number],
    ) {
      await canvas.scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      if (!box) throw new Error('canvas not laid out');
      const at = ([x, y]: [number, number]) => [
        box.x + (x * box.width) / size[0],
        box.y + (y * box.height) / size[1],
      ];
      const page = canvas.page();
      const [x0, y0] = at(from) as [number, number];
      const [x1, y1] = at(to) as [number, number];
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      await page.mouse.move(x1, y1, { steps: 5 });
      await page.mouse.up();
    }

    test('lesson 7: after dragging into overlap and pressing Separate, the radius split moves the heavy ball further, the inverse-mass split less', async ({
      page,
    }) => {
      await page.goto(url('/lessons/sticking/'));
      const sep = t.figures.separate;
      const figure = page.locator('section.separate-demo');
      const radius = figure.locator('[data-split="radius"]');
      const robust = figure.locator('[data-split="robust"]');
      await expect(figure.locator('[data-metric="overlap"]')).toContainText('70.0');
      // a drag needs the figure awake (components/mdx/Wake.tsx): brought near, it wakes
      await figure.scrollIntoViewIfNeeded();
      await expect(page.locator('[data-wake]', { has: figure })).toHaveAttribute('data-wake', 'awake');
      // pointer: pull the light ball (at 205, 150) 10 px further into the heavy one
      await drag(radius.locator('canvas'), [205, 150], [215, 150], [550, 300]);
      await expect(figure.locator('[data-metric="overlap"]')).toContainText('80.0');
      // keyboard: the light ball, 5 px to the right, in the other picture
      await figure.getByRole('radio', { name: sep.light }).check();
      await robust.locator('canvas').focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      await expect(figure.locator('[data-metric="overlap"]')).toContainText('85.0');
      await figure.getByRole('button', { name: sep.separate }).click();
      // overlap 85: radius split 85·80/140 = 48.6 (heavy) and 36.4; inverse mass the other way round
      const moved = async (panel: Locator, which: 'heavy' | 'light') =>
        number(await panel.getAttribute(`data-moved-${which}`));
      expect(await moved(radius, 'heavy')).toBeCloseTo(48.571, 2);
      expect(await moved(radius, 'light')).toBeCloseTo(36.429, 2);
      expect(await moved(robust, 'heavy')).toBeCloseTo(36.429, 2);
      expect(await moved(robust, 'light')).toBeCloseTo(48.571, 2);
      await expect(radius.locator('[data-metric="moved-heavy"]')).toContainText(
        templatePattern(format(sep.moved, { distance: '48.6' })),
      );
      await expect(robust.locator('[data-metric="moved-heavy"]')).toContainText(
        templatePattern(format(sep.moved, { distance: '36.4' })),
      );
      await expect(figure.locator('[data-metric="overlap"]')).toContainText('85.0'); // the start is kept
      if (locale === 'en') await figure.screenshot({ path: 'test-results/screenshots/figures-separate.png' });
      // arrows on a picture move the chosen ball again, and the results are gone until Separate
      await robust.locator('canvas').focus();
      await page.keyboard.press('Shift+ArrowLeft');
      await expect(robust.locator('[data-metric="moved-heavy"]')).toHaveCount(0);
    });

    test('lesson 6: the bounce −0.6 demo restarts once both balls have stopped', async ({ page }) => {
      await page.goto(url('/lessons/many-balls/'));
      await expect(page.locator('.restart-note')).toContainText(
        format(t.figures.restart.count, { count: 0 }),
      );
      await expect(page.locator('.restart-note')).toContainText(
        format(t.figures.restart.rule, { below: 0.05 }),
      );

      // the frame the lesson gives (15,870), on the same figure on a test clock that runs it at once
      // (the test pages are English): both balls reach 0.05 px per frame in that frame and it starts over
      const { frame } = await stated(page, 'restart', locale);
      await page.goto('/test/figures/');
      await expect.poll(() => fastForward(page, 0)).toBe(0);
      expect(await fastForward(page, frame - 1)).toBe(frame - 1);
      await expect(page.locator('.restart-note')).toHaveAttribute('data-restarts', '0');
      expect(await fastForward(page, 1)).toBe(0);
      await expect(page.locator('.restart-note')).toHaveAttribute('data-restarts', '1');
      await expect(page.locator('.restart-note')).toContainText('Restarts so far: 1.');
      // and it plays on from the start again
      expect(await fastForward(page, 100)).toBe(100);
    });
  });
}

async function widths(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((list) => list.map((c) => c.getBoundingClientRect().width));
}

async function noSideways(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll, 'page wider than the screen').toBeLessThanOrEqual(inner);
}

const PANELS = {
  'without-angles': 'section.compare canvas',
  'spot-the-bug': 'section.mistake-demo canvas',
  'many-balls': 'section.frame-order canvas',
  sticking: 'section.separate-demo canvas',
} as const;

// English in both schemes, with screenshots; every other locale in light (its words must fit too).
for (const [locale, scheme] of [...LOCALES.map((l) => [l, 'light'] as const), ['en', 'dark'] as const]) {
  const { url } = site(locale);
  test(`${locale}: lesson 5 and 9 figures are legible at 1280 px and fit a phone (${scheme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    for (const [slug, selector] of Object.entries(PANELS)) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(url(`/lessons/${slug}/`));
      const list = await widths(page, selector);
      expect(list.length, slug).toBeGreaterThanOrEqual(2);
      for (const width of list) expect(width, `${slug}: canvas width`).toBeGreaterThanOrEqual(400);
      await noSideways(page);
      const figure = page
        .locator(selector)
        .first()
        .locator('xpath=ancestor::section[contains(@class,"widget")]');
      await figure.scrollIntoViewIfNeeded();
      if (locale === 'en')
        await figure.screenshot({ path: `test-results/screenshots/figures-${slug}-1280-${scheme}.png` });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await noSideways(page);
      for (const width of await widths(page, selector))
        expect(width, `${slug}: phone`).toBeLessThanOrEqual(390);
      if (locale === 'en')
        await figure.screenshot({ path: `test-results/screenshots/figures-${slug}-390-${scheme}.png` });
    }
  });
}
