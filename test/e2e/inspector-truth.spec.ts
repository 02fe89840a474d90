// Issue 21, findings 2–5: the inspector tells the truth outside the default path. Each test opens the
// issue's link on the playground, jumps to the first collision, inspects it and reads the words and
// numbers a teacher would read out: stick has its own story, exact contact follows the rest of the
// frame to the numbers the ball table shows, the angle method shows its own equations, and a
// separation that leaves the balls overlapping says so, flagged. The combination test
// (test/components/inspector/combinations.test.ts) checks every mode against the numbers; these check
// that the page shows what it checked.
import type { Locator, Page } from '@playwright/test';
import type { Stage } from '@/components/inspector/stages';
import type { Messages } from '@/lib/i18n';
import { expect, test } from './fixtures';
import { escapeRegExp, format, site } from './support/locales';

/** Opens `link` on the playground, jumps to its first collision and inspects it. */
async function inspectFirst(page: Page, link: string, locale: 'en' | 'zh-CN' = 'en') {
  const { t, url } = site(locale);
  await page.goto(url(`/playground/${link}`));
  const figure = page.getByRole('region', { name: t.playground.figure });
  const inspect = figure.getByRole('button', { name: t.inspector.open.inspect });
  await figure.locator('[data-action="next-collision"]').click();
  await expect(inspect).toBeEnabled();
  await inspect.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { figure, dialog, t };
}

async function showStage(dialog: Locator, t: Messages, stage: Stage) {
  const name = new RegExp(`^\\d+\\. ${escapeRegExp(t.inspector.stage[stage])}$`);
  await dialog.locator('.stage-list').getByRole('button', { name }).click();
  await expect(dialog.locator('.inspector')).toHaveAttribute('data-active-stage', stage);
}

/** The equations of the stage on show, as a screen reader hears them: [formula, with numbers]. */
async function equations(dialog: Locator): Promise<[string, string][]> {
  return dialog.locator('.stage-equations tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const label = (k: number) =>
        row.querySelectorAll('math[aria-label]')[k]?.getAttribute('aria-label') ?? '';
      return [label(0), label(1)] as [string, string];
    }),
  );
}

/** The values table of the stage on show, as name → value. */
async function values(dialog: Locator): Promise<Map<string, string>> {
  const rows = await dialog
    .locator('.stage-values tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
    );
  return new Map(rows as [string, string][]);
}

test('finding 2, stick: the header, the solve and the separate stage tell the stick story', async ({
  page,
}) => {
  const { dialog, t } = await inspectFirst(page, '?scenario=billiard3&stick=1');
  const ins = t.inspector;
  const header = dialog.locator('.inspector-settings');
  await expect(header).toHaveText(format(ins.claim.settingsStick, { method: t.methods.rotation }));
  await expect(header).not.toContainText(/restitution \d/);

  await showStage(dialog, t, 'solve');
  const heading = dialog.locator('.stage-heading');
  await expect(heading).toContainText(ins.claim.solveStick);
  // the tangential parts changed (the 0.827 and −1.177), and nothing says "unchanged"
  await expect(heading).toContainText(
    /The y′ parts change too: from 0\.827 and −1\.177 to −?\d+\.\d{3} for both\./,
  );
  await expect(dialog.locator('.stage-values')).not.toContainText('unchanged');
  const solved = await equations(dialog);
  expect(solved.map(([formula]) => formula)).toEqual([
    'vx0″ = vx1″ = (m0 × vx0′ + m1 × vx1′) ÷ (m0 + m1)',
    'vy0″ = vy1″ = (m0 × vy0′ + m1 × vy1′) ÷ (m0 + m1)',
  ]);
  const table = await values(dialog);
  const common = [table.get('vx0″ = vx1″ (common)'), table.get('vy0″ = vy1″ (common)')];
  expect(solved.map(([, numbers]) => numbers.slice(numbers.lastIndexOf(' = ') + 3))).toEqual(common);

  await showStage(dialog, t, 'separate');
  await expect(heading).toContainText(
    /Nothing is separated: the pair keeps its overlap of \d+\.\d{3} px and moves on as one body\./,
  );
  const separated = (await equations(dialog)).map(([, numbers]) => numbers);
  // x″ = x′: no "0.000 + 1.755 = 0.000"
  expect(separated.slice(1)).toEqual([
    expect.stringMatching(/^x0″ = \S+$/),
    expect.stringMatching(/^x1″ = \S+$/),
  ]);
});

test('finding 2 in Chinese: the stick header names 粘合, not a restitution', async ({ page }) => {
  const { dialog, t } = await inspectFirst(page, '?scenario=billiard3&stick=1', 'zh-CN');
  const header = dialog.locator('.inspector-settings');
  await expect(header).toHaveText(format(t.inspector.claim.settingsStick, { method: t.methods.rotation }));
  await expect(header).toContainText('粘合（两球合为一体继续运动）');
  await expect(header).not.toContainText(/恢复系数 \d/);
});

test('finding 3, exact contact: rotate back shows the moment of contact, the rest of the frame ends where the table does', async ({
  page,
}) => {
  const { figure, dialog, t } = await inspectFirst(page, '?scenario=billiard3&exact=1');
  const ins = t.inspector;
  await expect(dialog.locator('.inspector-settings')).toHaveText(
    format(ins.claim.settingsExact, { method: t.methods.rotation, restitution: '1.000' }),
  );
  await showStage(dialog, t, 'rotate-back');
  await expect(dialog.locator('.stage-heading')).toContainText(ins.claim.rotateBackContact);
  const atContact = (await values(dialog)).get('x0, y0 after');

  await showStage(dialog, t, 'rest');
  const heading = dialog.locator('.stage-heading');
  await expect(heading).toContainText(/for the remaining 0\.\d{3} the balls move on at their new velocities/);
  const table = await values(dialog);
  const ends = [0, 1].map((n) => table.get(format(ins.row.atEnd, { n })) ?? '');
  for (const [n, end] of ends.entries()) {
    await expect(heading).toContainText(
      new RegExp(`Ball ${n} (goes straight on|changed course again|touched).*\\(${escapeRegExp(end)}\\)`),
    );
  }
  // the moment of contact is not the end of the frame
  expect(ends[0]).not.toBe(atContact);
  await dialog.getByRole('button', { name: ins.open.close }).click();

  // the ball table shows the same end of the frame
  await figure.locator('details.ball-table > summary').click();
  for (const [n, end] of ends.entries()) {
    const field = (key: 'x' | 'y') =>
      figure.getByLabel(format(t.inputs.ballField, { ball: n, field: t.simulation.table[key] }), {
        exact: true,
      });
    // a field at rest shows five figures ("363.86…"); focused, it shows every digit
    const full = async (key: 'x' | 'y') => {
      await field(key).focus();
      return Number(await field(key).inputValue());
    };
    const [x, y] = [await full('x'), await full('y')];
    const [ex, ey] = end.split(', ').map(Number);
    expect(Math.abs((x as number) - (ex as number)), `ball ${n} x`).toBeLessThan(0.0006);
    expect(Math.abs((y as number) - (ey as number)), `ball ${n} y`).toBeLessThan(0.0006);
  }
});

test('finding 4, angle method: the stages show speed and direction, with the numbers in the table', async ({
  page,
}) => {
  const { dialog, t } = await inspectFirst(page, '?scenario=billiard3&method=angle');
  await expect(dialog.locator('.inspector-settings')).toContainText(t.methods.angle);
  await showStage(dialog, t, 'rotate');
  const rotated = await equations(dialog);
  const formulas = rotated.map(([formula]) => formula);
  expect(formulas).toContain('speed0 = √(vx0² + vy0²)');
  expect(formulas).toContain('direction0 = atan2(vy0, vx0)');
  expect(formulas).toContain('vx0′ = speed0 × cos(direction0 − θ)');
  expect(formulas).toContain('vy0′ = speed0 × sin(direction0 − θ)');
  expect(formulas.join(' ')).not.toContain('sin θ');
  // each speed and direction is the one the table shows
  const table = await values(dialog);
  const speed = rotated.find(([formula]) => formula === 'speed0 = √(vx0² + vy0²)')?.[1] ?? '';
  const direction = rotated.find(([formula]) => formula === 'direction0 = atan2(vy0, vx0)')?.[1] ?? '';
  const result = (s: string) => s.slice(s.lastIndexOf(' = ') + 3);
  expect(table.get(format(t.inspector.row.polar, { name: 'v0' }))).toBe(
    `${result(speed)}, ${result(direction)}`,
  );
  await showStage(dialog, t, 'rotate-back');
  expect((await equations(dialog)).map(([formula]) => formula).join(' ')).toContain('cos(θ + π/2)');
});

test('finding 5, separate: naive at e = 0.5 says the balls still overlap by 2.009 px, flagged in words', async ({
  page,
}) => {
  const { dialog, t } = await inspectFirst(page, '?scenario=billiard3&restitution=0.5');
  await showStage(dialog, t, 'separate');
  await expect(dialog.locator('.stage-heading')).not.toContainText('no longer overlap');
  const warning = dialog.locator('.stage-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(t.inspector.warning);
  await expect(warning).toContainText('they still overlap by 2.009 px');
  await expect(warning).toContainText(/The naive separation moves each ball by its new velocity only/);
  const table = await values(dialog);
  expect(table.get(t.inspector.row.overlapAfter)).toBe('2.009');
  expect(table.get(format(t.inspector.row.centres, { name: '|x1″ − x0″|' }))).toBe('237.991');
});
