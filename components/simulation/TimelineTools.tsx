'use client';
// The run's scrubber and the set-up's Undo, loaded only once there is something to show: a run past
// frame 0, an edit of the set-up. A lesson page opens at frame 0 with no edit, so it does not download
// them (its JavaScript budget, test/e2e/budget.spec.ts).
import { lazy, type RefObject, Suspense } from 'react';
import { useClock } from '@/components/widget/useClock';
import type { SimulationClock } from './SimulationClock';

const RunScrubber = lazy(() => import('./RunScrubber').then((m) => ({ default: m.RunScrubber })));
const SetupUndo = lazy(() => import('./SetupUndo').then((m) => ({ default: m.SetupUndo })));

export function TimelineTools({
  clock,
  root,
}: {
  clock: SimulationClock;
  root: RefObject<HTMLElement | null>;
}) {
  const { lastFrame } = useClock(clock);
  const { edits } = clock;
  const edited = edits.canUndo || edits.canRedo || edits.applied.length > 0;
  return (
    // one box, which the presenter view places under the canvas (components/widget/stage.css)
    <div className="timeline-tools">
      <Suspense fallback={null}>
        {lastFrame > 0 && <RunScrubber clock={clock} />}
        {edited && <SetupUndo clock={clock} root={root} />}
      </Suspense>
    </div>
  );
}
