// A <MistakeDemo> as a test sees it: its two sides, their verdicts and the frame counter.
import { expect, type Page } from '@playwright/test';

export function demo(page: Page, title: string) {
  const root = page.getByRole('region', { name: title, exact: true });
  const side = (name: 'broken' | 'fixed') => root.locator(`section[data-side="${name}"]`);
  return {
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
  await d.root.getByRole('button', { name: 'Play' }).click();
  await expect(d.verdict('broken')).toHaveAttribute('data-verdict', 'bad', { timeout: 15_000 });
  await d.root.getByRole('button', { name: 'Pause' }).click();
  await expect(d.verdict('fixed')).not.toHaveAttribute('data-verdict', 'bad');
}
