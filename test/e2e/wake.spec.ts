// Figures that wake when they are needed (components/mdx/Wake.tsx): a lesson loads no figure's
// JavaScript until the reader nears a figure, a figure that wakes does not move the page, and what
// the reader does on the way (the skip link, a key pressed before it woke, a #link) is not lost.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { format, lessonSlugs, site } from './support/locales';
import { watchShifts } from './support/shifts';

const { t, url } = site('en');
const frameText = (frame: number) => format(t.simulation.frame, { frame });

/** Every script the page fetches, by file name, from before it loads. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  return scripts;
}

/** Holds every script chunk the page asks for until the returned function is called: a figure
 *  cannot wake before then, whatever the test does to it. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// the figures' boxes; a control's (the Edit button under a listing) wakes only when reached into
const FIGURE = '[data-wake]:not([data-wake-control])';
const states = (page: Page) =>
  page.locator(FIGURE).evaluateAll((boxes) => boxes.map((box) => (box as HTMLElement).dataset.wake));

test('figures below the fold load no widget JavaScript until the reader scrolls near', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const scripts = scriptsOf(page);
  await page.goto(url('/lessons/sticking/'));
  await page.waitForLoadState('networkidle');
  const figures = await states(page);
  expect(figures.length).toBeGreaterThan(3);
  expect(figures.every((state) => state === 'asleep')).toBe(true);
  const atLoad = new Set(scripts);

  const first = page.locator(FIGURE).first();
  await first.locator('.widget').scrollIntoViewIfNeeded();
  await expect(first).toHaveAttribute('data-wake', 'awake');
  const woken = [...scripts].filter((s) => !atLoad.has(s));
  expect(woken.length).toBeGreaterThan(0);
  // the last figure is several screens further: still asleep
  await expect(page.locator(FIGURE).last()).toHaveAttribute('data-wake', 'asleep');
  // awake, it works: a step moves its clock one frame
  await first.getByRole('button', { name: t.simulation.stepForward }).first().click();
  await expect(first.locator('.frame-counter').first()).toHaveText(frameText(1));
});

for (const slug of lessonSlugs) {
  test(`waking every figure of ${slug} does not move the page`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await watchShifts(page);
    await page.goto(url(`/lessons/${slug}/`));
    await page.waitForLoadState('networkidle');
    const count = await page.locator(FIGURE).count();
    // down the page a screen at a time, as a reader scrolls, until every figure is awake
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await expect.poll(async () => (await states(page)).filter((s) => s === 'awake').length).toBe(count);
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toEqual([]);
  });
}

test('the skip link reaches the first figure, and keys pressed before it woke count once each', async ({
  page,
}) => {
  await page.goto(url('/lessons/sticking/'));
  await page.waitForLoadState('networkidle');
  const first = page.locator(FIGURE).first();
  await expect(first).toHaveAttribute('data-wake', 'asleep');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('data-skip', 'figure');
  await page.keyboard.press('Enter');
  // at once, while it loads and hydrates: neither lost nor answered twice (kept and replayed by the
  // figure, and replayed again by React after hydrating)
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(first).toHaveAttribute('data-wake', 'awake');
  await expect(first.locator('.frame-counter').first()).toHaveText(frameText(5));
});

test('three Step clicks before a figure woke are three steps', async ({ page }) => {
  await page.goto(url('/lessons/sticking/'));
  await page.waitForLoadState('networkidle');
  const first = page.locator(FIGURE).first();
  await expect(first).toHaveAttribute('data-wake', 'asleep');
  // the figure's scripts wait until the clicks are in, so the figure is surely still asleep
  const release = await holdScripts(page);
  const step = first.getByRole('button', { name: t.simulation.stepForward }).first();
  await step.scrollIntoViewIfNeeded();
  for (let i = 0; i < 3; i++) await step.click({ force: true }); // the static button, before hydration
  await expect(first).toHaveAttribute('data-wake', 'asleep');
  release();
  await expect(first).toHaveAttribute('data-wake', 'awake');
  await expect(first.locator('.frame-counter').first()).toHaveText(frameText(3));
});

test('a prediction typed and sent with Enter before its figure woke is checked once it wakes', async ({
  page,
}) => {
  await page.goto(url('/lessons/momentum/'));
  await page.waitForLoadState('networkidle');
  const exercise = page.locator('[data-exercise="momentum-zero-total"]');
  const release = await holdScripts(page);
  const field = exercise.getByRole('textbox', { name: t.exercise.prediction });
  await field.scrollIntoViewIfNeeded();
  await field.fill('6');
  await field.press('Enter');
  release();
  await expect(exercise.getByRole('status')).toContainText(t.exercise.wrong);
});

// Before any of the page's scripts ran (a slow laptop, a slow line): the form and the figure are the
// server's HTML. The page's early script (lib/earlyInput.mjs) keeps what the reader does for them.
test('an answer sent with Enter before the page’s scripts ran is checked once they run, without a reload', async ({
  page,
}) => {
  const release = await holdScripts(page);
  let loads = 0;
  page.on('load', () => loads++);
  const opened = page.goto(url('/lessons/momentum/'));
  const exercise = page.locator('[data-exercise="momentum-zero-total"]');
  const field = exercise.getByRole('textbox', { name: t.exercise.prediction });
  await field.fill('6');
  await field.press('Enter');
  await expect(exercise.locator('form')).toHaveAttribute('data-sent-early', '');
  release();
  await opened;
  await expect(exercise.getByRole('status')).toContainText(t.exercise.wrong);
  await expect(field).toHaveValue('6');
  expect(loads, 'the page did not load again').toBe(1);
});

test('keys pressed in a figure before the page’s scripts ran count once each', async ({ page }) => {
  const release = await holdScripts(page);
  const opened = page.goto(url('/lessons/sticking/'));
  const first = page.locator(FIGURE).first();
  await first.locator('canvas').first().focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  release();
  await opened;
  await expect(first).toHaveAttribute('data-wake', 'awake');
  await expect(first.locator('.frame-counter').first()).toHaveText(frameText(4));
});

test('a link to a part of the lesson wakes the figures there', async ({ page }) => {
  await page.goto(url('/lessons/sticking/'));
  await page.waitForLoadState('networkidle');
  // the last figure that starts within one and a half screens below a heading: following the
  // heading's contents link scrolls there, and a figure within a screen of the viewport wakes
  const { index, id } = await page.evaluate((figures) => {
    const boxes = [...document.querySelectorAll(figures)];
    const headings = [...document.querySelectorAll('main h2[id], main h3[id]')];
    const top = (e: Element) => e.getBoundingClientRect().top + scrollY;
    for (let i = boxes.length - 1; i >= 0; i--) {
      const box = boxes[i] as Element;
      const above = headings
        .filter((h) => h.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING)
        .at(-1);
      const figure = box.firstElementChild ?? box;
      if (above && top(figure) - top(above) < 1.5 * innerHeight) return { index: i, id: above.id };
    }
    return { index: -1, id: '' };
  }, FIGURE);
  expect(index, 'a figure near its heading').toBeGreaterThan(0);
  const figure = page.locator(FIGURE).nth(index);
  await expect(figure).toHaveAttribute('data-wake', 'asleep');
  await page.locator(`.toc a[href="#${id}"]`).click();
  await expect(figure).toHaveAttribute('data-wake', 'awake');
});

test('a page opened already printing wakes every figure, though no change to print ever comes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // print media before the page's scripts ran: no figure's script is there to hear it begin
  await page.emulateMedia({ media: 'print' });
  await page.goto(url('/lessons/sticking/'));
  await expect
    .poll(async () => (await states(page)).filter((state) => state !== 'awake'), { timeout: 30_000 })
    .toEqual([]);
});
