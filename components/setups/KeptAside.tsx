'use client';
// What this browser holds that this version of the site cannot open (an entry a newer site wrote, a
// whole list in a newer format, a hand edit): named, and said to be kept as it was, so a reader never
// takes "Nothing saved yet" for lost work. Nothing here deletes it.
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { format, plural } from '@/lib/format';
import styles from './MySetups.module.css';
import { fileProblemText } from './setupText';
import type { FileProblem } from './store';

export function KeptAside({ entries, lists }: { entries: FileProblem[]; lists: FileProblem[] }) {
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.embed.setups.kept;
  const count = entries.length + lists.length;
  if (count === 0) return null;
  return (
    <div className={`notice ${styles.kept}`}>
      <p>
        <strong>{t.title}</strong>
      </p>
      <p>{format(plural(t.intro, count, locale), { count })}</p>
      <ul>
        {lists.map((problem, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the kept lists keep their order
          <li key={`list-${i}`}>{problem.kind === 'version' ? format(t.list, problem) : t.listOther}</li>
        ))}
        {entries.map((problem, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: each is named by its place in the list
          <li key={`entry-${i}`}>{fileProblemText(messages, problem)}</li>
        ))}
      </ul>
    </div>
  );
}
