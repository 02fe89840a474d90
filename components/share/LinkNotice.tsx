'use client';
// One clear notice when a shared link could not be used, saying why.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { linkProblemText } from './linkProblemText';
import type { LinkProblem } from './linkQuery';

export function LinkNotice({ problem }: { problem: LinkProblem | null }) {
  const messages = useMessages();
  if (!problem) return null;
  return (
    <p className="notice" role="alert">
      {linkProblemText(messages, problem)}
    </p>
  );
}
