'use client';
// Under the time controls while the computer cannot keep up: how much slower than real time the
// simulation runs (the clock slows down rather than skip or pile up frames; see Pace). Polite, and
// it changes at most about once a second.
import { useCallback } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useClock } from '@/components/widget/useClock';
import { format, formatNumber } from '@/lib/format';
import type { SimulationClock } from './SimulationClock';

export function PaceNote({ clock }: { clock: SimulationClock }) {
  const m = useMessages();
  // the note's text is what it follows: a readout that changes neither renders nothing
  const text = useClock(
    clock,
    useCallback(() => {
      const { behind, rate } = clock.pace;
      if (!behind || !clock.playing) return '';
      const count = clock.worlds.reduce((sum, w) => sum + w.count, 0);
      return format(m.simulation.behind, {
        // rounded down: 0.96 of real time is not "1.0× real time" on a clock that cannot keep up
        rate: formatNumber(Math.floor(rate * clock.speed * 10) / 10, 1),
        count: count.toLocaleString(m.inputs.numberLocale),
      });
    }, [clock, m]),
  );
  return <output className="pace-note">{text}</output>;
}
