// The playground and the comparison are drawn by the build at their final size (issue 27: Lighthouse
// measured CLS 0.185 as they mounted in the browser): from load until the tool is ready, nothing on
// the page moves by more than CLS 0.05, on a phone and on a laptop, in both languages; their embed
// forms likewise.
import { expect, test } from './fixtures';
import { LOCALES, site } from './support/locales';
import { watchShifts } from './support/shifts';

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  for (const path of ['/playground/', '/compare/']) {
    for (const size of sizes) {
      test(`${url(path)} at ${size.width} px does not move as its tool mounts`, async ({ page }) => {
        await page.setViewportSize(size);
        const shifts = await watchShifts(page);
        await page.goto(url(path));
        // ready: the set-up can be used and the figure steps
        await expect(page.getByRole('group', { name: t.playground.setup })).toBeVisible();
        await expect(page.getByRole('button', { name: t.simulation.stepForward }).first()).toBeEnabled();
        await page.waitForLoadState('networkidle');
        const total = (await shifts()).reduce((sum, shift) => sum + shift, 0);
        expect(total).toBeLessThanOrEqual(0.05);
      });
    }
  }
  // The embed forms of both tools (Lighthouse: CLS 0.105 when they mounted after reading the link).
  for (const link of ['/embed/?scenario=one-axis&speed=2', '/embed/compare/?strategies=naive,robust']) {
    test(`${url(link)} does not move as its tool mounts`, async ({ page }) => {
      await page.setViewportSize({ width: 640, height: 480 });
      const shifts = await watchShifts(page);
      await page.goto(url(link));
      await expect(page.getByRole('button', { name: t.simulation.stepForward }).first()).toBeEnabled();
      await page.waitForLoadState('networkidle');
      const total = (await shifts()).reduce((sum, shift) => sum + shift, 0);
      expect(total).toBeLessThanOrEqual(0.05);
    });
  }
}
