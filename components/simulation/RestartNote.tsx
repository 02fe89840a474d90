'use client';
// Under a figure that starts over when its balls have (almost) stopped, as source 004's demo does:
// the rule, and how often it has happened, so the reader knows the jump back to the start is meant.
import { useCallback } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { useRun } from '@/components/widget/useRun';
import { format } from '@/lib/format';
import { joinSentences } from '@/lib/sentences';
import type { RunSnapshot } from '@/run';
import type { SimulationClock } from './SimulationClock';

type Note = { restarts: number; text: string } | null;
const sameNote = (a: Note, b: Note) => a?.text === b?.text && a?.restarts === b?.restarts;

export function RestartNote({ clock }: { clock: SimulationClock }) {
  const messages = useMessages();
  const t = messages.figures.restart;
  // the note's text is what it follows: a readout that changes neither renders nothing
  const note = useRun(
    clock.player,
    useCallback(
      ({ view }: RunSnapshot) =>
        view.restartBelow === null
          ? null
          : {
              restarts: view.restarts,
              text: joinSentences(
                messages,
                format(t.rule, { below: view.restartBelow }),
                format(t.count, { count: view.restarts }),
              ),
            },
      [messages, t],
    ),
    true,
    sameNote,
  );
  if (note === null) return null;
  const { restarts, text } = note;
  return (
    <p className="note restart-note" data-restarts={restarts} aria-live="polite">
      {text}
    </p>
  );
}
