// @vitest-environment happy-dom
// The figures in Chinese say nothing in English: every word a reader sees or hears (text, aria-labels,
// titles, the labels a narrow table repeats beside its values) comes from the zh-CN dictionary.
// Identifiers (ball0, vx0, atan2), units kept as symbols (mu), key caps and <code> are not words.
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompareExplorer } from '@/components/compare/CompareExplorer';
import { FrameOrder } from '@/components/figures/FrameOrder';
import { SeparateDemo } from '@/components/figures/SeparateDemo';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { Inspector } from '@/components/inspector/Inspector';
import { MistakeDemo } from '@/components/mdx/MistakeDemo';
import { MomentumCalculator } from '@/components/mdx/MomentumCalculator';
import { Playground } from '@/components/playground/Playground';
import { SimulationFigure } from '@/components/simulation/Simulation';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { zhCN } from '@/content/messages/zh-CN';
import { collide, collisionEvent } from '@/physics';
import { select } from '@/run';
import { box } from '@/test/components/support/fixtures';

afterEach(cleanup);

/** Not words: identifiers (ball0, vx1, vxTotal, absV, rotate, the inspector's method and
 *  separation), the maths' symbols and units (dist, atan2, sin, rad), key caps and the file type,
 *  and the names of the sources' programs (CH5EX7 and its functions, which name its frame). */
const ALLOWED =
  /^(ball\d+|v[xy]\d+|vxTotal|absV|rotate|rotation|robust|dist|overlap|atan2|sin|cos|rad|Esc|Home|End|Shift|Tab|CSV|CH5EX7|update|testWalls|collide|render|Billiard3|MultiBilliard2?)$/;

function englishWords(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('code')) texts.push(node.textContent ?? ''); // code stays as it runs
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'data-label', 'aria-valuetext']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  // “…” quotes what the reader typed or a link said, which is echoed as it was
  const words =
    texts
      .join(' ')
      .replace(/“[^”]*”/g, ' ')
      .match(/[A-Za-z][A-Za-z0-9]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !ALLOWED.test(w)))];
}

const inChinese = (node: ReactNode) =>
  render(
    <MessagesProvider locale="zh-CN" messages={zhCN}>
      {node}
    </MessagesProvider>,
  );

const pair = box(400, 200, [
  { x: 100, y: 100, vx: 3, vy: 0.5, radius: 20, mass: 2 },
  { x: 200, y: 110, vx: -2, vy: 0, radius: 20, mass: 1 },
]);

describe('the figures in Chinese', () => {
  it('a simulation with every panel, after a collision', () => {
    const clock = new SimulationClock([pair]);
    const { container } = inChinese(
      <SimulationFigure
        clock={clock}
        title="两个球"
        panels="overlays readout momenta chart ledger table elasticity"
        overlays={{ velocity: true, momentum: true, impulse: true }}
      />,
    );
    act(() => {
      while (select.ledgerWhole(clock.player.snapshot(), 0).length === 0) clock.step();
    });
    for (const details of container.querySelectorAll('details')) details.open = true;
    expect(englishWords(container)).toEqual([]);
  });

  it('the inspector, on every stage', () => {
    const [a, b] = pair.balls as [(typeof pair.balls)[0], (typeof pair.balls)[0]];
    const result = collide({ ...a, x: 180 }, b, { separation: 'robust' });
    if (!result) throw new Error('no collision');
    const { container } = inChinese(
      <Inspector title="碰撞" inspection={collisionEvent(0, 1, { ...a, x: 180 }, b, result)} />,
    );
    const heard = new Set<string>();
    for (const button of container.querySelectorAll<HTMLButtonElement>('.stage-list button')) {
      act(() => button.click());
      for (const word of englishWords(container)) heard.add(word);
    }
    expect([...heard]).toEqual([]);
  });

  it('the playground and the comparison page, with a link they refuse', async () => {
    const heard = new Set<string>();
    for (const [path, page] of [
      ['/zh-CN/playground/?seed=-1', <Playground key="p" />],
      ['/zh-CN/compare/?scenario=one-axis&count=5', <CompareExplorer key="c" />],
    ] as const) {
      window.history.replaceState(null, '', path);
      const { container, unmount } = inChinese(page);
      await act(async () => {}); // the link is read after the first render
      expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/^无法使用这个链接/);
      for (const word of englishWords(container)) heard.add(word);
      unmount();
    }
    expect([...heard]).toEqual([]);
  });

  it('the mistake demos, the frame order, the Separate demo and the momentum calculator', () => {
    const heard = new Set<string>();
    for (const figure of [
      <MistakeDemo key="m" mistake="shortcut-sign" title="演示" />,
      <FrameOrder key="f" title="帧的顺序" />,
      <SeparateDemo key="s" title="分离" />,
      <MomentumCalculator key="c" />,
    ]) {
      const { container, unmount } = inChinese(figure);
      for (const word of englishWords(container)) heard.add(word);
      unmount();
    }
    expect([...heard]).toEqual([]);
  });
});
