// @vitest-environment happy-dom
// The ledger's CSV says how far it has got only when making it takes long enough to read that (a
// long run replayed); a quick one says nothing, where the line used to flash for a moment. The
// clock's and the page's time are faked (no timed tests).
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { LedgerTable } from '@/components/simulation/LedgerTable';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';
import { select } from '@/run';
import { box } from '../support/fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Two balls bouncing between each other and the walls of a narrow box, played 300 frames. */
function playedClock(): SimulationClock {
  const clock = new SimulationClock([
    box(200, 100, [
      { x: 40, y: 50, vx: 3, vy: 0, radius: 10, mass: 1 },
      { x: 160, y: 50, vx: -2, vy: 0, radius: 10, mass: 2 },
    ]),
  ]);
  for (let k = 0; k < 300; k++) clock.step();
  return clock;
}

/** Every text the status line showed while the CSV was made, with the page's clock moving `tick` ms a read. */
async function statusWhileMaking(tick: number): Promise<string[]> {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += tick));
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  const clock = playedClock();
  expect(select.ledgerCount(clock.player.snapshot(), 0)).toBeGreaterThan(3);
  const view = render(
    <MessagesProvider locale="en" messages={en}>
      <LedgerTable clock={clock} fileName="ledger" seen />
    </MessagesProvider>,
  );
  const status = view.getByRole('status');
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(status.textContent ?? ''));
  observer.observe(status, { childList: true, subtree: true, characterData: true });
  const button = view.getByRole('button', { name: en.simulation.ledger.download });
  act(() => fireEvent.click(button));
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  observer.disconnect();
  return seen.filter((text) => text !== '');
}

describe('the CSV progress line', () => {
  it('says nothing when the CSV is ready at once', async () => {
    expect(await statusWhileMaking(0)).toEqual([]);
  });

  it('says how far it has got when making it takes long', async () => {
    const said = await statusWhileMaking(1000);
    expect(said.length).toBeGreaterThan(0);
    expect(said.at(-1)).toMatch(/^Preparing the CSV: \d+ of the run’s \d+ collisions ready/);
  });
});
