'use client';
// The large numbers of a simulation's presenter view, downloaded only when a reader presents (a
// lesson page keeps under its weight budget without them).
import { lazy, Suspense } from 'react';
import type { SimulationClock } from './SimulationClock';

const PresenterNumbers = lazy(() =>
  import('./PresenterNumbers').then((m) => ({ default: m.PresenterNumbers })),
);

export function PresenterPanel({ clock }: { clock: SimulationClock }) {
  return (
    <Suspense fallback={null}>
      <PresenterNumbers clock={clock} />
    </Suspense>
  );
}
