// @vitest-environment happy-dom
// The ball table costs little (issue 25): a step renders only the rows of balls whose values changed,
// and a folded table does no work while the clock plays, catching up when it is opened. Counted by
// the values it formats (formatSig), with the clock's time faked (no timed tests).
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { BallTable } from '@/components/simulation/BallTable';
import type { SimulationClock } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';
import { select } from '@/run';
import { fakeTimeClock } from '../support/fakeTime';
import { box } from '../support/fixtures';

const formatted = vi.hoisted(() => ({ count: 0, values: 0 }));
vi.mock('@/lib/format', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/format')>();
  return {
    ...actual,
    formatSig: (...args: Parameters<typeof actual.formatSig>) => {
      formatted.count += 1;
      return actual.formatSig(...args);
    },
    formatValue: (...args: Parameters<typeof actual.formatValue>) => {
      formatted.values += 1;
      return actual.formatValue(...args);
    },
  };
});

afterEach(cleanup);

/** Ball 0 moves slowly across the box; balls 1 and 2 stay where they are, far from it. */
const slowClock = () =>
  fakeTimeClock(
    box(600, 400, [
      { x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 },
      { x: 300, y: 300, vx: 0, vy: 0, radius: 10, mass: 2 },
      { x: 500, y: 300, vx: 0, vy: 0, radius: 10, mass: 3 },
    ]),
  );

function show(clock: SimulationClock) {
  return render(
    <MessagesProvider locale="en" messages={en}>
      <BallTable clock={clock} onEdit={() => null} />
    </MessagesProvider>,
  );
}

/** How many values the table formats while `change` runs. */
function formats(change: () => void): number {
  formatted.count = 0;
  act(change);
  return formatted.count;
}

describe('the ball table', () => {
  it('renders again only the row of the ball that moved', () => {
    const { clock } = slowClock();
    const view = show(clock);
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(3);
    // paused: the moving ball's derived values (momentum x, y, kinetic energy), no other row's
    expect(formats(() => clock.step())).toBe(3);
    expect((view.getByLabelText('ball0 x') as HTMLInputElement).value).toBe('101');
  });

  it('does no work folded while playing, and catches up when opened', () => {
    const { clock, play } = slowClock();
    const view = show(clock);
    act(() => clock.player.play());
    const playing = () => play(30);
    expect(formats(playing)).toBe(0);
    const details = view.container.querySelector('details') as HTMLDetailsElement;
    const opened = formats(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(opened).toBeGreaterThan(0);
    const x = view.container.querySelectorAll('tbody td')[2]; // mass, radius, x
    // the frame of the latest announcement, which every panel shows (not the one drawn since)
    expect(Number(x?.textContent)).toBe(100 + clock.player.snapshot().frame);
    // open and on screen, it follows the clock again
    expect(formats(playing)).toBeGreaterThan(0);
  });
});

describe('the readouts scrolled away', () => {
  it('do no work while playing, and catch up when seen again', async () => {
    const { Readout } = await import('@/components/simulation/Readout');
    let report: (onScreen: boolean) => void = () => {};
    class Observer {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (onScreen) => callback([{ isIntersecting: onScreen }]);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    try {
      const { clock, play } = slowClock();
      let renders = 0;
      render(
        <MessagesProvider locale="en" messages={en}>
          <Profiler id="readout" onRender={() => (renders += 1)}>
            <Readout clock={clock} />
          </Profiler>
        </MessagesProvider>,
      );
      const rendersDuring = (change: () => void) => {
        renders = 0;
        act(change);
        return renders;
      };
      act(() => clock.player.play());
      act(() => report(false));
      const playing = () => play(30);
      expect(rendersDuring(playing)).toBe(0);
      expect(rendersDuring(() => report(true))).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the collision ledger folded', () => {
  it('counts collisions in its summary while playing, formats no row until opened', async () => {
    const { CollisionLedger } = await import('@/components/simulation/CollisionLedger');
    const { clock, play } = fakeTimeClock(
      box(600, 400, [
        { x: 100, y: 100, vx: 6, vy: 0, radius: 10, mass: 1 },
        { x: 200, y: 100, vx: 0, vy: 0, radius: 10, mass: 1 },
      ]),
    );
    const view = render(
      <MessagesProvider locale="en" messages={en}>
        <CollisionLedger clock={clock} fileName="ledger" />
      </MessagesProvider>,
    );
    act(() => clock.player.play());
    formatted.values = 0;
    act(() => play(60));
    expect(select.ledgerWhole(clock.player.snapshot()).length).toBeGreaterThan(0);
    expect(view.container.querySelector('summary')?.textContent).toBe(
      `Collision ledger (${select.ledgerWhole(clock.player.snapshot()).length})`,
    );
    expect(formatted.values).toBe(0);
    const details = view.container.querySelector('details') as HTMLDetailsElement;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    // the table is its own chunk (LedgerTable), loaded on opening
    await waitFor(() =>
      expect(view.container.querySelectorAll('tbody tr')).toHaveLength(
        select.ledgerWhole(clock.player.snapshot()).length,
      ),
    );
  });
});
