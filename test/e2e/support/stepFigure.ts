// Runs a figure frame by frame with its own Step forward button and reads its readouts at every frame,
// all inside the page: one click per frame and no round trip to the test, so a thousand frames take
// seconds, and every readout is the one the reader sees at that frame.
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';
import { expectAwake } from './figure';

/** What a readout showed at each frame: `values[name][k]` holds, in page order, the texts of every
 *  element `read[name]` selects inside the figure at frame `from + k`. */
export interface Readings {
  from: number;
  values: Record<string, string[][]>;
}

/** The whole number in a frame counter ("Frame 1,200", "第 1200 帧"). */
export const counterFrame = (text: string | null) =>
  Number((/\d[\d,]*/.exec(text ?? '')?.[0] ?? 'NaN').replace(/,/g, ''));

/**
 * Steps `figure` from the frame it shows to frame `to`, reading the readouts named in `read` (CSS
 * selectors inside the figure) at the frame it starts from and after every step. The figure must be
 * paused; it is woken and scrolled into view first (a readout out of view may wait to update).
 */
export async function stepAndRead(
  figure: Locator,
  to: number,
  read: Record<string, string>,
): Promise<Readings> {
  await expectAwake(figure);
  const counter = figure.locator('.frame-counter');
  await expect(counter).toBeVisible();
  const from = counterFrame(await counter.textContent());
  const values = await figure.evaluate(
    async (root, { to, read }) => {
      const frame = () =>
        Number(
          (/\d[\d,]*/.exec(root.querySelector('.frame-counter')?.textContent ?? '')?.[0] ?? 'NaN').replace(
            /,/g,
            '',
          ),
        );
      const out: Record<string, string[][]> = Object.fromEntries(Object.keys(read).map((name) => [name, []]));
      const take = () => {
        for (const [name, selector] of Object.entries(read))
          out[name]?.push([...root.querySelectorAll(selector)].map((e) => e.textContent ?? ''));
      };
      take();
      for (let now = frame(); now < to; now = frame()) {
        const step = root.querySelector<HTMLButtonElement>('[data-action="step"]');
        if (!step || step.disabled) throw new Error(`no step forward at frame ${now}`);
        step.click();
        // React renders a click's change in a microtask; a busy page may take a task or two
        for (let k = 0; frame() === now; k++) {
          if (k > 2000) throw new Error(`frame ${now}: Step forward changed nothing`);
          await new Promise<void>((resolve) => (k < 20 ? queueMicrotask(resolve) : setTimeout(resolve, 0)));
        }
        if (frame() !== now + 1) throw new Error(`Step forward went from frame ${now} to ${frame()}`);
        take();
      }
      return out;
    },
    { to, read },
  );
  return { from, values };
}

/** The numbers one readout showed at each frame (the first element it selects, or the `index`th). */
export function series(readings: Readings, name: string, index = 0): number[] {
  return (readings.values[name] ?? []).map((texts) => Number.parseFloat(texts[index] ?? 'NaN'));
}
