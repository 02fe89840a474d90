// @vitest-environment happy-dom
// A figure's "elasticity" panel: a labelled 0–1 slider whose change applies from the frame on screen,
// with Undo (a button, Ctrl+Z) and Redo.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { SimulationFigure } from '@/components/simulation/Simulation';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';
import { box } from '@/test/components/support/fixtures';

const start = box(400, 200, [
  { x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 },
  { x: 300, y: 100, vx: -1, vy: 0, radius: 10, mass: 1 },
]);

afterEach(cleanup);

describe('the elasticity panel', () => {
  it('is shown only when asked for; a new e applies from the frame on screen and Undo takes it back', async () => {
    const clock = new SimulationClock([start]);
    render(
      <MessagesProvider locale="en" messages={en}>
        <SimulationFigure clock={clock} title="Test figure" panels="elasticity" />
      </MessagesProvider>,
    );
    const slider = screen.getByRole('slider', { name: 'Elasticity e' });
    expect(slider.getAttribute('step')).toBe('0.01');
    expect(screen.getByText('e = 1')).toBeTruthy();
    clock.step();
    clock.step();
    const atTwo = clock.worlds[0]?.balls();
    fireEvent.change(slider, { target: { value: '0.35' } });
    expect(clock.worlds[0]?.options.restitution).toBe(0.35);
    expect(clock.player.frame).toBe(2); // the moment is kept
    expect(clock.worlds[0]?.balls()).toEqual(atTwo);
    expect(screen.getByText('e = 0.35')).toBeTruthy();
    expect(await screen.findByText(/applies from frame 2 on/)).toBeTruthy(); // loaded once there is an edit
    clock.player.goTo(1);
    expect(clock.worlds[0]?.options.restitution).toBe(1); // the frames before keep their e
    clock.player.goTo(2);
    fireEvent.click(screen.getByRole('button', { name: /Undo the change of set-up at frame 2/ }));
    expect(clock.worlds[0]?.options.restitution).toBe(1);
    expect(screen.getByText('e = 1')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(clock.worlds[0]?.options.restitution).toBe(0.35);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(clock.worlds[0]?.options.restitution).toBe(1);
  });

  it('is not among the default panels', () => {
    const clock = new SimulationClock([start]);
    render(
      <MessagesProvider locale="en" messages={en}>
        <SimulationFigure clock={clock} title="Test figure" />
      </MessagesProvider>,
    );
    expect(screen.queryByRole('slider', { name: 'Elasticity e' })).toBeNull();
  });
});
