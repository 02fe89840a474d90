// The chapter as a whole, in every locale: the sticking story starts clean and sticks by frame 10,
// lessons 7 and 9 offer parts to jump to, a first wrong guess may be retried, and the Sources page
// exists with an anchor for every source link. That every lesson has a live canvas that draws and
// moves is checked on exercises.spec.ts's one visit to each lesson.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare } from './support/canvas';
import { format, LOCALES, lessonSlugs, type Site, site } from './support/locales';
import { demo, playUntilBroken } from './support/mistakeDemo';
import { type Described, described } from './support/proseOnPage';
import { screenshot } from './support/screenshot';

const STUCK_FRAMES = 10; // physics/worldShared.ts: overlapping this many frames in a row is stuck

type DescribedBall = Described['balls'][number];

/** The balls as a paused figure's text alternative lists them (the locale's alt.ball sentence). */
async function describedBalls(page: Page, canvas: Locator, s: Site): Promise<DescribedBall[]> {
  const id = await canvas.getAttribute('aria-describedby');
  return described((await page.locator(`[id="${id}"]`).textContent()) ?? '', s).balls;
}

/** Overlapping pairs "i-j" (i < j), with 0.1 px of slack for the one decimal the text gives. */
function overlapping(balls: DescribedBall[]): string[] {
  const pairs: string[] = [];
  balls.forEach((a, i) => {
    balls.forEach((b, j) => {
      if (j > i && Math.hypot(b.x - a.x, b.y - a.y) < a.radius + b.radius - 0.1) pairs.push(`${i}-${j}`);
    });
  });
  return pairs;
}

for (const locale of LOCALES) {
  const here = site(locale);
  const { t, url, title } = here;
  const s = t.simulation;
  const x = t.exercise;
  const frameText = (frame: number) => format(s.frame, { frame });

  test.describe(locale, () => {
    test('lesson 1: a live figure with momentum arrows, and a prediction that may be retried', async ({
      page,
    }) => {
      await page.goto(url('/lessons/momentum/'));
      // the units box is the lesson's own words: checked in English
      if (locale === 'en') await expect(page.getByText('px per frame').first()).toBeVisible();
      const figure = page.getByRole('region', {
        name: title('momentum', 'Equal and opposite momenta: a heavy ball and a light one'),
      });
      await expect(figure.getByRole('checkbox', { name: s.overlay.momentum })).toBeChecked();

      const exercise = page.locator('[data-exercise="momentum-zero-total"]');
      await exercise.scrollIntoViewIfNeeded();
      const status = exercise.getByRole('status');
      const field = exercise.getByRole('textbox', { name: x.prediction });
      await field.fill('6');
      await field.press('Enter');
      await expect(status).toContainText(x.wrong);
      // a second chance before the answer
      await expect(status).not.toContainText(x.answerIs.split('{answer}')[0] as string);
      await expect(exercise.getByRole('button', { name: x.run })).toHaveCount(0);
      await field.fill('\u22126');
      await field.press('Enter');
      await expect(status).toContainText(x.right);
      await exercise.getByRole('button', { name: x.run }).click();
      await expect.poll(() => inkShare(exercise.locator('canvas').first())).toBeGreaterThan(0.005);
      if (locale === 'en') await screenshot(page, 'chapter-lesson-1');
    });

    test('lesson 7: the sticking story starts with no overlap and has a stuck pair by frame 10', async ({
      page,
    }) => {
      await page.goto(url('/lessons/sticking/'));
      const figure = page.getByRole('region', {
        name: title('sticking', 'Three balls that stick, from a clean start (naive push)'),
      });
      const canvas = figure.locator('canvas.simulation-canvas');
      await canvas.scrollIntoViewIfNeeded();
      const frame = figure.locator('.frame-counter');
      await expect(frame).toHaveText(frameText(0));
      const start = await describedBalls(page, canvas, here);
      expect(start).toHaveLength(3);
      expect(overlapping(start)).toEqual([]);
      // stuck = the same pair overlapping in STUCK_FRAMES frames in a row; no pause at collisions on the way
      const step = figure.getByRole('button', { name: s.stepForward });
      for (let f = 1; f <= STUCK_FRAMES; f++) {
        await step.click();
        await expect(frame).toHaveText(frameText(f));
        expect(overlapping(await describedBalls(page, canvas, here)), `frame ${f}`).toEqual(['0-1']);
      }
      await figure.getByRole('button', { name: s.play }).click();
      await expect(figure.getByRole('button', { name: s.pause })).toBeVisible();
      await expect(frame).not.toHaveText(frameText(10)); // it plays on through the collisions
    });

    test('lesson 7: two balls that only graze stick, with no third ball', async ({ page }) => {
      await page.goto(url('/lessons/sticking/'));
      const figure = page.getByRole('region', {
        name: title('sticking', 'Two balls that graze and stick (naive push)'),
      });
      const canvas = figure.locator('canvas.simulation-canvas');
      await canvas.scrollIntoViewIfNeeded();
      const start = await describedBalls(page, canvas, here);
      expect(start).toHaveLength(2);
      expect(overlapping(start)).toEqual([]);
      await canvas.focus();
      for (let f = 0; f < 40; f++) await page.keyboard.press('ArrowRight');
      await expect(figure.locator('.frame-counter')).toHaveText(frameText(40));
      expect(overlapping(await describedBalls(page, canvas, here))).toEqual(['0-1']);
    });

    test('lesson 9: “Momentum with the wrong sign” runs the wrong shortcut on its own balls', async ({
      page,
    }) => {
      await page.goto(url('/lessons/spot-the-bug/'));
      const exercise = page.locator('[data-exercise="bug-shortcut-momentum"]');
      await exercise.scrollIntoViewIfNeeded();
      const field = exercise.getByRole('textbox', { name: x.prediction });
      await field.fill('-9');
      await field.press('Enter');
      await expect(exercise.getByRole('status')).toContainText(x.right);
      await exercise.getByRole('button', { name: x.run }).click();
      const run = demo(
        page,
        t,
        format(x.runTitle, { title: title('spot-the-bug', 'Momentum with the wrong sign') }),
      );
      await playUntilBroken(run);
      // the question's numbers: 3 before, −9 after with the wrong sign, 3 after with the right one
      await expect(run.broken.locator('[data-metric="first-momentum"]')).toHaveText('3.000 → \u22129.000');
      await expect(run.fixed.locator('[data-metric="first-momentum"]')).toHaveText('3.000 → 3.000');
    });

    test('lessons 7 and 9 list their parts, and every link to a part lands on its heading', async ({
      page,
    }) => {
      for (const [slug, parts] of [
        ['sticking', 3],
        ['spot-the-bug', 4],
      ] as const) {
        await page.goto(url(`/lessons/${slug}/`));
        // the parts' ids are slugs of their headings: English ones start "part-"
        const partLinks = page.locator(locale === 'en' ? '.prose a[href^="#part-"]' : '.prose a[href^="#"]');
        if (locale === 'en') await expect(partLinks).toHaveCount(parts);
        else expect(await partLinks.count()).toBeGreaterThanOrEqual(parts);
        for (const href of await partLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
          const id = decodeURIComponent(href.slice(1));
          await expect(page.locator(`h2[id="${id}"]`)).toHaveCount(1);
          // in the contents too (MDX percent-encodes a Chinese id in a link, the contents write it as it is)
          await expect(page.locator(`.toc a[href="${href}"], .toc a[href="#${id}"]`)).toHaveCount(1);
        }
      }
    });

    test('the Sources page exists, is linked from every page, and every source link in a lesson resolves', async ({
      page,
    }) => {
      const sources = url('/sources/');
      const response = await page.goto(sources);
      expect(response?.status()).toBe(200);
      if (locale === 'en') await expect(page.locator('h1')).toHaveText('Sources');
      const anchors = new Set(
        await page.locator('[id^="source-"]').evaluateAll((els) => els.map((e) => e.id)),
      );
      expect([...anchors].sort()).toEqual([
        'source-000',
        'source-001',
        'source-002',
        'source-003',
        'source-004',
      ]);
      if (locale === 'en') await screenshot(page, 'chapter-sources');

      await page.goto(url('/'));
      await expect(page.locator(`main a[href="${sources}"]`)).toHaveCount(1);
      await expect(page.locator(`footer a[href="${sources}"]`)).toHaveCount(1);

      for (const slug of lessonSlugs) {
        await page.goto(url(`/lessons/${slug}/`));
        const hrefs = await page
          .locator(`.prose a[href^="${sources}"]`)
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        // …never to the English page
        if (locale !== 'en') await expect(page.locator('.prose a[href^="/sources/"]')).toHaveCount(0);
        for (const href of hrefs) {
          const hash = new URL(href, 'http://x').hash.slice(1);
          expect(hash === '' || anchors.has(hash), `${slug}: ${href}`).toBe(true);
        }
        if (locale !== 'en') continue; // “source 00N” is how the English prose names them
        // every "source 00N" a reader sees in the prose is a link to its entry
        const unlinked = await page.locator('.prose').evaluate((root) => {
          const found: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            const parent = node.parentElement;
            const exempt =
              parent?.closest('a, code, pre, .katex') ||
              (parent?.closest('.widget') && !parent.closest('[data-exercise]')); // a figure's own labels
            if (/source 00\d/i.test(text) && !exempt) found.push(text.trim());
          }
          return found;
        });
        expect(unlinked, slug).toEqual([]);
      }
    });
  });
}
