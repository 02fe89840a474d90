'use client';
// Under a figure: why the last drag was undone, and what its start does that the reader should
// know although it is allowed (a ball fast enough to tunnel, a ball wholly inside another).
import { useMemo } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { physicsProblemText, startNoteText } from '@/components/ui/problemText';
import { format } from '@/lib/format';
import { type Ball, type PhysicsProblem, startNotes } from '@/physics';

export function StartNotes({
  balls,
  dragProblem,
}: {
  balls: readonly Ball[];
  dragProblem: PhysicsProblem | null;
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
          {startNoteText(messages, note)}
        </p>
      ))}
    </>
  );
}
