// The inspector's moves between stages (issue 40, components/inspector/useStageMotion.ts), recorded on
// lesson 4's stepper: the canvas is read at every animation frame across a stage change. With motion
// the turn, the exchange of the x′ components and the turn back (played backwards) each pass through
// several pictures and end on the stage's own picture, the one drawn at once with reduced motion; with
// reduced motion, or the header's switch, the picture changes once. Timed by the wall clock, so it
// runs in the timing project, alone: under other workers' load a page may stall through a whole move.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES, site } from './support/locales';
import { openStepper, stageName } from './support/stepper';

type Recorded = HTMLCanvasElement & { pictures?: string[]; recording?: boolean; last?: number };

/** Every distinct picture the canvas shows for `ms` after `act`, read at each animation frame. */
async function record(canvas: Locator, act: () => Promise<void>, ms: number): Promise<string[]> {
  return (await recordTimed(canvas, act, ms)).pictures;
}

/** The same, and when the last change came, in ms from the start. */
async function recordTimed(canvas: Locator, act: () => Promise<void>, ms: number) {
  await canvas.evaluate((c: Recorded) => {
    const start = performance.now();
    c.pictures = [c.toDataURL()];
    c.recording = true;
    const look = () => {
      const now = c.toDataURL();
      if (now !== c.pictures?.at(-1)) {
        c.pictures?.push(now);
        c.last = performance.now() - start;
      }
      if (c.recording) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await act();
  await canvas.page().waitForTimeout(ms);
  return canvas.evaluate((c: Recorded) => {
    c.recording = false;
    return { pictures: c.pictures ?? [], lastMs: c.last ?? 0 };
  });
}

type Move = [from: number, to: number, stage: Parameters<typeof stageName>[2]];
// the turn onto the line of centres, the x′ components exchanged, the turn back played backwards
const MOVES: Move[] = [
  [2, 3, 'rotate'],
  [3, 4, 'solve'],
  [6, 5, 'separate'],
];
const FROM: Record<number, Parameters<typeof stageName>[2]> = { 2: 'angle', 3: 'rotate', 6: 'rotate-back' };

/** Walks MOVES on lesson 4's stepper, recording each. `moves` says whether the moves should play:
 *  a change that should come at once is given a shorter look (a move that plays by mistake still
 *  shows several pictures in it, or none yet, and fails the test either way). */
async function walk(
  browser: Browser,
  locale: (typeof LOCALES)[number],
  motion: 'reduce' | 'no-preference',
  before?: (page: Page) => Promise<void>,
  moves = motion === 'no-preference',
) {
  const context = await browser.newContext({ reducedMotion: motion });
  const page = await context.newPage();
  await before?.(page);
  const { stepper, canvas } = await openStepper(page, locale);
  const recorded: string[][] = [];
  for (const [from, to, stage] of MOVES) {
    await stepper.getByRole('button', { name: stageName(locale, from, FROM[from] ?? 'detect') }).click();
    await page.waitForTimeout(moves ? 2000 : 300); // the walk there is over
    const button = stepper.getByRole('button', { name: stageName(locale, to, stage) });
    recorded.push(await record(canvas, () => button.click(), moves ? 1600 : 500));
  }
  await context.close();
  return recorded;
}

for (const locale of LOCALES) {
  test(`${locale}: the stages move into each other, or change at once with reduced motion`, async ({
    browser,
  }) => {
    const still = await walk(browser, locale, 'reduce');
    const moving = await walk(browser, locale, 'no-preference');
    for (const [k, move] of MOVES.entries()) {
      const [pictures, once] = [moving[k] ?? [], still[k] ?? []];
      // reduced motion: the stage before, then the stage after
      expect(once, `${move}: reduced motion`).toHaveLength(2);
      // motion: several pictures between the two, ending on the same stage picture
      expect(pictures.length, `${move}: in-between pictures`).toBeGreaterThanOrEqual(5);
      expect(pictures[0], `${move}: starts on the stage before`).toBe(once[0]);
      expect(pictures.at(-1), `${move}: ends on the stage's own picture`).toBe(once[1]);
    }
  });
}

for (const locale of LOCALES) {
  test(`${locale}: the header's switch turns the moves off, remembered on the next page`, async ({
    browser,
  }) => {
    const { t, url } = site(locale);
    // pressed on the home page; the stepper's page, opened next, remembers it
    const pressSwitch = async (page: Page) => {
      await page.goto(url('/'));
      const button = page.getByRole('button', { name: t.site.reduceMotion });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    };
    const recorded = await walk(browser, locale, 'no-preference', pressSwitch, false);
    for (const pictures of recorded) expect(pictures).toHaveLength(2);
  });
}

test('the presenter view plays the moves slower, at the pace chosen', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const { t } = site('en');
  const { stepper, canvas } = await openStepper(page, 'en');
  const stage = (n: number, name: Parameters<typeof stageName>[2]) =>
    stepper.getByRole('button', { name: stageName('en', n, name) });
  const turn = async () => {
    await stage(2, 'angle').click();
    await page.waitForTimeout(4000); // the walk back is over
    return recordTimed(canvas, () => stage(3, 'rotate').click(), 3500);
  };
  await expect(stepper.getByLabel(t.presenter.movePace)).toHaveCount(0); // the page's own pace
  await stepper.getByRole('button', { name: t.presenter.present }).click();
  const pace = stepper.getByLabel(t.presenter.movePace);
  await expect(pace).toHaveValue('slow');
  const slow = await turn();
  await pace.selectOption('normal');
  const normal = await turn();
  // a move lasts its time whatever the load: at Slow, twice the 0.9 s
  expect(slow.lastMs).toBeGreaterThanOrEqual(1700);
  expect(normal.lastMs).toBeLessThan(slow.lastMs - 500);
  expect(slow.pictures.at(-1)).toBe(normal.pictures.at(-1));
  await context.close();
});

test('printing during a move prints the stage, not a picture on the way', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const { stepper, canvas } = await openStepper(page, 'en');
  const stage = (n: number, name: Parameters<typeof stageName>[2]) =>
    stepper.getByRole('button', { name: stageName('en', n, name) });
  const picture = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
  await stage(3, 'rotate').click();
  await page.waitForTimeout(2500);
  const rotated = await picture();
  await stage(2, 'angle').click();
  await page.waitForTimeout(2500);
  await stage(3, 'rotate').click();
  await page.waitForTimeout(200);
  expect(await picture()).not.toBe(rotated); // on the way
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await expect.poll(picture, { timeout: 200 }).toBe(rotated);
  await context.close();
});
