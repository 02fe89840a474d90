'use client';
// Under a figure running exact contact: which frames ran out of their budget of work and ended early
// (physics/fast/exact/step.ts), so a reader who sees the balls move less far than their speed knows
// why. Nothing while no frame in this run was cut short.
import { useCallback } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format } from '@/lib/format';
import { type RunSnapshot, select } from '@/run';
import type { SimulationClock } from './SimulationClock';

export function CutShortNote({ clock }: { clock: SimulationClock }) {
  const t = useMessages().instruments.exact;
  // follows the count (the cut frames up to the one on screen are the same while it is): a readout
  // that changes none renders nothing, and reads no list of cut frames
  const count = useRun(clock.player, select.cutShortCount);
  const text = useRun(
    clock.player,
    useCallback(
      (s: RunSnapshot) => {
        const { count, last } = select.cutShort(s);
        return last
          ? format(count === 1 ? t.cutShortOne : t.cutShortMany, {
              count,
              frame: last.frame,
              events: last.events,
            })
          : null;
      },
      [t],
    ),
  );
  if (text === null) return null;
  return (
    <p className="note cut-short-note" data-cut-short={count}>
      {text}
    </p>
  );
}
