'use client';
// Under the time controls while the computer cannot keep up: how much slower than real time the
// simulation runs (the clock slows down rather than skip or pile up frames; see Pace). Polite, and
// it changes at most about once a second.
import { useCallback } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format, formatNumber } from '@/lib/format';
import type { RunSnapshot } from '@/run';
import type { SimulationClock } from './SimulationClock';

export function PaceNote({ clock }: { clock: SimulationClock }) {
  const m = useMessages();
  // the note's text is what it follows: a readout that changes neither renders nothing
  const text = useRun(
    clock.player,
    useCallback(
      ({ behind, rate, playing, speed, view }: RunSnapshot) => {
        if (!behind || !playing) return '';
        const count = view.worlds.reduce((sum, w) => sum + w.count, 0);
        return format(m.simulation.behind, {
          // rounded down: 0.96 of real time is not "1.0× real time" on a clock that cannot keep up
          rate: formatNumber(Math.floor(rate * speed * 10) / 10, 1),
          count: count.toLocaleString(m.inputs.numberLocale),
        });
      },
      [m],
    ),
  );
  return <output className="pace-note">{text}</output>;
}
