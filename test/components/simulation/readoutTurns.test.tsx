// @vitest-environment happy-dom
// A playing figure's readouts render in pieces (issue 25, part three): each panel group has its turn
// in a readout, one turn an animation frame, so no frame renders them all; every group still follows
// the clock at the same rate, and a command (pause, step) renders every group at once. The panels are
// the figure's own, each in a Profiler, on one clock; each act() below is one animation frame, the
// clock's time faked (no timed tests).
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { BallTable } from '@/components/simulation/BallTable';
import { CollisionJumps } from '@/components/simulation/CollisionJumps';
import { CollisionLedger } from '@/components/simulation/CollisionLedger';
import { CutShortNote } from '@/components/simulation/CutShortNote';
import { MetricsChart } from '@/components/simulation/MetricsChart';
import { MomentaDiagram } from '@/components/simulation/MomentaDiagram';
import { PaceNote } from '@/components/simulation/PaceNote';
import { Readout } from '@/components/simulation/Readout';
import { RunScrubber } from '@/components/simulation/RunScrubber';
import { SimulationClock } from '@/components/simulation/SimulationClock';
import { TimeControls } from '@/components/widget/TimeControls';
import { en } from '@/content/messages/en';
import { box } from '../support/fixtures';

afterEach(cleanup);

/** The panels of a figure by group: the groups a frame may render one of. */
const GROUPS = ['controls', 'notes', 'readout', 'momenta', 'chart', 'tables'] as const;
type Group = (typeof GROUPS)[number];

function show() {
  // three balls that collide with each other and the walls, so every panel has something new to show
  const clock = new SimulationClock([
    box(300, 200, [
      { x: 60, y: 100, vx: 4, vy: 1, radius: 12, mass: 1 },
      { x: 150, y: 100, vx: -2, vy: 0, radius: 12, mass: 2 },
      { x: 240, y: 60, vx: -3, vy: 2, radius: 12, mass: 1 },
    ]),
  ]);
  let time = 0;
  clock.now = () => time;
  let rendered = new Set<Group>();
  const panel = (group: Group, id: string, children: ReactNode) => (
    <Profiler id={id} onRender={() => rendered.add(group)}>
      {children}
    </Profiler>
  );
  const view = render(
    <MessagesProvider locale="en" messages={en}>
      {panel('controls', 'time', <TimeControls clock={clock} />)}
      {panel('controls', 'jumps', <CollisionJumps clock={clock} />)}
      {panel('controls', 'scrubber', <RunScrubber clock={clock} />)}
      {panel('notes', 'pace', <PaceNote clock={clock} />)}
      {panel('notes', 'cut short', <CutShortNote clock={clock} />)}
      {panel('readout', 'readout', <Readout clock={clock} />)}
      {panel('momenta', 'momenta', <MomentaDiagram clock={clock} />)}
      {panel('chart', 'chart', <MetricsChart clock={clock} />)}
      {panel('tables', 'balls', <BallTable clock={clock} onEdit={() => null} />)}
      {panel('tables', 'ledger', <CollisionLedger clock={clock} fileName="ledger" />)}
    </MessagesProvider>,
  );
  const details = view.container.querySelector('details') as HTMLDetailsElement; // the ball table's
  act(() => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
  /** The groups rendered by `change`, one animation frame (or command). */
  const during = (change: () => void): Set<Group> => {
    rendered = new Set();
    act(change);
    return rendered;
  };
  const frame = () =>
    during(() => {
      time += 1000 / 60;
      clock.tick(1000 / 60);
    });
  return { clock, frame, during };
}

describe('the readouts of a playing figure', () => {
  it('render one panel group an animation frame, every group in turn', () => {
    const { clock, frame, during } = show();
    during(() => clock.play());
    const frames = Array.from({ length: 180 }, frame);
    expect(clock.frame).toBe(180);
    expect(Math.max(...frames.map((groups) => groups.size))).toBe(1);
    const turns = (group: Group) => frames.filter((groups) => groups.has(group)).length;
    // a readout every 250 ms (the 16th frame at 60 a second, as before): 11 in 3 s, for every group
    for (const group of GROUPS) expect(turns(group), group).toBe(11);
    // consecutive frames, in the order of the groups
    const first = frames.findIndex((groups) => groups.size > 0);
    expect(frames.slice(first, first + GROUPS.length).map((groups) => [...groups][0])).toEqual(GROUPS);
  });

  it('render every group at once for a command', () => {
    const { clock, frame, during } = show();
    during(() => clock.play());
    for (let k = 0; k < 17; k++) frame(); // stop in the middle of a readout's turns
    expect([...during(() => clock.pause())].sort()).toEqual([...GROUPS].sort());
    expect([...during(() => clock.step())].sort()).toEqual([...GROUPS].sort());
    expect([...during(() => clock.stepBack())].sort()).toEqual([...GROUPS].sort());
  });
});
