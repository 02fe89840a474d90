'use client';
// The challenges of an editable listing (challenges.ts): each a task, a hint to open and a button
// that starts the editor from the challenge's code; after a Run of a started challenge, whether the
// code meets its goal, or what is missing, announced politely.
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { format, plural } from '@/lib/format';
import { type ChallengeName, challengesOf, type Unmet } from './challenges';
import styles from './editor.module.css';
import { CODE_NAMES } from './listings';

interface Props {
  listing: string;
  /** The challenge the editor was started from, if any. */
  active: ChallengeName | null;
  /** The goal's verdict on the latest Run of the active challenge: undefined before it ran. */
  verdict: Unmet | null | 'error' | undefined;
  onStart: (name: ChallengeName) => void;
}

export function Challenges({ listing, active, verdict, onStart }: Props) {
  const w = useMessages().editor.challenges;
  const locale = useLocale();
  const list = challengesOf(listing);
  if (list.length === 0) return null;
  const said = (v: NonNullable<Props['verdict']>) => {
    if (v === 'error') return w.error;
    if (v.kind === 'stuck') return format(plural(w.unmet.stuck, v.pairs, locale), { pairs: v.pairs });
    return format(w.unmet[v.kind], CODE_NAMES);
  };
  return (
    <div className={styles.challenges} data-challenges={listing}>
      <p className={styles.title}>{w.heading}</p>
      {list.map(({ name }) => {
        const words = w.items[name];
        const on = active === name;
        return (
          <section key={name} className={styles.challenge} aria-label={words.title} data-challenge={name}>
            <p className={styles.title}>{words.title}</p>
            <p>{format(words.task, CODE_NAMES)}</p>
            <details>
              <summary>{w.hint}</summary>
              <p>{format(words.hint, CODE_NAMES)}</p>
            </details>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => onStart(name)}>
                {w.start}
              </button>
              <span
                role="status"
                data-challenge-verdict={
                  on && verdict !== undefined ? (verdict === null ? 'done' : 'not-yet') : ''
                }
                className={on && verdict && verdict !== null ? styles.fail : undefined}
              >
                {on && (verdict === undefined ? w.started : verdict === null ? w.done : said(verdict))}
              </span>
            </div>
          </section>
        );
      })}
    </div>
  );
}
