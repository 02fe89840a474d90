'use client';
// Under a figure that starts over when its balls have (almost) stopped, as source 004's demo does:
// the rule, and how often it has happened, so the reader knows the jump back to the start is meant.
import { useCallback } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useClock } from '@/components/widget/useClock';
import { format } from '@/lib/format';
import { joinSentences } from '@/lib/sentences';
import type { SimulationClock } from './SimulationClock';

export function RestartNote({ clock }: { clock: SimulationClock }) {
  const messages = useMessages();
  const t = messages.figures.restart;
  // the note's text is what it follows: a readout that changes neither renders nothing
  const text = useClock(
    clock,
    useCallback(
      () =>
        clock.restartBelow === null
          ? null
          : joinSentences(
              messages,
              format(t.rule, { below: clock.restartBelow }),
              format(t.count, { count: clock.restarts }),
            ),
      [clock, messages, t],
    ),
  );
  if (text === null) return null;
  return (
    <p className="note restart-note" data-restarts={clock.restarts} aria-live="polite">
      {text}
    </p>
  );
}
