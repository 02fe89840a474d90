// Edit and run on the chapter's other core functions (components/editor/listings.ts), in real
// Chromium and both languages: each editor opens with exactly its listing's code; a broken version is
// named by the check of its mistake, with the numbers and the frame; Reset brings back the chapter's
// code, whose sides agree bit for bit. The vxTotal shortcut (lesson 3), Billiard4's rotate()
// (lesson 4, TypeScript: its types are written over before it runs, so errors keep their columns)
// and the naive separation (lesson 7), against the pairs it leaves stuck.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings } from './support/axe';
import { checks, runCode, screenshots, write } from './support/codeEditor';
import { format, LOCALES, plural, site, templatePattern } from './support/locales';

/** A separation that pushes the pair apart by the whole overlap, half each: no pair is left stuck. */
const WHOLE_OVERLAP = [
  'function separateNaive({ pos0, pos1, overlap }: SeparationInput): [number, number] {',
  '  return [pos0.x - overlap / 2, pos1.x + overlap / 2];',
  '}',
].join('\n');

/** A Run of a version that collides often asks the sandbox once or twice a frame: slow on a busy machine. */
const RUN_MS = 45_000;
test.describe.configure({ timeout: 120_000 });

const number = (text: string | undefined) => Number(text?.replace('\u2212', '-'));

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const w = t.editor;

  /** Opens the listing's editor; returns it with the listing's code as the page shows it. */
  async function openEditor(page: Page, lesson: string, listing: string): Promise<[Locator, string]> {
    await page.goto(url(`/lessons/${lesson}/`));
    const listed = ((await page.locator(`figure[data-listing="${listing}"] pre`).textContent()) ?? '').trim();
    const bench = page.locator(`[data-edit-listing="${listing}"]`);
    await bench.getByRole('button', { name: w.edit }).click();
    await expect(bench.locator('.cm-content')).toHaveText(listed.replaceAll('\n', ''));
    return [bench, listed];
  }

  const run = (bench: Locator) => runCode(bench, w.run);

  test(`${locale}: rotate() with its flag the wrong way round changes the tangent part; Reset passes bit for bit`, async ({
    page,
  }) => {
    const [bench, listed] = await openEditor(page, 'two-axes', 'rotate-function');
    expect(listed).toContain('export function rotate(x: number');
    await write(page, bench, listed.replace('if (reverse)', 'if (!reverse)'));
    await run(bench);
    const tangent = checks(bench).locator('[data-check="tangent"]');
    await expect(tangent).toHaveAttribute('data-fail', '', { timeout: RUN_MS });
    const said = templatePattern(w.fail.tangent).exec((await tangent.textContent()) ?? '');
    const [before, after] = [number(said?.groups?.before), number(said?.groups?.after)];
    expect(Math.abs(after - before)).toBeGreaterThan(0.01);
    await expect(checks(bench).locator('[data-sides="part"]')).toBeVisible();
    const show = tangent.getByRole('button', { name: templatePattern(w.show) });
    const frame = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
    await show.click();
    await expect(bench.locator('[data-code-figure]')).toContainText(format(t.simulation.frame, { frame }));

    await bench.getByRole('button', { name: w.reset }).click();
    await expect(bench.locator('.cm-content')).toHaveText(listed.replaceAll('\n', ''));
    await run(bench);
    await expect(checks(bench).locator('[data-all-pass]')).toBeVisible({ timeout: RUN_MS });
    await expect(checks(bench).locator('[data-sides="agree"]')).toBeVisible();
  });

  test(`${locale}: a syntax error in the TypeScript rotate() names the reader's own line and column`, async ({
    page,
  }) => {
    const [bench, listed] = await openEditor(page, 'two-axes', 'rotate-function');
    const broken = listed.replace('y: y * cos - x * sin }', 'y: y * cos - x * sin) }');
    const line = broken.split('\n').findIndex((l) => l.includes('sin) }'));
    const column = (broken.split('\n')[line] ?? '').indexOf('sin) }') + 4;
    await write(page, bench, broken);
    await run(bench);
    const error = checks(bench).locator('[data-code-error="syntax"]');
    await expect(error).toHaveText(templatePattern(format(w.errors.syntax, { line: line + 1, column })));
  });

  test(`${locale}: the naive separation leaves pairs stuck; a push by the whole overlap leaves none`, async ({
    page,
  }) => {
    const [bench] = await openEditor(page, 'sticking', 'separate-naive');
    await run(bench); // the chapter's own code: lesson 7's point, on the twenty large balls
    const stuck = checks(bench).locator('[data-stuck]');
    await expect(stuck).toBeVisible({ timeout: RUN_MS });
    const chapters = Number(await stuck.getAttribute('data-stuck'));
    expect(chapters).toBe(105);
    await expect(stuck).toHaveText(
      templatePattern(
        format(plural(w.stuckSome, chapters, locale), { pairs: 105, naive: 105, fix: 14, absV: 'absV' }),
      ),
    );
    const separated = checks(bench).locator('[data-check="separated"]');
    await expect(separated).toHaveAttribute('data-fail', '');
    await expect(checks(bench).locator('[data-sides="agree"]')).toBeVisible();
    // the first collision left overlapping, in the inspector: the chapter's stages on those two balls
    const said = (await separated.textContent()) ?? '';
    const frame = Number(
      /\d+/.exec(
        (await separated.getByRole('button', { name: templatePattern(w.show) }).textContent()) ?? '',
      )?.[0],
    );
    await separated.getByRole('button', { name: w.inspect, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(templatePattern(format(t.inspector.titleAtFrame, { frame })));
    await expect(dialog.locator('[data-inspection-note]')).toContainText(format(w.at.frame, { frame }));
    expect(said).toContain(format(w.at.frame, { frame }));
    await expect(bench.locator('[data-code-figure]')).toContainText(format(t.simulation.frame, { frame }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await write(page, bench, WHOLE_OVERLAP);
    await run(bench);
    await expect(stuck).toHaveAttribute('data-stuck', '0', { timeout: RUN_MS });
    await expect(stuck).toHaveText(
      templatePattern(
        format(plural(w.stuckNone, 1200, locale), { naive: 105, fix: 14, absV: 'absV', frames: 1200 }),
      ),
    );
    await expect(checks(bench).locator('[data-check="separated"]')).toHaveAttribute('data-pass', '');
    await expect(checks(bench).locator('[data-all-pass]')).toBeVisible();
    await expect(checks(bench).locator('[data-sides="part"]')).toBeVisible();
  });

  test(`${locale}: the absV fix is editable too: its own code leaves 14 pairs stuck, bit for bit`, async ({
    page,
  }) => {
    const [bench, listed] = await openEditor(page, 'sticking', 'separate-overlap');
    expect(listed).toContain('function separateOverlap(');
    await run(bench);
    const stuck = checks(bench).locator('[data-stuck]');
    await expect(stuck).toHaveAttribute('data-stuck', '14', { timeout: RUN_MS });
    await expect(stuck).toHaveText(
      templatePattern(
        format(plural(w.stuckSome, 14, locale), { pairs: 14, naive: 105, fix: 14, absV: 'absV' }),
      ),
    );
    await expect(checks(bench).locator('[data-sides="agree"]')).toBeVisible();
    // a wrong return shape names this listing's function
    await write(page, bench, listed.replace(/return \[pos0\.x \+ \(vx0/, 'return 1; [pos0.x + (vx0'));
    await run(bench);
    await expect(checks(bench).locator('[data-code-error="shape"]')).toContainText('separateOverlap()', {
      timeout: RUN_MS,
    });
  });

  test(`${locale}: the vxTotal shortcut with source 001's sign breaks the momentum; the chapter's passes`, async ({
    page,
  }) => {
    const [bench, listed] = await openEditor(page, 'shortcut', 'elastic1DShortcut');
    await write(page, bench, listed.replace('v0 - v1', 'v1 - v0'));
    await run(bench);
    await expect(checks(bench).locator('[data-check="momentum"]')).toHaveAttribute('data-fail', '');
    await write(page, bench, listed);
    await run(bench);
    await expect(checks(bench).locator('[data-all-pass]')).toBeVisible();
    await expect(checks(bench).locator('[data-sides="agree"]')).toBeVisible();
  });

  test(`${locale}: the swapped-sign challenge: started, not yet; fixed, done; hint, axe and screenshots`, async ({
    page,
  }) => {
    const [bench] = await openEditor(page, 'shortcut', 'elastic1DShortcut');
    const words = w.challenges.items['fix-sign'];
    const challenge = bench.getByRole('region', { name: words.title });
    await challenge.getByRole('button', { name: w.challenges.start }).click();
    const verdict = challenge.locator('[data-challenge-verdict]');
    await expect(verdict).toHaveText(w.challenges.started);
    const started = (await bench.locator('.cm-content').textContent()) ?? '';
    expect(started).toContain('const vxTotal = v1 - v0;');
    await run(bench);
    await expect(verdict).toHaveAttribute('data-challenge-verdict', 'not-yet');
    await expect(verdict).toHaveText(w.challenges.unmet.checks);
    // the hint opens from the keyboard
    await challenge.getByText(w.challenges.hint).focus();
    await page.keyboard.press('Enter');
    await expect(challenge.getByText(templatePattern(words.hint))).toBeVisible();
    const lines = await bench.locator('.cm-line').allTextContents();
    await write(page, bench, lines.join('\n').replace('v1 - v0', 'v0 - v1'));
    await run(bench);
    await expect(verdict).toHaveAttribute('data-challenge-verdict', 'done');
    await expect(verdict).toHaveText(w.challenges.done);
    expect(await axeFindings(page)).toEqual([]);
    await screenshots(page, bench, `code-challenge-${locale}`);
  });
}
