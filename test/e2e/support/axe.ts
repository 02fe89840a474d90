// axe-core as the browser tests run it: the serious and critical findings, Lighthouse's findings of
// issue 27 whatever impact axe gives them, and the folded panels opened first.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// the contents' links as 24 px targets (WCAG 2.2, a rule axe runs only when asked) and heading levels
const ALSO = ['heading-order', 'target-size'];
// dark differs from light in colours only: the rules that read colours are run again in it
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe on the page, run inside it in one call ("legacy mode"): @axe-core/playwright's default runs each
 * frame apart and then joins the results in a new blank page, which took 8.6–11.2 s on a lesson of
 * 5,900 elements against 2.4–3.4 s this way, with the same findings. The pages' frames are all the
 * site's own or the opaque sandbox, which this mode reaches too.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** axe's serious and critical findings on the open page (and those of ALSO), as lines; only the
 *  colour rules when `colours` is set. */
export async function axeFindings(page: Page, colours = false): Promise<string[]> {
  const axe = axeBuilder(page).options({
    resultTypes: ['violations'],
    rules: { 'target-size': { enabled: true } },
  });
  const { violations } = await (colours ? axe.withRules(COLOUR_RULES) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every folded panel of the page opened (their tables and fields are checked too); open ones stay open. */
export async function openPanels(page: Page) {
  await page.locator('details:not([open]) > summary').evaluateAll((summaries) => {
    for (const summary of summaries) (summary as HTMLElement).click();
  });
}
