// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { CollisionJumps } from '@/components/simulation/CollisionJumps';
import { CollisionPauseToggle } from '@/components/simulation/CollisionPauseToggle';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { clockShortcuts, handleShortcuts } from '@/components/widget/keyboard';
import { SpeedControl } from '@/components/widget/SpeedControl';
import { TimeControls } from '@/components/widget/TimeControls';
import { en } from '@/content/messages/en';
import type { WorldOptions } from '@/physics';
import { select } from '@/run';

const world: WorldOptions = {
  width: 400,
  height: 200,
  balls: [
    { x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 },
    { x: 300, y: 100, vx: -1, vy: 0, radius: 10, mass: 1 },
  ],
};

function setup() {
  const clock = new SimulationClock([world]);
  const view = render(
    <MessagesProvider locale="en" messages={en}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: test harness mirrors the widget */}
      <div
        data-testid="widget"
        onKeyDown={(e) => handleShortcuts(clockShortcuts(clock.player, en.keys, true), e)}
      >
        <TimeControls player={clock.player}>
          <CollisionJumps clock={clock} />
          <SpeedControl player={clock.player} />
          <CollisionPauseToggle clock={clock} />
        </TimeControls>
        <label>
          mass
          <input defaultValue="1" />
        </label>
      </div>
    </MessagesProvider>,
  );
  return { clock, view };
}

afterEach(cleanup);

describe('TimeControls', () => {
  it('jumps to the next collision and back by N and P, and says when there is none behind', () => {
    const { clock } = setup();
    const widget = screen.getByTestId('widget');
    fireEvent.keyDown(widget, { key: 'p' });
    expect(clock.player.frame).toBe(0);
    fireEvent.keyDown(widget, { key: 'n' });
    const first = clock.player.frame;
    expect(first).toBeGreaterThan(0);
    expect(select.collisionsNow(clock.player.snapshot()).length).toBeGreaterThan(0);
    fireEvent.keyDown(widget, { key: 'N' });
    expect(clock.player.frame).toBeGreaterThan(first);
    fireEvent.click(screen.getByRole('button', { name: 'Previous collision' }));
    expect(clock.player.frame).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Previous collision' }));
    expect(clock.player.frame).toBe(first);
    expect(document.querySelector('.jump-note')?.textContent).toMatch(/No earlier collision back to frame 0/);
    fireEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(document.querySelector('.jump-note')?.textContent).toBe('');
  });

  it('steps forward and back, and disables step back at the start', () => {
    const { clock } = setup();
    const back = screen.getByRole('button', { name: 'Step back' });
    expect((back as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    fireEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(clock.player.frame).toBe(2);
    expect(screen.getByText('Frame 2')).toBeTruthy();
    expect((back as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(back);
    expect(clock.player.frame).toBe(1);
  });

  it('turns Play into Pause and back', () => {
    const { clock } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(clock.player.playing).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(clock.player.playing).toBe(false);
  });

  it('changes speed from the select', () => {
    const { clock } = setup();
    fireEvent.change(screen.getByLabelText('Speed'), { target: { value: '0.25' } });
    expect(clock.player.speed).toBe(0.25);
  });

  it('answers Space, arrows and R inside the widget, but not while typing in a field', () => {
    const { clock } = setup();
    const widget = screen.getByTestId('widget');
    fireEvent.keyDown(widget, { key: 'ArrowRight' });
    fireEvent.keyDown(widget, { key: 'ArrowRight' });
    expect(clock.player.frame).toBe(2);
    fireEvent.keyDown(widget, { key: 'ArrowLeft' });
    expect(clock.player.frame).toBe(1);
    fireEvent.keyDown(widget, { key: ' ' });
    expect(clock.player.playing).toBe(true);
    fireEvent.keyDown(widget, { key: 'r' });
    expect(clock.player.playing).toBe(false);
    expect(clock.player.frame).toBe(0);
    // Space on a focused button plays and pauses too: the hint's promise, whatever was clicked last
    fireEvent.keyDown(screen.getByRole('button', { name: 'Step forward' }), { key: ' ' });
    expect(clock.player.playing).toBe(true);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Pause' }), { key: ' ' });
    expect(clock.player.playing).toBe(false);
    fireEvent.keyDown(screen.getByLabelText('mass'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByLabelText('mass'), { key: 'r' });
    expect(clock.player.frame).toBe(0);
  });
});
