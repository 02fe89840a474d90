'use client';
// The choices of play a page may keep in its set-up (the playground's link): the speed and whether
// the run pauses at each collision. The clock holds them while it runs; this tells the page when the
// reader changes one, so a new clock (another option, a link opened fresh) starts with them again.
import { useEffect, useRef } from 'react';
import type { Speed } from '@/run';
import type { SimulationClock } from './SimulationClock';

export interface PlayChoices {
  speed: Speed;
  pauseAtCollisions: boolean;
}

export function usePlayChoices(clock: SimulationClock, onChange?: (play: PlayChoices) => void) {
  const told = useRef(onChange);
  told.current = onChange;
  useEffect(() => {
    const choices = () => {
      const { speed, view } = clock.player.snapshot();
      return { speed, pauseAtCollisions: view.pauseAtCollisions };
    };
    let last = choices();
    return clock.player.subscribe(() => {
      const now = choices();
      if (now.speed === last.speed && now.pauseAtCollisions === last.pauseAtCollisions) return;
      last = now;
      told.current?.(now);
    });
  }, [clock]);
}
