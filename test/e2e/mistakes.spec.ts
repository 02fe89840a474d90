// The mistake demos of lesson 9 in real Chromium and every locale: each broken side goes wrong while
// the fixed side does not, the numbers say how, the keyboard drives a demo, and stepping back restores
// the pixels.

import { expect, test } from './fixtures';
import { pixels } from './support/canvas';
import { format, LOCALES, site } from './support/locales';
import { demo, playUntilBroken } from './support/mistakeDemo';
import { screenshot } from './support/screenshot';

for (const locale of LOCALES) {
  const { t, url, title } = site(locale);
  const frameText = (frame: number) => format(t.simulation.frame, { frame });
  /** A demo of lesson 9, by its English title. */
  const lessonDemo = (page: Parameters<typeof demo>[0], english: string) =>
    demo(page, t, title('spot-the-bug', english));
  const shot = (page: Parameters<typeof demo>[0], name: string) =>
    locale === 'en' ? screenshot(page, name) : undefined;

  test(`${locale}: lesson 9: every mistake demo shows its broken side going wrong`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(url('/lessons/spot-the-bug/'));
    const demos = page.locator('section.mistake-demo');
    expect(await demos.count()).toBe(11);

    // The shortcut with the wrong sign: the first collision breaks the momentum of the pair.
    const sign = lessonDemo(page, 'vxTotal = v1 − v0');
    await playUntilBroken(sign);
    const [before, after] = (
      (await sign.broken.locator('[data-metric="first-momentum"]').textContent()) ?? ''
    )
      .split('→')
      .map((s) => Number(s.trim().replace('\u2212', '-')));
    expect(Math.abs((after as number) - (before as number))).toBeGreaterThan(1);
    const fixedMomentum = (await sign.fixed.locator('[data-metric="first-momentum"]').textContent()) ?? '';
    const [fb, fa] = fixedMomentum.split('→').map((s) => s.trim());
    expect(fa).toBe(fb);
    await shot(page, 'mistake-sign');

    // The radisu typo: positions turn into the words "not a number", and the balls vanish.
    const typo = lessonDemo(page, 'ball1.radisu');
    await playUntilBroken(typo);
    await expect(typo.broken.locator('[data-metric="ball0"]')).toContainText(t.mistakes.notANumber);
    await expect(typo.fixed.locator('[data-metric="ball0"]')).not.toContainText(t.mistakes.notANumber);

    // Walls in one else-if chain: the ball goes past a wall, the fixed one never does.
    const walls = lessonDemo(page, 'Walls in one else-if chain');
    await playUntilBroken(walls);
    expect(
      Number.parseFloat((await walls.broken.locator('[data-metric="outside-most"]').textContent()) ?? '0'),
    ).toBe(11);
    await expect(walls.fixed.locator('[data-metric="outside-most"]')).toHaveText(`0.0${t.inputs.units.px}`);
    await shot(page, 'mistake-walls');

    // The placement bugs show at frame 0.
    const start = lessonDemo(page, 'Placing 200 balls');
    await start.root.scrollIntoViewIfNeeded();
    await expect(start.verdict('broken')).toHaveAttribute('data-verdict', 'bad');
    await expect(start.verdict('fixed')).toHaveAttribute('data-verdict', 'good');
    expect(
      Number(await start.broken.locator('[data-metric="start-overlaps"]').textContent()),
    ).toBeGreaterThan(0);
    await expect(start.fixed.locator('[data-metric="start-overlaps"]')).toHaveText('0');

    // The keyboard drives a demo, and stepping back returns to the very same pixels.
    const radius = lessonDemo(page, 'Splitting the overlap by the radii');
    await radius.root.scrollIntoViewIfNeeded();
    const canvas = radius.broken.locator('canvas');
    const first = await pixels(canvas);
    const stepButton = radius.root.getByRole('button', { name: t.simulation.stepForward });
    await stepButton.focus();
    await page.keyboard.press('ArrowRight');
    await expect(radius.frame).toHaveText(frameText(1)); // ArrowRight steps; it does not press the button
    await expect(radius.verdict('broken')).toHaveAttribute('data-verdict', 'bad');
    await expect(radius.verdict('fixed')).toHaveAttribute('data-verdict', 'good');
    await page.keyboard.press('r');
    await expect(radius.frame).toHaveText(frameText(0));
    expect(await pixels(canvas)).toBe(first);

    // The remaining demos: each goes wrong on the broken side only.
    for (const english of [
      'ball1.y += ball1.vx',
      'Swapping the speeds, masses 2 and 1',
      '… / mass1 + mass2',
      'absV = 0',
      'Both velocities with the same sign',
      'A pair already moving apart',
    ]) {
      await playUntilBroken(lessonDemo(page, english));
    }
    await expect(lessonDemo(page, 'absV = 0').broken.locator('[data-metric="ball0"]')).toContainText(
      t.mistakes.notANumber,
    );
  });
}
