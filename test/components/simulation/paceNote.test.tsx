// @vitest-environment happy-dom
// The note under the time controls says how much slower than real time a clock that cannot keep up
// runs, rounded down: a clock behind is never said to run at "1.0×".
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { PaceNote } from '@/components/simulation/PaceNote';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { en } from '@/content/messages/en';

const clock = (rate: number, behind: boolean) => {
  const made = new SimulationClock([
    {
      width: 100,
      height: 100,
      balls: [
        { x: 20, y: 50, vx: 1, vy: 0, radius: 5, mass: 1 },
        { x: 80, y: 50, vx: -1, vy: 0, radius: 5, mass: 1 },
      ],
    },
  ]);
  made.player.play();
  Object.assign(made.player.pace, { rate, behind });
  made.player.changed(); // what a tick does when the pace it measures changes
  return made;
};
const note = (rate: number, behind = true) => {
  render(
    <MessagesProvider locale="en" messages={en}>
      <PaceNote clock={clock(rate, behind)} />
    </MessagesProvider>,
  );
  return screen.getByRole('status').textContent;
};

afterEach(cleanup);

describe('PaceNote', () => {
  it('gives the share of real time rounded down, with the number of balls', () => {
    expect(note(0.96)).toBe(
      'Running at 0.9× real time: this computer cannot keep up with 2 balls, so the simulation slows down and still shows every frame.',
    );
    cleanup();
    expect(note(0.31)).toContain('Running at 0.3×');
  });

  it('says nothing while the clock keeps up', () => {
    expect(note(1, false)).toBe('');
  });
});
