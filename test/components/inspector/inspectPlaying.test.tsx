// @vitest-environment happy-dom
// "Inspect collision" beside a playing crowd makes one collision a readout, the pair it would open
// (issue 25, part three): it made every collision of the frame on screen at every readout, about
// thirty events with their traces at 200 balls, the costliest part of the 200-ball readout after the
// chart. Paused, every pair of the frame is listed, as before. Time is faked.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { InspectCollision } from '@/components/inspector/InspectCollision';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';
import { scenario, type World } from '@/physics';
import { select } from '@/run';
import { noteEventReads } from '../support/eventReads';

afterEach(cleanup);

describe('Inspect collision beside a playing crowd', () => {
  it('makes only the collision it would open at each readout, and lists every pair when paused', () => {
    const clock = new SimulationClock([{ ...scenario('two-hundred', 5), engine: 'fast' }]);
    const made = noteEventReads(clock.worlds[0] as World);
    let time = 0;
    clock.player.now = () => time;
    let readouts = 0;
    clock.player.subscribe(() => (readouts += 1));
    const view = render(
      <MessagesProvider locale="en" messages={en}>
        <InspectCollision clock={clock} />
      </MessagesProvider>,
    );
    act(() => clock.player.play());
    act(() => {
      for (let tick = 0; tick < 120; tick++) {
        time += 1000 / 60;
        clock.player.tick(1000 / 60);
      }
    });
    expect(readouts).toBeGreaterThan(5);
    expect(made.filter((m) => m.endsWith(':all'))).toEqual([]);
    expect(made.length).toBeLessThanOrEqual(readouts);
    expect(select.collisionCountNow(clock.player.snapshot())).toBeGreaterThan(5); // a crowd: many pairs a frame
    expect(view.container.querySelectorAll('option')).toHaveLength(1);

    act(() => clock.player.pause());
    const pairs = select.collisionsNow(clock.player.snapshot());
    expect(pairs.length).toBe(select.collisionCountNow(clock.player.snapshot()));
    const options = [...view.container.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(pairs.map(({ i, j }) => `balls ${i}–${j}`));
    expect(clock.collisionAt(clock.player.snapshot(), 0, pairs.length - 1)).toBe(pairs.at(-1));
  });
});
