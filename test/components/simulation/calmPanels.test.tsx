// @vitest-environment happy-dom
// The panels that show a setting or a count of the clock (pause at collisions, the restart rule, the
// frames cut short, the pace, the set-up's undo, e, the collision jumps' note) follow what they show (issue 25): the readouts
// of a playing clock, a few a second, render none of them while it does not change, and a change
// renders the panel at once. Counted with React's Profiler; the clock's time is faked.
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { CollisionJumps } from '@/components/simulation/CollisionJumps';
import { CollisionPauseToggle } from '@/components/simulation/CollisionPauseToggle';
import { CutShortNote } from '@/components/simulation/CutShortNote';
import { WorldElasticity } from '@/components/simulation/ElasticitySlider';
import { PaceNote } from '@/components/simulation/PaceNote';
import { RestartNote } from '@/components/simulation/RestartNote';
import { SetupUndo } from '@/components/simulation/SetupUndo';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { TimeControls } from '@/components/widget/TimeControls';
import { en } from '@/content/messages/en';
import { select } from '@/run';
import { box } from '../support/fixtures';

afterEach(cleanup);

const buttons = vi.hoisted(() => ({ renders: 0 }));
vi.mock('@/components/ui/ControlButton', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/ui/ControlButton')>();
  return {
    ...actual,
    ControlButton: (props: Parameters<typeof actual.ControlButton>[0]) => {
      buttons.renders += 1;
      return actual.ControlButton(props);
    },
  };
});

/** The clock's time faked; `play(frames)` runs that many ticks of a 60-frames-a-second screen. */
function fakeTime(clock: SimulationClock) {
  let time = 0;
  clock.player.now = () => time;
  return (frames: number) =>
    act(() => {
      for (let tick = 0; tick < frames; tick++) {
        time += 1000 / 60;
        clock.player.tick(1000 / 60);
      }
    });
}

function show() {
  const start = box(600, 400, [
    { x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 },
    { x: 300, y: 300, vx: 0, vy: 0, radius: 10, mass: 2 },
  ]);
  const clock = new SimulationClock([{ ...start, contact: 'exact' }]);
  clock.setRestartBelow(0.05);
  const play = fakeTime(clock);
  const renders = new Map<string, number>();
  const counted = (id: string, panel: ReactNode) => (
    <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {panel}
    </Profiler>
  );
  const root = { current: null };
  const view = render(
    <MessagesProvider locale="en" messages={en}>
      {counted('pause', <CollisionPauseToggle clock={clock} />)}
      {counted('restart', <RestartNote clock={clock} />)}
      {counted('cut short', <CutShortNote clock={clock} />)}
      {counted('pace', <PaceNote clock={clock} />)}
      {counted('undo', <SetupUndo clock={clock} root={root} />)}
      {counted('e', <WorldElasticity clock={clock} onChange={() => undefined} />)}
      {counted('jumps', <CollisionJumps clock={clock} />)}
    </MessagesProvider>,
  );
  /** Renders of each panel while `change` runs. */
  const during = (change: () => void) => {
    renders.clear();
    change();
    return Object.fromEntries(renders);
  };
  return { clock, view, play, during, start };
}

describe('the panels of a setting or a count', () => {
  it('are not rendered by the readouts of a playing clock', () => {
    const { clock, play, during } = show();
    act(() => clock.step()); // from here on there is a frame to go back to
    act(() => clock.player.play());
    expect(during(() => play(120))).toEqual({}); // about 14 readouts at 60 frames a second
    expect(clock.player.frame).toBe(121);
  });

  it('render at once when what they show changes', () => {
    const { clock, view, play, during } = show();
    act(() => clock.player.play());
    expect(during(() => act(() => clock.setPauseAtCollisions(true)))).toEqual({ pause: 1 });
    expect((view.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    act(() => clock.player.pause());
    expect(during(() => act(() => clock.editSetup({ exact: true, restitution: 0.5 })))).toEqual({
      undo: 1,
      e: 1,
    });
    expect(view.getByRole('slider')).toHaveProperty('value', '0.5');
    expect(view.getByRole('button', { name: /Undo/ })).toHaveProperty('disabled', false);
    act(() => clock.player.play());
    play(1);
    expect(view.container.querySelector('.pace-note')?.textContent).toBe('');
  });
});

describe('the cut-short note', () => {
  it('follows the count of frames cut short up to the one on screen, back and forth', () => {
    // a ball a million px a frame between walls: every frame runs out of exact contact's budget
    const clock = new SimulationClock([
      { ...box(600, 400, [{ x: 100, y: 100, vx: 1e6, vy: 0, radius: 10, mass: 1 }]), contact: 'exact' },
    ]);
    const view = render(
      <MessagesProvider locale="en" messages={en}>
        <CutShortNote clock={clock} />
      </MessagesProvider>,
    );
    const note = () => view.container.querySelector('.cut-short-note');
    expect(note()).toBeNull();
    act(() => {
      for (let k = 0; k < 3; k++) clock.step();
    });
    expect(select.cutShortCount(clock.player.snapshot())).toBe(3);
    expect(select.cutShortCount(clock.player.snapshot())).toBe(
      select.cutShort(clock.player.snapshot()).count,
    );
    expect(note()?.getAttribute('data-cut-short')).toBe('3');
    act(() => clock.player.stepBack());
    expect(select.cutShortCount(clock.player.snapshot())).toBe(2);
    expect(note()?.getAttribute('data-cut-short')).toBe('2');
    act(() => clock.player.reset());
    expect(note()).toBeNull();
  });
});

describe('the time controls of a playing clock', () => {
  it('render the frame counter at each readout, and the buttons only when what they show changes', () => {
    const clock = new SimulationClock([
      box(600, 400, [{ x: 100, y: 100, vx: 1, vy: 0, radius: 10, mass: 1 }]),
    ]);
    const play = fakeTime(clock);
    const view = render(
      <MessagesProvider locale="en" messages={en}>
        <TimeControls player={clock.player} />
      </MessagesProvider>,
    );
    act(() => clock.step());
    act(() => clock.player.play());
    buttons.renders = 0;
    play(120);
    // the last readout's frame (readouts come at most every 250 ms)
    const counter = view.container.querySelector('.frame-counter')?.textContent ?? '';
    expect(Number(counter.replace('Frame ', ''))).toBeGreaterThan(100);
    expect(buttons.renders).toBe(0);
    act(() => clock.player.pause());
    expect(buttons.renders).toBe(4); // the play button says Play again
    expect(view.getByRole('button', { name: /^Play/ })).toBeTruthy();
  });
});
