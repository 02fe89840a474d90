'use client';
// Under a figure: why the last drag was undone, and what its start does that the reader should
// know although it is allowed (a ball fast enough to tunnel, a ball wholly inside another). The
// tunnelling note is chosen by the contact: exact contact finds every contact within a frame.
import { useMemo } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { numberText, physicsProblemText, startNoteText } from '@/components/ui/problemText';
import { format } from '@/lib/format';
import type { Messages } from '@/lib/i18n';
import { type Ball, type Contact, type PhysicsProblem, type StartNote, startNotes } from '@/physics';

export function StartNotes({
  balls,
  dragProblem,
  contact = 'overlap',
}: {
  balls: readonly Ball[];
  dragProblem: PhysicsProblem | null;
  contact?: Contact;
}) {
  const messages = useMessages();
  const notes = useMemo(() => startNotes(balls), [balls]);
  return (
    <>
      {dragProblem && (
        <p className="field-error" role="alert">
          {format(messages.inputs.dragUndone, { reason: physicsProblemText(messages, dragProblem) })}
        </p>
      )}
      {notes.map((note) => (
        <p key={note.code} className="note start-note" data-note={note.code}>
          {contact === 'exact' && note.code === 'tunnelling'
            ? exactTunnellingText(messages, note)
            : startNoteText(messages, note)}
        </p>
      ))}
    </>
  );
}

/** The tunnelling note under exact contact: the same numbers, without "only looks once per frame". */
function exactTunnellingText(messages: Messages, note: Extract<StartNote, { code: 'tunnelling' }>): string {
  const n = (value: number) => numberText(messages, value);
  const text = format(messages.instruments.exact.tunnelling, {
    ball: note.ball,
    speed: n(note.speed),
    diameter: n(note.diameter),
  });
  return note.more > 0 ? format(messages.inputs.notes.more, { note: text, more: note.more }) : text;
}
