'use client';
// Re-renders a component whenever its clock announces a change (a command, a step, a reset, and
// while playing at the readouts' calmer rate); returns the clock's version. The readouts of a playing
// clock render as a transition: React renders them in slices between animation frames, so the canvas
// does not wait for tables, charts and text (at a 4× CPU throttle a readout costs two frames' time,
// bench/results.md). Everything else renders at once, as before.
import { startTransition, useEffect, useState } from 'react';
import type { FrameClock } from './FrameClock';

export function useClockVersion(clock: FrameClock): number {
  const [version, setVersion] = useState(clock.version);
  useEffect(() => {
    const update = () => {
      const next = clock.version();
      if (clock.calm) startTransition(() => setVersion(next));
      else setVersion(next);
    };
    update(); // a change between the render and this subscription
    return clock.subscribe(update);
  }, [clock]);
  return version;
}
