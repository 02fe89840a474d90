'use client';
// The one way a component follows a clock. The clock captures what it shows when it announces a
// change (ClockState, never changed after); the component keeps what it selects from that state and
// re-renders only when the selection changes. The readouts of a playing clock update as a transition:
// React renders them in slices between animation frames, so the canvas does not wait for tables,
// charts and text (at a 4× CPU throttle a readout costs two frames' time, bench/results.md), and
// because every panel reads the state captured at the same announcement, the slices agree on the
// frame even while the clock moves on. Not useSyncExternalStore: its updates are never transitions.
import { startTransition, useEffect, useState } from 'react';
import type { ClockState, FrameClock } from './FrameClock';

const whole = (state: ClockState) => state;

/**
 * What `select` takes from the clock's state, kept up to date. `select` is a function defined outside
 * the component (or memoised): a new one subscribes again. Without it, the whole state, which
 * re-renders the component on every announcement. While `seen` is false (a readout scrolled away or
 * folded) the readouts of a playing clock are skipped; a command still renders at once, and the
 * component catches up when it is seen again.
 */
export function useClock<T = ClockState>(
  clock: FrameClock,
  select: (state: ClockState) => T = whole as (state: ClockState) => T,
  seen = true,
): T {
  const [selected, setSelected] = useState(() => select(clock.state()));
  useEffect(() => {
    const update = () => {
      if (clock.calm && !seen) return;
      const next = select(clock.state());
      if (clock.calm) startTransition(() => setSelected(() => next));
      else setSelected(() => next);
    };
    update(); // a change between the render and this subscription
    return clock.subscribe(update);
  }, [clock, select, seen]);
  return selected;
}
