'use client';
// One clear notice when a shared link could not be used, naming every reason (a link with three
// mistakes is mended in one go, not in three tries).
import { useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import { linkProblemText, linkReasonText } from './linkProblemText';
import type { LinkProblem } from './linkQuery';

export function LinkNotice({ problems }: { problems: readonly LinkProblem[] }) {
  const messages = useMessages();
  const [first] = problems;
  if (!first) return null;
  if (problems.length === 1)
    return (
      <p className="notice" role="alert">
        {linkProblemText(messages, first)}
      </p>
    );
  const t = messages.share;
  return (
    <div className="notice" role="alert">
      <p>{format(t.refusedMany, { count: problems.length })}</p>
      <ul>
        {problems.map((problem, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
          <li key={i}>{linkReasonText(messages, problem)}</li>
        ))}
      </ul>
      <p>{t.showingDefaults}</p>
    </div>
  );
}
