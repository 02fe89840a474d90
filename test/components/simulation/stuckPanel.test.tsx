// @vitest-environment happy-dom
// A figure's "stuck" panel: the overlapping pairs, the stuck pairs and the deepest overlap of the frame
// on screen, labelled in each language, following the clock; the kinetic energy only where no readout
// beside it gives it. Lesson 6's 200 balls and lesson 7's sticking figures ask for it.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { SimulationFigure } from '@/components/simulation/Simulation';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { format } from '@/lib/format';
import { createWorld, STUCK_FRAMES, scenario } from '@/physics';

afterEach(cleanup);

const figure = (clock: SimulationClock, panels: string, locale: 'en' | 'zh-CN' = 'en') =>
  render(
    <MessagesProvider locale={locale} messages={locale === 'en' ? en : zhCN}>
      <SimulationFigure clock={clock} title="Test figure" panels={panels} />
    </MessagesProvider>,
  );

const metric = (name: string) => document.querySelector(`[data-metric="${name}"]`)?.textContent;

describe('the stuck panel', () => {
  it('counts the stuck pairs of the frame on screen, as the world does, forward and back', () => {
    // the three-ball story: ball0 and ball1 overlap from frame 1, stuck from frame STUCK_FRAMES
    const start = scenario('sticking-story');
    const clock = new SimulationClock([start]);
    figure(clock, 'readout stuck');
    const world = createWorld(start);
    for (let f = 1; f <= 25; f++) {
      act(() => clock.step());
      world.step();
      const m = world.metrics();
      expect(metric('stuck'), `frame ${f}`).toBe(String(m.stuckPairs));
      expect(metric('overlapping'), `frame ${f}`).toBe(String(m.overlappingPairs));
    }
    expect(metric('energy')).toBeUndefined(); // the readout beside it gives the kinetic energy
    act(() => void clock.player.goTo(STUCK_FRAMES));
    expect(metric('stuck')).toBe('1');
    act(() => void clock.player.goTo(STUCK_FRAMES - 1));
    expect(metric('stuck')).toBe('0');
  });

  it('is labelled in both languages, and gives the kinetic energy when no readout does', () => {
    for (const [locale, t] of [
      ['en', en],
      ['zh-CN', zhCN],
    ] as const) {
      figure(new SimulationClock([scenario('sticking-story')]), 'stuck', locale);
      expect(screen.getByText(format(t.stuckMetrics.stuck, { frames: STUCK_FRAMES }))).toBeTruthy();
      expect(screen.getByText(t.stuckMetrics.overlapping)).toBeTruthy();
      expect(screen.getByText(t.stuckMetrics.penetration)).toBeTruthy();
      expect(metric('energy')).toBeDefined();
      cleanup();
    }
  });

  it('is not among the default panels', () => {
    figure(new SimulationClock([scenario('sticking-story')]), 'readout ledger');
    expect(metric('stuck')).toBeUndefined();
  });
});
