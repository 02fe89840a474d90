'use client';
// Under a figure that starts over when its balls have (almost) stopped, as source 004's demo does:
// the rule, and how often it has happened, so the reader knows the jump back to the start is meant.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useClock } from '@/components/widget/useClock';
import { format } from '@/lib/format';
import { joinSentences } from '@/lib/sentences';
import type { SimulationClock } from './SimulationClock';

export function RestartNote({ clock }: { clock: SimulationClock }) {
  const messages = useMessages();
  const t = messages.figures.restart;
  useClock(clock);
  if (clock.restartBelow === null) return null;
  return (
    <p className="note restart-note" data-restarts={clock.restarts} aria-live="polite">
      {joinSentences(
        messages,
        format(t.rule, { below: clock.restartBelow }),
        format(t.count, { count: clock.restarts }),
      )}
    </p>
  );
}
