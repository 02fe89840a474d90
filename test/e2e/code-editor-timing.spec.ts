// The editable listing's stop for a loop that never ends and for a huge allocation (components/editor/,
// public/sandbox/), in the timing project (it runs alone: a page under three workers' load answers
// late): the sandbox stops the code 1 s after it began, says so, and the page answers a click meanwhile.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { checks, runCode, write } from './support/codeEditor';
import { LOCALES, site, templatePattern } from './support/locales';

const CHAPTER = [
  'const v0Final = ((m0 - m1) * v0 + 2 * m1 * v1) / (m0 + m1);',
  'const v1Final = ((m1 - m0) * v1 + 2 * m0 * v0) / (m0 + m1);',
].join('\n');

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const w = t.editor;
  const run = (bench: Locator) => runCode(bench, w.run);

  test(`${locale}: a loop that never ends is stopped within a second, the page answers meanwhile`, async ({
    page,
  }) => {
    await page.goto(url('/lessons/one-axis/'));
    const bench = page.locator('[data-edit-listing="elastic1D"]');
    await bench.getByRole('button', { name: w.edit }).click();
    await run(bench); // the chapter's code first, so the figure is there to be clicked
    await expect(checks(bench).locator('[data-all-pass]')).toBeVisible();
    await write(page, bench, `${CHAPTER}\nwhile (true) {}`);
    const started = Date.now();
    await run(bench);
    // the page answers a click while the loop runs: the figure plays
    const figure = bench.locator('[data-code-figure]');
    const clicked = Date.now();
    await figure.getByRole('button', { name: t.simulation.play, exact: true }).click();
    await expect(figure.getByRole('button', { name: t.simulation.pause, exact: true })).toBeVisible();
    const answered = Date.now() - clicked;
    const error = checks(bench).locator('[data-code-error="timeout"]');
    await expect(error).toBeVisible({ timeout: 5000 });
    const shown = Date.now() - started;
    // the sandbox measures how long the code ran before it stopped it, and the message says so
    const ran = Number(
      templatePattern(w.errors.timeout).exec((await error.textContent()) ?? '')?.groups?.seconds,
    );
    console.log(
      `${locale}: click answered in ${answered} ms; loop stopped after ${ran} s; said ${shown} ms after Run`,
    );
    expect(answered).toBeLessThan(1000);
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(ran).toBeLessThanOrEqual(1.1);
    // Run also starts a new worker and runs the figure's frames up to the collision that loops
    expect(shown).toBeLessThan(2500);
  });

  test(`${locale}: a huge allocation (one array of 10⁹, or one that grows) is stopped within a second`, async ({
    page,
  }) => {
    await page.goto(url('/lessons/one-axis/'));
    const bench = page.locator('[data-edit-listing="elastic1D"]');
    await bench.getByRole('button', { name: w.edit }).click();
    for (const [name, code] of [
      ['one array', 'const filled = new Array(1e9).fill(0);'],
      ['a growing array', 'const grown = [];\nfor (;;) grown.push(new Float64Array(1e7));'],
    ]) {
      await write(page, bench, CHAPTER);
      await run(bench); // no error shown before the allocation's
      await expect(checks(bench).locator('[data-all-pass]')).toBeVisible();
      await write(page, bench, `${CHAPTER}\n${code}`);
      const started = Date.now();
      await run(bench);
      // stopped by the 1 s limit, or sooner by the worker's own memory limit (a RangeError it names)
      const error = checks(bench).locator('[data-code-error]');
      await expect(error, name).toBeVisible({ timeout: 5000 });
      const shown = Date.now() - started;
      const kind = await error.getAttribute('data-code-error');
      const said = (await error.textContent()) ?? '';
      console.log(`${locale}: ${name}: ${kind} said ${shown} ms after Run: ${said}`);
      expect(['timeout', 'runtime'], name).toContain(kind);
      if (kind === 'runtime') expect(said, name).toMatch(templatePattern(w.errors.runtime));
      if (kind === 'runtime') expect(said, name).toContain('RangeError');
      if (kind === 'timeout') {
        const ran = Number(templatePattern(w.errors.timeout).exec(said)?.groups?.seconds);
        expect(ran, name).toBeGreaterThanOrEqual(1);
        expect(ran, name).toBeLessThanOrEqual(1.1);
      }
      // Run also starts a new worker and runs the figure's frames up to the collision that allocates
      expect(shown, name).toBeLessThan(3000); // a busy machine: 1.3–2.4 s seen at load 18
      // the page is still there and answers: the figure of the last good run plays
      const figure = bench.locator('[data-code-figure]');
      await figure.getByRole('button', { name: t.simulation.play, exact: true }).click();
      await expect(figure.getByRole('button', { name: t.simulation.pause, exact: true })).toBeVisible();
    }
  });
}
