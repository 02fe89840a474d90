// What a lesson page says, read as the reader gets it: the numbers of a sentence of the prose
// (test/lib/support/proseClaims.ts), and a paused simulation's text alternative (its stage and balls).
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n';
import { CLAIMS, type ClaimName, numbersIn, type Stated } from '@/test/lib/support/proseClaims';
import { expect } from '../fixtures';
import { expectAwake } from './figure';
import { format, plural, type Site, templatePattern } from './locales';

/** The numbers a claim gives in the lesson's text on the page; fails when the sentence is not there. */
export async function stated<N extends ClaimName>(page: Page, name: N, locale: Locale): Promise<Stated<N>> {
  const text = ((await page.locator('article.prose').textContent()) ?? '').replace(/\s+/g, ' ');
  const found = numbersIn(text, name, locale);
  expect(found, `${locale}: the page has no sentence ${CLAIMS[name][locale]}`).not.toBeNull();
  return found as Stated<N>;
}

/** A number as a readout writes it: a minus sign (−), commas of thousands, a unit after it. */
export const shown = (text: string | undefined) =>
  Number.parseFloat((text ?? '').replace(/\u2212/g, '-').replace(/,/g, ''));

export interface Described {
  width: number;
  height: number;
  balls: { x: number; y: number; vx: number; vy: number; radius: number }[];
}

/** A paused simulation's text alternative, read back: its stage and the balls it lists. `name` is the
 *  figure's title, which the text begins with: the stage is read only when it is given (a title may
 *  hold the template's own punctuation, as "MultiBilliard：八个球" does). */
export function described(text: string, { t, locale }: Site, name?: string): Described {
  const alt = t.simulation.alt;
  const summary = name === undefined ? null : format(plural(alt.summary, 2, locale), { name });
  const stage = (summary && templatePattern(summary).exec(text)?.groups) || {};
  const balls = [...text.matchAll(templatePattern(alt.ball, 'g'))].map(({ groups = {} }) => ({
    x: shown(groups.x),
    y: shown(groups.y),
    vx: shown(groups.vx),
    vy: shown(groups.vy),
    radius: shown(groups.radius),
  }));
  return { width: shown(stage.width), height: shown(stage.height), balls };
}

/** The selector of a simulation's text alternative (SimulationDescription), for stepAndRead. */
export const DESCRIPTION = '.visually-hidden > p[id]';

/** A figure's text alternative now, once it has woken (components/mdx/Wake.tsx). */
export async function describedNow(figure: Locator, s: Site): Promise<Described> {
  await expectAwake(figure);
  return described(
    (await figure.locator(DESCRIPTION).first().textContent()) ?? '',
    s,
    (await figure.getAttribute('aria-label')) ?? '',
  );
}
