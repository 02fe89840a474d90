// @vitest-environment happy-dom
// Issue 35: the scrubber's sentence counts what its marks are. A mark is a frame with a collision; when
// each such frame holds one collision it says "collisions", and when a crowd's frames hold several it
// says how many frames and how many collisions, both numbers from the run, in both languages.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { RunScrubber } from '@/components/simulation/RunScrubber';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { en, type Messages } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { format, plural } from '@/lib/format';
import { scenario } from '@/physics';
import { select } from '@/run';

afterEach(cleanup);

const words = (locale: 'en' | 'zh-CN'): Messages => (locale === 'en' ? en : zhCN);

function sentence(clock: SimulationClock, locale: 'en' | 'zh-CN') {
  render(
    <MessagesProvider locale={locale} messages={words(locale)}>
      <RunScrubber clock={clock} />
    </MessagesProvider>,
  );
  return screen.getByText(/Page Up|翻页/).textContent;
}

/** A clock run until it has `frames` frames with a collision, and the collisions of those frames. */
function ranTo(name: 'billiard3' | 'two-hundred', frames: number) {
  const clock = new SimulationClock([scenario(name)]);
  while (select.markedFrames(clock.player.snapshot()).length < frames) clock.step();
  return {
    clock,
    collisions: select.collisionsUpTo(clock.player.snapshot(), clock.player.snapshot().lastFrame),
  };
}

describe('RunScrubber says what its marks count', () => {
  it('one collision a frame: the marks are collisions', () => {
    const { clock, collisions } = ranTo('billiard3', 3);
    expect(collisions).toBe(3);
    expect(sentence(clock, 'en')).toBe(
      format(plural(words('en').timeline.scrubber.ticks, 3, 'en'), { count: 3 }),
    );
  });

  for (const locale of ['en', 'zh-CN'] as const) {
    it(`a crowd (${locale}): frames with a collision, and the collisions in them`, () => {
      const { clock, collisions } = ranTo('two-hundred', 40);
      const frames = select.markedFrames(clock.player.snapshot()).length;
      expect(collisions).toBeGreaterThan(frames); // a crowd's frame holds several
      const text = sentence(clock, locale) ?? '';
      expect(text).toContain(String(frames));
      expect(text).toContain(String(collisions));
      const t = words(locale).timeline.scrubber;
      expect(text).toBe(format(plural(t.frameTicks, frames, locale), { frames, count: collisions }));
    });
  }
});
