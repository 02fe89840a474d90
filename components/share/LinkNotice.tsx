'use client';
// One clear notice when a shared link could not be used, naming every reason once (a link with three
// mistakes is mended in one go, not in three tries; a link with 3,000 copies of one is not a page of
// them): the words are chosen in linkNoticeText.ts.
import { useMessages } from '@/components/i18n/MessagesProvider';
import { linkNoticeText } from './linkNoticeText';
import type { LinkProblem } from './linkQuery';

export function LinkNotice({ problems }: { problems: readonly LinkProblem[] }) {
  const notice = linkNoticeText(useMessages(), problems);
  if (!notice) return null;
  if (notice.kind === 'one')
    return (
      <p className="notice" role="alert">
        {notice.text}
      </p>
    );
  return (
    <div className="notice" role="alert">
      <p>{notice.lead}</p>
      <ul>
        {notice.reasons.map((reason) => (
          // each reason is listed once, so its words are its key
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {notice.more && <p>{notice.more}</p>}
      <p>{notice.tail}</p>
    </div>
  );
}
