// axe-core at a phone's width, where wide tables and formulas scroll: no serious or critical violation.
// Every page of every locale, in light and dark, is checked in every-page.spec.ts (one visit a page).
import { expect, test } from './fixtures';
import { axeFindings, openPanels } from './support/axe';
import { site } from './support/locales';

// At Lighthouse's phone width (412 px) wide tables and formulas scroll sideways, and a region that
// scrolls must be reachable by keyboard (scrollable-region-focusable). The pages where Lighthouse
// found one: a table (momentum, English) and display formulas (the others).
const phonePages = [
  ['en', '/lessons/momentum/'],
  ['en', '/lessons/sticking/'],
  ['en', '/lessons/spot-the-bug/'],
  ['zh-CN', '/lessons/beyond/'],
] as const;

for (const [locale, path] of phonePages) {
  const url = site(locale).url(path);
  test(`axe: ${url} at 412 px`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await openPanels(page);
    expect(await axeFindings(page)).toEqual([]);
  });
}
