// Lesson 7's numbers about its runs, in Chromium and both languages: each number is read from the
// page's prose (the sentences of test/lib/support/proseClaims.ts) and compared with what the figure
// it speaks of shows, driven frame by frame with its own Step button. test/lib/proseNumbers.test.ts
// checks the same sentences against the physics in Node (and the glancing pair's 59.93 px, which
// no figure shows); this checks that the reader's figure agrees.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAwake } from './support/figure';
import { LOCALES, site, templatePattern } from './support/locales';
import { DESCRIPTION, described, stated } from './support/proseOnPage';
import { series, stepAndRead } from './support/stepFigure';

/** The frame after which a count first goes from more than 0 back to 0; -1 if it never does. */
const firstFreed = (counts: number[]) => counts.findIndex((n, f) => f > 0 && n === 0 && counts[f - 1] !== 0);

for (const locale of LOCALES) {
  const s = site(locale);
  const { t, url, title } = s;
  const figure = (page: Page, english: string) =>
    page.getByRole('region', { name: title('sticking', english) });

  test.describe(`${locale}: lesson 7's numbers are its figures'`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(url('/lessons/sticking/'));
    });

    test('the three-ball story: how deep, when stuck, how fast the pair drifts and when the wall splits it', async ({
      page,
    }) => {
      // the exercise's explanation, shown once the right answer (one pair) is checked
      const exercise = page.locator('[data-exercise="sticking-naive-stuck"]');
      await expectAwake(exercise);
      // a radio clicked before the exercise hydrates is unchecked again by React: try until it holds
      await expect(() =>
        exercise.locator('input[type="radio"][value="one"]').check({ timeout: 1000 }),
      ).toPass();
      await exercise.locator('[data-action="check"]').click();
      await expect(exercise.getByRole('status')).toContainText(t.exercise.right);
      const { depth } = await stated(page, 'storyDepth', locale);
      const story = await stated(page, 'storyStuck', locale);
      const { drift, split } = await stated(page, 'storyDrift', locale);
      expect([story.depth, story.frames]).toEqual([depth, story.frame]);

      const readings = await stepAndRead(
        figure(page, 'Three balls that stick, from a clean start (naive push)'),
        split + 5,
        {
          stuck: '[data-metric="stuck"]',
          deepest: '[data-metric="penetration"]',
          description: DESCRIPTION,
        },
      );
      expect(readings.from).toBe(0);
      const stuck = series(readings, 'stuck');
      const deepest = series(readings, 'deepest');
      for (let f = 1; f <= story.frame; f++) expect(deepest[f], `deepest overlap, frame ${f}`).toBe(depth);
      expect([stuck[story.frame - 1], stuck[story.frame]]).toEqual([0, 1]); // one pair, from that frame
      expect(firstFreed(stuck)).toBe(split);
      // while stuck and clear of the wall, ball0 and ball1 both move left by the drift each frame
      const balls = (readings.values.description ?? []).map((texts) => described(texts[0] ?? '', s).balls);
      let frames = 0;
      for (let f = story.frame + 1; f < split; f++) {
        const [now, before] = [balls[f] ?? [], balls[f - 1] ?? []];
        if (!now.slice(0, 2).every((b) => b.x > b.radius)) continue;
        frames += 1;
        for (const i of [0, 1])
          expect((now[i]?.x ?? 0) - (before[i]?.x ?? 0), `ball${i}, frame ${f}`).toBeCloseTo(-drift, 1);
      }
      expect(frames).toBeGreaterThan(5);
    });

    test('the glancing pair: the check first finds it touching in the stated frame', async ({ page }) => {
      const { found } = await stated(page, 'glancingPass', locale);
      const readings = await stepAndRead(
        figure(page, 'Two balls that graze and stick (naive push)'),
        found + 1,
        {
          last: '[data-testid="readout-pair"] caption',
        },
      );
      const lastCollision = templatePattern(t.instruments.pair.title);
      const frames = (readings.values.last ?? []).map(
        (texts) => lastCollision.exec(texts[0] ?? '')?.groups?.frame ?? null,
      );
      expect(frames.indexOf(String(found))).toBe(found);
      expect(frames.slice(0, found).every((frame) => frame === null)).toBe(true); // no collision before
    });

    test('twenty large balls: overlapping and stuck pairs, the naive push against the absV fix', async ({
      page,
    }) => {
      const overlap = await stated(page, 'twentyOverlap', locale);
      const naive = await stated(page, 'twentyNaive', locale);
      const absv = await stated(page, 'twentyAbsV', locale);
      const readings = await stepAndRead(
        figure(page, 'Twenty large balls: the naive push against the absV fix'),
        naive.late,
        { overlapping: '[data-metric="overlapping"]', stuck: '[data-metric="stuck"]' },
      );
      expect(readings.from).toBe(0);
      // panel 0 runs the naive push, panel 1 the absV fix (values="naive overlap")
      const [naiveOverlap, absvOverlap] = [
        series(readings, 'overlapping', 0),
        series(readings, 'overlapping', 1),
      ];
      const [naiveStuck, absvStuck] = [series(readings, 'stuck', 0), series(readings, 'stuck', 1)];
      expect([naiveOverlap[0], absvOverlap[0]]).toEqual([overlap.atStart, overlap.atStart]);
      expect({ absvAt1: absvOverlap[1], naiveAt1: naiveOverlap[1] }).toEqual({
        absvAt1: overlap.absvAt1,
        naiveAt1: overlap.naiveAt1,
      });
      expect(naiveStuck[10]).toBe(naive.at10);
      expect(Math.min(...naiveStuck.slice(10))).toBe(naive.least);
      expect(naiveStuck[naive.late]).toBe(naive.atLate);
      expect(Math.max(...absvStuck)).toBe(absv.most);
      expect(Math.max(...absvStuck.slice(0, absv.second))).toBe(absv.most);
      expect(Math.max(...absvStuck.slice(absv.second))).toBe(absv.later);
    });
  });
}
