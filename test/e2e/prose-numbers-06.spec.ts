// Lesson 6's numbers about its runs, in Chromium and both languages: each number is read from the
// page's prose (the sentences of test/lib/support/proseClaims.ts) and compared with what the figure
// it speaks of shows, driven frame by frame with its own Step button. test/lib/proseNumbers.test.ts
// checks the same sentences against the physics in Node; this checks that the reader's figure agrees.
// (The restart at frame 15,870 is checked in figures.spec.ts, on a test clock that runs it at once.)

import { STUCK_FRAMES } from '@/physics';
import { expect, test } from './fixtures';
import { format, LOCALES, site, templatePattern } from './support/locales';
import { DESCRIPTION, described, describedNow, shown, stated } from './support/proseOnPage';
import { series, stepAndRead } from './support/stepFigure';

const LESSON = '/lessons/many-balls/';

for (const locale of LOCALES) {
  const s = site(locale);
  const { t, url, title } = s;
  const figure = (page: import('@playwright/test').Page, english: string) =>
    page.getByRole('region', { name: title('many-balls', english) });

  test.describe(`${locale}: lesson 6's numbers are its figures'`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(url(LESSON));
    });

    test('MultiBilliard’s row: the stage and the shift, as the figure describes its start', async ({
      page,
    }) => {
      const claim = await stated(page, 'eightBallsStage', locale);
      const eight = await describedNow(figure(page, 'MultiBilliard: eight balls'), s);
      expect([eight.width, eight.height]).toEqual([claim.width, claim.height]);
      expect(eight.balls).toHaveLength(8);
      eight.balls.forEach((b, i) => {
        expect([b.x, b.y]).toEqual([claim.shift + 100 * i, claim.shift + 50 * i]);
      });
      const usual = await describedNow(figure(page, 'One line, soft walls: bounce −0.6'), s);
      expect([usual.width, usual.height]).toEqual([claim.usualWidth, claim.usualHeight]);
    });

    test('CH5EX7’s own start, as lesson 9’s demo places it: pairs overlapping, balls outside', async ({
      page,
    }) => {
      const claim = await stated(page, 'ch5ex7Start', locale);
      await page.goto(url('/lessons/spot-the-bug/'));
      const printed = page.locator('[data-mistake="start-positions"] section[data-side="broken"]');
      await printed.scrollIntoViewIfNeeded();
      await expect(printed.locator('[data-metric="start-overlaps"]')).toHaveText(String(claim.pairs));
      await expect(printed.locator('[data-metric="start-outside"]')).toHaveText(String(claim.outside));
    });

    test('200 balls in the chapter’s frame: the start speed, and the stuck pairs from frame 60 to 600', async ({
      page,
    }) => {
      const stuck = await stated(page, 'twoHundredStuck', locale);
      const { speed, closing } = await stated(page, 'twoHundredSpeed', locale);
      const name = title('many-balls', "CH5EX7's two hundred balls in the chapter's frame");
      const crowd = page.getByRole('region', { name });
      // the count the prose speaks of is a labelled readout of the figure, in view beside it
      await crowd.scrollIntoViewIfNeeded();
      await expect(crowd.getByText(format(t.stuckMetrics.stuck, { frames: STUCK_FRAMES }))).toBeVisible();
      await expect(crowd.locator('[data-metric="stuck"]')).toBeVisible();
      const readings = await stepAndRead(crowd, stuck.to, {
        stuck: '[data-metric="stuck"]',
        description: DESCRIPTION,
      });
      expect(readings.from).toBe(0);
      // every ball the text alternative lists moves at the stated speed at the start
      const start = described(readings.values.description?.[0]?.[0] ?? '', s, name);
      expect(start.balls.length).toBeGreaterThan(0);
      for (const b of start.balls) expect(Math.hypot(b.vx, b.vy)).toBeCloseTo(speed, 2);
      expect(closing).toBe(2 * speed);
      const counts = series(readings, 'stuck').slice(stuck.from);
      expect(counts).toHaveLength(stuck.to - stuck.from + 1);
      expect({ least: Math.min(...counts), most: Math.max(...counts) }).toEqual({
        least: stuck.least,
        most: stuck.most,
      });
    });

    test('CH5EX7’s own frame beside the chapter’s: the four counters where the figure stops', async ({
      page,
    }) => {
      const { end, ...claim } = await stated(page, 'crowdCounters', locale);
      const crowd = figure(page, "CH5EX7's 200 balls: the chapter's frame and CH5EX7's own");
      const readings = await stepAndRead(crowd, end, {
        stuck: '[data-metric="stuck"]',
        most: '[data-metric="stuck-most"]',
      });
      await expect(crowd.locator('[data-action="step"]')).toBeDisabled(); // it stops there
      const last = (name: string, side: number) => shown(readings.values[name]?.at(-1)?.[side]);
      expect({
        chapterMost: last('most', 0),
        ch5ex7Most: last('most', 1),
        chapterEnd: last('stuck', 0),
        ch5ex7End: last('stuck', 1),
      }).toEqual(claim);
    });

    test('the glancing pair: both frames find it touching in the stated frame', async ({ page }) => {
      const { frame } = await stated(page, 'glancingFound', locale);
      const pair = figure(page, "Move, then check, against CH5EX7's predicted positions");
      const readings = await stepAndRead(pair, frame + 1, {
        collisions: '[data-metric="collisions"]',
      });
      const first = templatePattern(t.figures.frameOrder.firstAt);
      for (const side of [0, 1]) {
        const texts = (readings.values.collisions ?? []).map((sides) => sides[side] ?? '');
        const found = texts.findIndex((text) => first.test(text));
        expect(found, `side ${side}`).toBe(frame);
        expect(first.exec(texts[found] ?? '')?.groups?.frame).toBe(String(frame));
      }
    });
  });
}
