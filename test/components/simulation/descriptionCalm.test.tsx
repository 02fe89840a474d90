// @vitest-environment happy-dom
// The canvas's text alternative costs nothing while the clock plays (issue 25, part two): it names no
// frame then, so the readouts of a playing clock (a few a second) neither render it nor touch its
// text; a command (pause, step) renders it at once, with the frame and every ball. Time is faked.
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { SimulationDescription } from '@/components/simulation/SimulationDescription';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { fakeTimeClock } from '../support/fakeTime';
import { box } from '../support/fixtures';

afterEach(cleanup);

function show(locale: 'en' | 'zh-CN' = 'en') {
  const { clock, play: ticks } = fakeTimeClock(
    box(600, 400, [
      { x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 },
      { x: 300, y: 300, vx: 0, vy: 0, radius: 10, mass: 2 },
    ]),
  );
  let renders = 0;
  const view = render(
    <MessagesProvider locale={locale} messages={locale === 'en' ? en : zhCN}>
      <Profiler id="description" onRender={() => (renders += 1)}>
        <SimulationDescription clock={clock} id="alt" name="Figure" />
      </Profiler>
    </MessagesProvider>,
  );
  const text = () => view.container.querySelector('#alt')?.textContent ?? '';
  const play = (frames: number) => act(() => ticks(frames));
  return { clock, view, text, play, renders: () => renders };
}

describe('the text alternative of a playing figure', () => {
  it('is not rendered or rewritten by the readouts of a playing clock', () => {
    const { clock, view, text, play, renders } = show();
    act(() => clock.player.play());
    expect(text()).toBe(
      'Figure: 2 balls on a 600 by 400 stage, playing. The frame counter says which frame is on screen.',
    );
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(view.container, { subtree: true, childList: true, characterData: true });
    const before = renders();
    play(60); // about 7 calm readouts at 60 frames a second
    expect(clock.player.frame).toBe(60);
    expect(renders() - before).toBe(0);
    expect(observer.takeRecords().length + changes.length).toBe(0);
    observer.disconnect();
  });

  it('names the frame and every ball at once when paused or stepped', () => {
    const { clock, text, play } = show();
    act(() => clock.player.play());
    play(30);
    act(() => clock.player.pause());
    expect(text()).toContain('stage, frame 30.');
    expect(text()).toContain('ball0 at (130.0, 100.0) px');
    expect(text()).toContain('ball1 at (300.0, 300.0) px');
    act(() => clock.step());
    expect(text()).toContain('stage, frame 31.');
  });

  it('says the same in Chinese, with no frame while playing', () => {
    const { clock, text } = show('zh-CN');
    act(() => clock.player.play());
    expect(text()).toBe('Figure：600 × 400 的舞台上有 2 个球，正在播放。当前是第几帧，请看帧计数器。');
  });
});
