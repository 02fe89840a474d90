// The chapter as a whole: every lesson can be played with (a live canvas that draws and moves), the
// sticking story starts clean and sticks by frame 10, lessons 7 and 9 offer parts to jump to, a first
// wrong guess may be retried, and the Sources page exists with an anchor for every source link.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkShare, pixels } from './support/canvas';
import { demo, playUntilBroken } from './support/mistakeDemo';
import { screenshot } from './support/screenshot';

const lessonSlugs = readdirSync(path.join(process.cwd(), 'content/lessons/en'))
  .map((file) => /^\d+-(.+)\.mdx$/.exec(file)?.[1])
  .filter((slug): slug is string => !!slug);

const STUCK_FRAMES = 10; // physics/worldShared.ts: overlapping this many frames in a row is stuck

interface DescribedBall {
  x: number;
  y: number;
  radius: number;
}

/** The balls as a paused figure's text alternative lists them ("ball0 at (x, y) … radius r."). */
async function describedBalls(page: Page, canvas: Locator): Promise<DescribedBall[]> {
  const id = await canvas.getAttribute('aria-describedby');
  const text = (await page.locator(`[id="${id}"]`).textContent()) ?? '';
  const number = (s: string) => Number(s.replaceAll('\u2212', '-'));
  return [
    ...text.matchAll(
      /ball\d+ at \(([^,]+), ([^)]+)\) px moving \([^)]*\) px\/frame, mass [^,]+ mu, radius ([^ ]+) px\./g,
    ),
  ].map((m) => ({ x: number(m[1] as string), y: number(m[2] as string), radius: number(m[3] as string) }));
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

test('every lesson has a live canvas: it draws, and a step of its clock changes it', async ({
  page,
  consoleErrors,
}) => {
  for (const slug of lessonSlugs) {
    await page.goto(`/lessons/${slug}/`);
    // a widget with a canvas and a clock: the first one on the page
    const widget = page
      .locator('section.widget')
      .filter({ has: page.locator('canvas') })
      .filter({ has: page.getByRole('button', { name: 'Step forward' }) })
      .first();
    await expect(widget, `${slug} has no live figure`).toHaveCount(1);
    await widget.scrollIntoViewIfNeeded();
    const canvas = widget.locator('canvas').first();
    await expect
      .poll(() => inkShare(canvas), { message: `${slug}: the canvas stays blank` })
      .toBeGreaterThan(0.005);
    const before = await pixels(canvas);
    await widget.getByRole('button', { name: 'Step forward' }).first().click();
    await expect.poll(() => pixels(canvas), { message: `${slug}: a step changes nothing` }).not.toBe(before);
  }
  expect(consoleErrors).toEqual([]);
});

test('lesson 1: units, a live figure with momentum arrows, and a prediction that may be retried', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/lessons/momentum/');
  await expect(page.getByText('px per frame').first()).toBeVisible();
  const figure = page.getByRole('region', {
    name: 'Equal and opposite momenta: a heavy ball and a light one',
  });
  await expect(figure.getByRole('checkbox', { name: 'Momentum arrows' })).toBeChecked();

  const exercise = page.locator('[data-exercise="momentum-zero-total"]');
  await exercise.scrollIntoViewIfNeeded();
  const status = exercise.getByRole('status');
  const field = exercise.getByRole('textbox', { name: /Your prediction/ });
  await field.fill('6');
  await field.press('Enter');
  await expect(status).toContainText('Not quite.');
  await expect(status).not.toContainText('The answer is'); // a second chance before the answer
  await expect(exercise.getByRole('button', { name: 'Run it' })).toHaveCount(0);
  await field.fill('\u22126');
  await field.press('Enter');
  await expect(status).toContainText('Right.');
  await exercise.getByRole('button', { name: 'Run it' }).click();
  await expect.poll(() => inkShare(exercise.locator('canvas').first())).toBeGreaterThan(0.005);
  await screenshot(page, 'chapter-lesson-1');
  expect(consoleErrors).toEqual([]);
});

test('lesson 7: the sticking story starts with no overlap and has a stuck pair by frame 10', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/lessons/sticking/');
  const figure = page.getByRole('region', {
    name: 'Three balls that stick, from a clean start (naive push)',
  });
  const canvas = figure.locator('canvas.simulation-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const frame = figure.locator('.frame-counter');
  await expect(frame).toHaveText('Frame 0');
  const start = await describedBalls(page, canvas);
  expect(start).toHaveLength(3);
  expect(overlapping(start)).toEqual([]);
  // stuck = the same pair overlapping in STUCK_FRAMES frames in a row; no pause at collisions on the way
  const step = figure.getByRole('button', { name: 'Step forward' });
  for (let f = 1; f <= STUCK_FRAMES; f++) {
    await step.click();
    await expect(frame).toHaveText(`Frame ${f}`);
    expect(overlapping(await describedBalls(page, canvas)), `frame ${f}`).toEqual(['0-1']);
  }
  await figure.getByRole('button', { name: 'Play' }).click();
  await expect(figure.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(frame).not.toHaveText('Frame 10'); // it plays on through the collisions
  expect(consoleErrors).toEqual([]);
});

test('lesson 7: two balls that only graze stick, with no third ball', async ({ page, consoleErrors }) => {
  await page.goto('/lessons/sticking/');
  const figure = page.getByRole('region', { name: 'Two balls that graze and stick (naive push)' });
  const canvas = figure.locator('canvas.simulation-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const start = await describedBalls(page, canvas);
  expect(start).toHaveLength(2);
  expect(overlapping(start)).toEqual([]);
  await canvas.focus();
  for (let f = 0; f < 40; f++) await page.keyboard.press('ArrowRight');
  await expect(figure.locator('.frame-counter')).toHaveText('Frame 40');
  expect(overlapping(await describedBalls(page, canvas))).toEqual(['0-1']);
  expect(consoleErrors).toEqual([]);
});

test('lesson 9: “Momentum with the wrong sign” runs the wrong shortcut on its own balls', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/lessons/spot-the-bug/');
  const exercise = page.locator('[data-exercise="bug-shortcut-momentum"]');
  await exercise.scrollIntoViewIfNeeded();
  const field = exercise.getByRole('textbox', { name: /Your prediction/ });
  await field.fill('-9');
  await field.press('Enter');
  await expect(exercise.getByRole('status')).toContainText('Right.');
  await exercise.getByRole('button', { name: 'Run it' }).click();
  const run = demo(page, 'Run: Momentum with the wrong sign');
  await playUntilBroken(run);
  // the question's numbers: 3 before, −9 after with the wrong sign, 3 after with the right one
  await expect(run.broken.locator('[data-metric="first-momentum"]')).toHaveText('3.000 → \u22129.000');
  await expect(run.fixed.locator('[data-metric="first-momentum"]')).toHaveText('3.000 → 3.000');
  expect(consoleErrors).toEqual([]);
});

test('lessons 7 and 9 list their parts, and every link to a part lands on its heading', async ({
  page,
  consoleErrors,
}) => {
  for (const [slug, parts] of [
    ['sticking', 3],
    ['spot-the-bug', 4],
  ] as const) {
    await page.goto(`/lessons/${slug}/`);
    const partLinks = page.locator('.prose a[href^="#part-"]');
    await expect(partLinks).toHaveCount(parts);
    for (const href of await partLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(`h2${href}`)).toHaveCount(1);
      await expect(page.locator(`.toc a[href="${href}"]`)).toHaveCount(1); // in the contents too
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('the Sources page exists, is linked from every page, and every source link in a lesson resolves', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/sources/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Sources');
  const anchors = new Set(await page.locator('[id^="source-"]').evaluateAll((els) => els.map((e) => e.id)));
  expect([...anchors].sort()).toEqual(['source-000', 'source-001', 'source-002', 'source-003', 'source-004']);
  await screenshot(page, 'chapter-sources');

  await page.goto('/');
  await expect(page.locator('main a[href="/sources/"]')).toHaveCount(1);
  await expect(page.locator('footer a[href="/sources/"]')).toHaveCount(1);

  for (const slug of lessonSlugs) {
    await page.goto(`/lessons/${slug}/`);
    const hrefs = await page
      .locator('.prose a[href^="/sources/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const hash = new URL(href, 'http://x').hash.slice(1);
      expect(hash === '' || anchors.has(hash), `${slug}: ${href}`).toBe(true);
    }
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
  expect(consoleErrors).toEqual([]);
});
