// The lessons' derivations revealed step by step (issue 40, components/exercise/Steps.tsx): every step is
// in the page, Next adds one and its marked terms move from where they stood in the step before
// (several places on the way with motion, one change with reduced motion or the header's switch), the
// buttons work from the keyboard and say the step aloud, and paper and a page without scripts show
// every step. Both languages.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings } from './support/axe';
import { format, LOCALES, site } from './support/locales';

/** Each derivation: its lesson, its English title, its number of steps. */
const DERIVATIONS = [
  ['one-axis', 'From the two laws to v0′ and v1′', 7],
  ['shortcut', 'From equation (3) to the relative velocity', 3],
  ['shortcut', 'From the reversal to the shortcut', 3],
  ['two-axes', 'Turning a vector by −θ', 5],
] as const;

/** Until its section hydrates (later than the page: components/mdx/ProseSection.tsx) a press is lost:
 *  waits until React has given the button its props. */
const hydrated = (button: Locator) =>
  expect
    .poll(() => button.evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);

function derivation(page: Page, locale: (typeof LOCALES)[number], index = 0) {
  const [slug, english] = DERIVATIONS[index] ?? DERIVATIONS[0];
  const { t, url, title } = site(locale);
  const region = page.getByRole('region', { name: title(slug, english) });
  const button = (name: string) => region.getByRole('button', { name, exact: true });
  const live = () => hydrated(button(t.exercise.steps.next));
  return { t, url: url(`/lessons/${slug}/`), region, steps: region.getByRole('listitem'), button, live };
}

/**
 * The distinct places (centres, to a tenth of a pixel) the term `move` of step `step` (1-based) takes
 * at each animation frame for `ms` after `act`, from its first frame on show.
 */
async function placesOf(page: Page, step: number, move: string, act: () => Promise<void>, ms = 1400) {
  await page.evaluate(
    ([selector, ms]) => {
      const seen: string[] = [];
      (window as unknown as { places: string[] }).places = seen;
      const start = performance.now();
      const look = () => {
        const term = document.querySelector(selector);
        const box = term?.getBoundingClientRect();
        if (box && box.width > 0) {
          const at = `${(box.left + box.width / 2).toFixed(1)},${(box.top + box.height / 2).toFixed(1)}`;
          if (seen.at(-1) !== at) seen.push(at);
        }
        if (performance.now() - start < ms) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    [`ol > li:nth-child(${step}) [data-move="${move}"]`, ms] as const,
  );
  await act();
  await page.waitForTimeout(ms + 100);
  return page.evaluate(() => (window as unknown as { places: string[] }).places);
}

async function open(
  browser: Browser,
  locale: (typeof LOCALES)[number],
  reducedMotion: 'reduce' | 'no-preference',
) {
  const context = await browser.newContext({ reducedMotion });
  const page = await context.newPage();
  const d = derivation(page, locale);
  await page.goto(d.url);
  await expect(d.steps).toHaveCount(1);
  await d.live();
  return { context, page, ...d };
}

for (const locale of LOCALES) {
  test(`${locale}: Next moves the term through several places; reduced motion places it at once`, async ({
    browser,
  }) => {
    const moving = await open(browser, locale, 'no-preference');
    const next = moving.button(moving.t.exercise.steps.next);
    await next.focus();
    const places = await placesOf(moving.page, 2, 'v0-after', () => next.press('Enter'));
    // from over v₀′ of the first step to its place in the second, by several places on the way
    expect(places.length, places.join(' ')).toBeGreaterThanOrEqual(4);
    expect(places[0]).not.toBe(places.at(-1));
    // and ends at rest, with the accent colour of a term that moved
    const term = moving.steps.nth(1).locator('[data-move="v0-after"]');
    expect(
      await term.evaluate((e: HTMLElement) => [e.style.transform, e.hasAttribute('data-moved')]),
    ).toEqual(['', true]);
    await moving.context.close();

    const still = await open(browser, locale, 'reduce');
    const stillNext = still.button(still.t.exercise.steps.next);
    expect(await placesOf(still.page, 2, 'v0-after', () => stillNext.click(), 800)).toHaveLength(1);
    await still.context.close();
  });

  test(`${locale}: the header's switch places the terms at once too`, async ({ browser }) => {
    const d = await open(browser, locale, 'no-preference');
    await d.page.getByRole('button', { name: d.t.site.reduceMotion }).click();
    const next = d.button(d.t.exercise.steps.next);
    expect(await placesOf(d.page, 2, 'v0-after', () => next.click(), 800)).toHaveLength(1);
    await d.context.close();
  });

  test(`${locale}: the buttons work from the keyboard, with a visible focus, and say the step`, async ({
    page,
  }) => {
    const { t, url, region, steps, button, live } = derivation(page, locale);
    const s = t.exercise.steps;
    await page.goto(url);
    await live();
    const [previous, next] = [button(s.previous), button(s.next)];
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await previous.focus();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    expect(await next.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(steps).toHaveCount(2);
    await expect(region.locator('[aria-live]')).toHaveText(format(s.progress, { n: 2, total: 7 }));
    await page.keyboard.press('Space');
    await expect(steps).toHaveCount(3);
    await expect(next).toBeFocused(); // the focus stays on Next
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // Previous
    await expect(steps).toHaveCount(2);
    await button(s.all).click();
    await expect(steps).toHaveCount(7);
    await expect(region.locator('[aria-live]')).toHaveText(format(s.progress, { n: 7, total: 7 }));
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await button(s.again).click();
    await expect(steps).toHaveCount(1);
  });

  test(`${locale}: every step after the first moves a term, in every derivation`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const [index, [, , total]] of DERIVATIONS.entries()) {
      const d = derivation(page, locale, index);
      if (!page.url().endsWith(d.url)) await page.goto(d.url);
      await d.live();
      for (let n = 2; n <= total; n++) {
        await d.button(d.t.exercise.steps.next).click();
        await expect(d.steps).toHaveCount(n);
        const moved = d.steps.nth(n - 1).locator('[data-moved]');
        expect(await moved.count(), `${DERIVATIONS[index]?.[1]}, step ${n}`).toBeGreaterThan(0);
      }
    }
    await context.close();
  });

  test(`${locale}: paper and a page without scripts show every step, no button`, async ({
    browser,
    page,
  }) => {
    const d = derivation(page, locale);
    await page.goto(d.url);
    await page.emulateMedia({ media: 'print' });
    await expect(d.steps).toHaveCount(7);
    await expect(d.region.getByRole('button')).toHaveCount(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScripts = derivation(await context.newPage(), locale);
    // the fixture's goto waits for the page's scripts to start (fixtures.ts): here none run
    const plainGoto: Page['goto'] = Object.getPrototypeOf(noScripts.region.page()).goto;
    await plainGoto.call(noScripts.region.page(), noScripts.url);
    await expect(noScripts.steps).toHaveCount(7);
    await expect(noScripts.region.getByRole('button')).toHaveCount(0);
    await context.close();
  });
}

/** Every derivation of the page shown whole. */
async function showAll(page: Page, all: string) {
  for (const button of await page.getByRole('button', { name: all, exact: true }).all()) {
    await hydrated(button);
    await button.click();
  }
}

for (const [locale, slug] of [
  ['en', 'one-axis'],
  ['zh-CN', 'shortcut'],
  ['en', 'two-axes'],
] as const) {
  test(`axe, light and dark, 390 px and 1280 px: ${locale} ${slug} with its steps shown`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { t, url } = site(locale);
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(url(`/lessons/${slug}/`));
      await page.waitForLoadState('networkidle');
      await showAll(page, t.exercise.steps.all);
      expect(await axeFindings(page, colorScheme === 'dark')).toEqual([]);
      // for a person to look at: the first derivation at a phone's width and a projector's
      const steps: Locator = page.locator('section:has(> ol li [data-move])').first();
      const shot = async (width: number) => {
        await steps.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `test-results/screenshots/reveal-${locale}-${slug}-${width}-${colorScheme}.png`,
        });
      };
      await shot(390);
      await page.setViewportSize({ width: 1280, height: 720 });
      await shot(1280);
      await context.close();
    }
  });
}
