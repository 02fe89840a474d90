// Lesson 4's collision inspector (the stepper), opened and awake, for the specs that drive it.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Locale } from '@/lib/i18n';
import { site } from './locales';

/** A stage's button as the stepper names it: "2. Angle". */
export function stageName(
  locale: Locale,
  n: number,
  stage: keyof ReturnType<typeof site>['t']['inspector']['stage'],
) {
  return `${n}. ${site(locale).t.inspector.stage[stage]}`;
}

/** Lesson 4 opened at its stepper, scrolled to and awake. */
export async function openStepper(page: Page, locale: Locale) {
  const { url, title } = site(locale);
  await page.goto(url('/lessons/two-axes/'));
  const stepper = page.getByRole('region', {
    name: title('two-axes', 'One oblique collision, stage by stage'),
  });
  await stepper.scrollIntoViewIfNeeded();
  // scrolled near, the figure wakes (components/mdx/Wake.tsx)
  await expect(page.locator('[data-wake]', { has: stepper })).toHaveAttribute('data-wake', 'awake');
  return { stepper, canvas: stepper.locator('canvas.inspector-canvas') };
}
