'use client';
// My set-ups: the page's current set-up saved under a name in this browser, the list of saved ones
// (open, rename, delete), and export/import as a file. Every change is written to localStorage before
// it is shown; if the browser refuses, the list stays as it was and the reader is told.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { TextField } from '@/components/ui/TextField';
import { format, plural } from '@/lib/format';
import styles from './MySetups.module.css';
import { SetupFile } from './SetupFile';
import { SetupRow } from './SetupRow';
import { fileProblemText, nameProblemText } from './setupText';
import { readStored, writeStored } from './storage';
import { checkName, type FileProblem, mergeSetups, parseSetups, type Setup, type SetupPage } from './store';

/** A refused file names at most this many problems, then says how many more there are. */
const SHOWN_PROBLEMS = 8;

export function MySetups({ page, query }: { page: SetupPage; query: string }) {
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.embed.setups;
  const [setups, setSetups] = useState<Setup[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [refusal, setRefusal] = useState<{ file: string; problems: FileProblem[] } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => setSetups(readStored()), []);

  /** Keeps a new list if the browser stores it; says so either way. */
  const keep = (next: Setup[], done: string): boolean => {
    if (!writeStored(next)) {
      setStatus(t.storageFailed);
      return false;
    }
    setSetups(next);
    setStatus(done);
    return true;
  };
  const names = (except?: Setup) => setups.filter((s) => s !== except).map((s) => s.name);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('name') as HTMLInputElement;
    const checked = checkName(field.value, names());
    if (!checked.ok) {
      setNameError(nameProblemText(messages, checked.problem));
      field.focus();
      return;
    }
    setNameError(null);
    if (keep([...setups, { name: checked.name, page, query }], format(t.saved, { name: checked.name })))
      field.value = '';
  };
  const rename = (setup: Setup) => (text: string) => {
    const checked = checkName(text, names(setup));
    if (!checked.ok) return nameProblemText(messages, checked.problem);
    const next = setups.map((s) => (s === setup ? { ...s, name: checked.name } : s));
    keep(next, format(t.renamed, { name: checked.name }));
    return null;
  };
  const remove = (setup: Setup) => {
    keep(
      setups.filter((s) => s !== setup),
      format(t.removed, { name: setup.name }),
    );
    heading.current?.focus();
  };
  const importFile = (text: string, file: string) => {
    const read = parseSetups(text);
    const merged = read.ok ? mergeSetups(setups, read.setups) : null;
    if (!read.ok || !merged?.ok) {
      const problems = read.ok ? (merged && !merged.ok ? [merged.problem] : []) : read.problems;
      setRefusal({ file, problems });
      setStatus('');
      return;
    }
    setRefusal(null);
    const done =
      merged.added === 0
        ? format(t.nothingNew, { file })
        : format(plural(t.imported, merged.added, locale), { count: merged.added, file });
    keep(merged.setups, done);
  };

  const more = refusal ? refusal.problems.length - SHOWN_PROBLEMS : 0;
  return (
    <section className={`my-setups ${styles.setups}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t.title}
      </h2>
      <p className="note">{t.intro}</p>
      <form className={styles.save} onSubmit={save} noValidate>
        <TextField id={`${id}-name`} label={t.name} error={nameError} name="name" autoComplete="off" />
        <button type="submit" className="button">
          {t.save}
        </button>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {refusal && (
        <div className={`notice ${styles.refusal}`} role="alert">
          <p>{format(t.refused, { file: refusal.file })}</p>
          <ul>
            {refusal.problems.slice(0, SHOWN_PROBLEMS).map((problem, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed until the next import
              <li key={i}>{fileProblemText(messages, problem)}</li>
            ))}
          </ul>
          {more > 0 && <p>{format(plural(t.more, more, locale), { count: more })}</p>}
        </div>
      )}
      <p className="note">
        {setups.length === 0
          ? t.empty
          : format(plural(t.count, setups.length, locale), { count: setups.length })}
      </p>
      {setups.length > 0 && (
        <ul className={styles.list}>
          {setups.map((setup) => (
            <SetupRow
              key={`${setup.name}\u0000${setup.page}`}
              setup={setup}
              onRename={rename(setup)}
              onRemove={() => remove(setup)}
            />
          ))}
        </ul>
      )}
      <SetupFile setups={setups} onImport={importFile} />
    </section>
  );
}
