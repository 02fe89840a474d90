// A <MistakeDemo> as a test sees it: its two sides, their verdicts and the frame counter, and its
// buttons in the locale's words.
import { expect, type Page } from '@playwright/test';
import type { Messages } from '@/lib/i18n';

export function demo(page: Page, t: Messages, title: string) {
  const root = page.getByRole('region', { name: title, exact: true });
  const side = (name: 'broken' | 'fixed') => root.locator(`section[data-side="${name}"]`);
  return {
    t,
    root,
    broken: side('broken'),
    fixed: side('fixed'),
    verdict: (name: 'broken' | 'fixed') => side(name).locator('[data-verdict]'),
    frame: root.locator('.frame-counter'),
  };
}

/** Plays the demo until its broken side's verdict turns bad, then pauses. */
export async function playUntilBroken(d: ReturnType<typeof demo>): Promise<void> {
  await d.root.scrollIntoViewIfNeeded();
  await d.root.getByRole('button', { name: d.t.simulation.play }).click();
  await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'bad', { timeout: 15_000 });
  await d.root.getByRole('button', { name: d.t.simulation.pause }).click();
  await expect(d.verdict('fixed')).not.toHaveAttribute('data-verdict', 'bad');
}
