'use client';
// Re-renders a component whenever its clock announces a change (a command, a step, a reset, and
// while playing at the readouts' calmer rate); returns the clock's version.
import { useSyncExternalStore } from 'react';
import type { FrameClock } from './FrameClock';

export function useClockVersion(clock: FrameClock): number {
  return useSyncExternalStore(clock.subscribe, clock.version, clock.version);
}
