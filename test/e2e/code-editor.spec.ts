// The editable listing of lesson 2's 1D solve (components/editor/), in real Chromium and both
// languages: a swapped sign is caught by the checks with numbers and the figure's sides part; the
// fix passes every check and the sides agree bit for bit (a loop that never ends: the timing spec,
// code-editor-timing.spec.ts); a syntax error names its line and column; the edit survives a reload; a link
// carries the code, which arrives unrun; and the reader's code reaches none of the site's storage,
// network, DOM or parent page.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeFindings } from './support/axe';
import { checks, runCode, screenshots, write } from './support/codeEditor';
import { expectAwake } from './support/figure';
import { format, LOCALES, site, templatePattern } from './support/locales';

const CHAPTER = [
  'const v0Final = ((m0 - m1) * v0 + 2 * m1 * v1) / (m0 + m1);',
  'const v1Final = ((m1 - m0) * v1 + 2 * m0 * v0) / (m0 + m1);',
].join('\n');
/** The chapter's code with one sign swapped: + 2·m1·v1 becomes − 2·m1·v1. */
const SWAPPED = CHAPTER.replace('+ 2 * m1 * v1', '- 2 * m1 * v1');

for (const locale of LOCALES) {
  const { t, url } = site(locale);
  const w = t.editor;

  async function openEditor(page: Page): Promise<Locator> {
    await page.goto(url('/lessons/one-axis/'));
    const bench = page.locator('[data-edit-listing="elastic1D"]');
    await bench.getByRole('button', { name: w.edit }).click();
    await expect(bench.locator('.cm-content')).toBeVisible();
    return bench;
  }

  const run = (bench: Locator) => runCode(bench, w.run);

  test(`${locale}: a swapped sign breaks the momentum, the fix passes bit for bit`, async ({ page }) => {
    const bench = await openEditor(page);
    await expect(bench.locator('.cm-content')).toHaveText(CHAPTER.replaceAll('\n', ''));
    await expect(bench.locator('.cm-content')).toHaveAttribute(
      'aria-label',
      format(w.label, { name: 'elastic1D' }),
    );

    await write(page, bench, SWAPPED);
    await run(bench);
    const momentum = checks(bench).locator('[data-check="momentum"]');
    await expect(momentum).toHaveAttribute('data-fail', '');
    const said = templatePattern(w.fail.momentum).exec((await momentum.textContent()) ?? '');
    const [before, after] = [said?.groups?.before, said?.groups?.after].map((x) =>
      Number(x?.replace('\u2212', '-')),
    );
    expect(Math.abs((after as number) - (before as number))).toBeGreaterThan(0.1);
    await expect(checks(bench).locator('[data-sides="part"]')).toBeVisible();
    await expect(bench.locator('[data-code-figure] canvas')).toHaveCount(2);

    // the check's frame is a click away in the figure
    const show = momentum.getByRole('button', { name: templatePattern(w.show) });
    const frame = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
    await show.click();
    await expect(bench.locator('[data-code-figure]')).toContainText(format(t.simulation.frame, { frame }));

    // and into the inspector, from the keyboard: the chapter's stages on the same two balls, with the
    // reader's numbers above them; Escape gives the focus back to the button
    const inspect = momentum.getByRole('button', { name: w.inspect, exact: true });
    await inspect.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: format(t.inspector.titleAtFrame, { i: 0, j: 1, frame }),
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-inspection-note]')).toContainText(format(w.at.frame, { frame }));
    await expect(dialog.locator('[data-inspection-note]')).toContainText(said?.groups?.before ?? '?');
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(inspect).toBeFocused();

    await write(page, bench, CHAPTER);
    await run(bench);
    await expect(checks(bench).locator('[data-all-pass]')).toBeVisible();
    await expect(checks(bench).locator('[data-fail]')).toHaveCount(0);
    await expect(checks(bench).locator('[data-sides="agree"]')).toBeVisible();
  });

  test(`${locale}: a syntax error names its line and column, and is marked in the editor`, async ({
    page,
  }) => {
    const bench = await openEditor(page);
    await write(page, bench, 'const v0Final = 1;\nconst v1Final = (;');
    await run(bench);
    const error = checks(bench).locator('[data-code-error="syntax"]');
    await expect(error).toHaveText(templatePattern(format(w.errors.syntax, { line: 2, column: 18 })));
    await expect(bench.locator('.cm-lintRange-error')).toHaveCount(1);
    await expect(bench.locator('.cm-line').nth(1).locator('.cm-lintRange-error')).toHaveText(';');
  });

  test(`${locale}: the editor is labelled, Escape then Tab leaves it, no axe finding; screenshots`, async ({
    page,
  }) => {
    test.slow(); // two axe passes and four screenshots: over a minute on a busy machine
    const bench = await openEditor(page);
    const content = bench.locator('.cm-content');
    await content.click();
    await page.keyboard.press('Tab'); // Tab indents inside the editor
    await expect(content).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(content).not.toBeFocused();
    await expect(bench.getByRole('button', { name: w.run, exact: true })).toBeFocused();
    await write(page, bench, SWAPPED);
    await run(bench);
    await expect(checks(bench).locator('[data-check="momentum"][data-fail]')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await screenshots(page, bench, `code-editor-${locale}`, async (width, colorScheme) => {
      if (colorScheme === 'dark' && width === 390) expect(await axeFindings(page, true)).toEqual([]);
    });
  });

  test(`${locale}: a link carries the code: it arrives in the editor and runs only when Run is pressed`, async ({
    page,
    browser,
  }) => {
    const bench = await openEditor(page);
    await write(page, bench, SWAPPED);
    await bench.getByRole('button', { name: w.share }).click();
    const link = await bench.locator('[data-share="code-link"]').inputValue();
    // another reader: a browser of their own, nothing saved
    const other = await browser.newPage();
    await other.goto(link);
    const arrived = other.locator('[data-edit-listing="elastic1D"]');
    await expect(arrived.locator('.cm-content')).toHaveText(SWAPPED.replaceAll('\n', ''));
    await expect(arrived.getByText(w.linked)).toBeVisible();
    await expect(checks(arrived)).toBeEmpty();
    await expect(other.locator('iframe[data-code-sandbox]')).toHaveCount(0); // nothing ran
    await run(arrived);
    await expect(checks(arrived).locator('[data-check="momentum"]')).toHaveAttribute('data-fail', '');
    // a link cut short says so, and the editor keeps the chapter's code
    await other.goto(
      `${url('/lessons/one-axis/')}?code=${link.split('code=')[1]?.split('#')[0]?.slice(0, -8)}#edit-elastic1D`,
    );
    await expect(arrived.getByText(w.linkProblem.damaged)).toBeVisible();
    await expect(arrived.locator('.cm-content')).toHaveText(CHAPTER.replaceAll('\n', ''));
    await other.close();
  });

  test(`${locale}: an edit is kept on the device and is there after a reload, until Reset`, async ({
    page,
  }) => {
    let bench = await openEditor(page);
    await write(page, bench, SWAPPED);
    await page.reload();
    bench = page.locator('[data-edit-listing="elastic1D"]');
    await bench.getByRole('button', { name: w.edit }).click();
    await expect(bench.locator('.cm-content')).toHaveText(SWAPPED.replaceAll('\n', ''));
    // nothing ran: the saved code waits for Run
    await expect(checks(bench)).toBeEmpty();
    await bench.getByRole('button', { name: w.reset }).click();
    await expect(bench.locator('.cm-content')).toHaveText(CHAPTER.replaceAll('\n', ''));
    await page.reload();
    bench = page.locator('[data-edit-listing="elastic1D"]');
    await bench.getByRole('button', { name: w.edit }).click();
    await expect(bench.locator('.cm-content')).toHaveText(CHAPTER.replaceAll('\n', ''));
  });
}

test('the reader’s code gets nothing from the site: storage, caches, network, DOM, parent', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const { t, url } = site('en');
  await page.goto(url('/lessons/one-axis/'));
  // the site's own storage holds something to steal
  await page.evaluate(async () => {
    localStorage.setItem('secret', '42');
    await (await caches.open('secret')).put('/secret', new Response('42'));
    await new Promise((done) => {
      const open = indexedDB.open('secret');
      open.onsuccess = done;
    });
  });
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  const bench = page.locator('[data-edit-listing="elastic1D"]');
  await bench.getByRole('button', { name: t.editor.edit }).click();
  const probes: [string, string, RegExp][] = [
    ['localStorage', 'localStorage.getItem("secret")', /ReferenceError/],
    ['indexedDB', 'indexedDB.open("secret")', /SecurityError/],
    ['caches', 'caches.open("secret")', /ReferenceError/],
    ['fetch', `fetch("${baseURL}/sandbox-probe").then((r) => r.text())`, /TypeError/],
    ['document', 'document.cookie', /ReferenceError/],
    ['parent', 'parent.localStorage', /ReferenceError/],
    ['top', 'top.document', /ReferenceError/],
    ['eval', 'eval("localStorage")', /EvalError/],
  ];
  for (const [name, probe, error] of probes) {
    await bench.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(`const v0Final = 0, v1Final = 0;\nconst got = ${probe};`);
    await bench.getByRole('button', { name: t.editor.run, exact: true }).click();
    const said = bench.locator('[data-code-error]');
    await expect(said, name).toHaveText(error);
    await expect(said, name).not.toContainText('42');
  }
  expect(requests.filter((u) => u.includes('sandbox-probe'))).toEqual([]);
  // the browser's own notes of what the sandbox's policy refused: expected here, and only these
  const refused = consoleErrors.filter((e) => /Content Security Policy/.test(e));
  console.log(refused.join('\n'));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused.includes(e)));
});

test('the Edit button is not a figure: Billiard1 after it shares its own embed page; the code figure no Share', async ({
  page,
}) => {
  const { t, url, title } = site('en');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(url('/lessons/one-axis/'));
  const figure = page.getByRole('region', { name: title('one-axis', 'Billiard1: two balls on one line') });
  await figure.scrollIntoViewIfNeeded();
  await expectAwake(figure);
  await figure.getByRole('button', { name: t.embed.share.button }).click();
  const dialog = page.getByRole('dialog', { name: t.room.shareFigure });
  expect(await dialog.getByLabel(t.embed.share.embed).inputValue()).toContain('/embed/figure/one-axis-1/');
  await dialog.getByRole('button', { name: t.embed.share.close }).click();
  const bench = page.locator('[data-edit-listing="elastic1D"]');
  await bench.getByRole('button', { name: t.editor.edit }).click();
  await bench.getByRole('button', { name: t.editor.run, exact: true }).click();
  const codeFigure = bench.locator('[data-code-figure]');
  await expect(codeFigure).toBeVisible();
  await expect(codeFigure.getByRole('button', { name: t.embed.share.button })).toBeHidden();
});
