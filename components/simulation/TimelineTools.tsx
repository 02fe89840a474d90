'use client';
// The run's scrubber and the set-up's Undo, loaded only once there is something to show: a run past
// frame 0, an edit of the set-up. A lesson page opens at frame 0 with no edit, so it does not download
// them (its JavaScript budget, test/e2e/budget.spec.ts).
import { lazy, type RefObject, Suspense } from 'react';
import { useRun } from '@/components/widget/useRun';
import type { RunSnapshot } from '@/run';
import type { SimulationClock } from './SimulationClock';

const RunScrubber = lazy(() => import('./RunScrubber').then((m) => ({ default: m.RunScrubber })));
const SetupUndo = lazy(() => import('./SetupUndo').then((m) => ({ default: m.SetupUndo })));

const hasRun = (s: RunSnapshot) => s.lastFrame > 0;
const hasEdits = ({ view }: RunSnapshot) => view.canUndo || view.canRedo || view.editFrames.length > 0;

export function TimelineTools({
  clock,
  root,
}: {
  clock: SimulationClock;
  root: RefObject<HTMLElement | null>;
}) {
  // whether each tool is there: the readouts of a playing clock change neither, and render nothing here
  const started = useRun(clock.player, hasRun);
  const edited = useRun(clock.player, hasEdits);
  return (
    // one box, which the presenter view places under the canvas (components/widget/stage.css)
    <div className="timeline-tools">
      <Suspense fallback={null}>
        {started && <RunScrubber clock={clock} />}
        {edited && <SetupUndo clock={clock} root={root} />}
      </Suspense>
    </div>
  );
}
