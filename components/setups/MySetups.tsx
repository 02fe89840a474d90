'use client';
// My set-ups: the page's current set-up saved under a name in this browser, the list of saved ones
// (open, rename, delete with undo), and export/import as a file. Each change goes through SetupStore,
// which reads storage again before it writes, so another tab's saves are kept; the `storage` event
// shows them here as they happen. If the browser refuses a write, nothing changes and the reader is told.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { TextField } from '@/components/ui/TextField';
import { format, plural } from '@/lib/format';
import { KeptAside } from './KeptAside';
import styles from './MySetups.module.css';
import { SetupFile } from './SetupFile';
import { SetupRow } from './SetupRow';
import { fileProblemText, nameProblemText } from './setupText';
import { browserStorage, isSetupsKey, SetupStore, type SetupsView, type StoreProblem } from './storage';
import { type FileProblem, parseSetups, type Setup, type SetupPage } from './store';
import type { Removed } from './storedList';

/** A refused file names at most this many problems, then says how many more there are. */
const SHOWN_PROBLEMS = 8;
const NOTHING: SetupsView = { setups: [], keptEntries: [], keptLists: [] };

/** Each row's key: what it is, and which of its kind (a hand-edited list may hold one name twice). */
function rowKeys(setups: readonly Setup[]): string[] {
  const seen = new Map<string, number>();
  return setups.map(({ name, page, query }) => {
    const key = `${name}\u0000${page}\u0000${query}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    return `${key}\u0000${k}`;
  });
}

export function MySetups({ page, query }: { page: SetupPage; query: string }) {
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.embed.setups;
  const [view, setView] = useState<SetupsView>(NOTHING);
  const [nameError, setNameError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; undo?: Removed & { name: string } }>({ text: '' });
  const [refusal, setRefusal] = useState<{ file: string; problems: FileProblem[] } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // on the build's server there is no storage (browserStorage gives null); the view is read in an effect
  const [store] = useState(() => new SetupStore(browserStorage()));
  const id = useId();
  useEffect(() => {
    setView(store.view());
    const follow = (event: StorageEvent) => isSetupsKey(event.key) && setView(store.view());
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [store]);
  useEffect(() => {
    if (status.undo) undoButton.current?.focus();
  }, [status.undo]);

  /** A change's refusal in words: a name's problem, a set-up another tab changed, a full storage. */
  const problemText = (problem: StoreProblem): string => {
    if (problem.kind === 'storage') return t.storageFailed;
    if (problem.kind === 'gone') return format(t.gone, problem);
    if (problem.kind === 'nameEmpty' || problem.kind === 'nameTooLong' || problem.kind === 'nameTaken')
      return nameProblemText(messages, problem);
    return fileProblemText(messages, problem);
  };
  /** Shows what storage holds now, after a change or its refusal (which may be news from another tab). */
  const refused = (problem: StoreProblem) => {
    setView(store.view());
    setStatus({ text: problemText(problem) });
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('name') as HTMLInputElement;
    const done = store.save(field.value, page, query);
    if (!done.ok && done.problem.kind !== 'storage' && done.problem.kind !== 'gone') {
      setView(store.view());
      setNameError(problemText(done.problem));
      field.focus();
      return;
    }
    setNameError(null);
    if (!done.ok) return refused(done.problem);
    setView(done.view);
    setStatus({ text: format(t.saved, { name: done.name }) });
    field.value = '';
  };
  const rename = (setup: Setup) => (text: string) => {
    const done = store.rename(setup, text);
    if (!done.ok && done.problem.kind !== 'storage' && done.problem.kind !== 'gone')
      return problemText(done.problem);
    if (!done.ok) refused(done.problem);
    else {
      setView(done.view);
      setStatus({ text: format(t.renamed, { name: done.name }) });
    }
    return null;
  };
  const remove = (setup: Setup) => {
    const done = store.remove(setup);
    heading.current?.focus();
    if (!done.ok) return refused(done.problem);
    setView(done.view);
    setStatus({ text: format(t.removed, { name: setup.name }), undo: { ...done.removed, name: setup.name } });
  };
  const undo = (removed: Removed) => {
    const done = store.restore(removed);
    heading.current?.focus();
    if (!done.ok) return refused(done.problem);
    setView(done.view);
    setStatus({ text: format(t.restored, { name: done.name }) });
  };
  const importFile = (text: string, file: string) => {
    const read = parseSetups(text);
    const done = read.ok ? store.import(read.setups) : null;
    if (!read.ok || (done && !done.ok && done.problem.kind === 'tooMany')) {
      const problems = read.ok ? (done && !done.ok ? [done.problem as FileProblem] : []) : read.problems;
      setRefusal({ file, problems });
      setStatus({ text: '' });
      return;
    }
    setRefusal(null);
    if (!done?.ok) return done && refused(done.problem);
    setView(done.view);
    const words =
      done.added === 0
        ? format(t.nothingNew, { file })
        : format(plural(t.imported, done.added, locale), { count: done.added, file });
    setStatus({ text: words });
  };

  const { setups } = view;
  const keys = rowKeys(setups);
  const kept = view.keptEntries.length + view.keptLists.length;
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
      <div role="status" className={styles.status}>
        {status.text}
        {status.undo && (
          <button
            type="button"
            className="button"
            ref={undoButton}
            aria-label={format(t.undoLabel, status.undo)}
            onClick={() => status.undo && undo(status.undo)}
          >
            {t.undo}
          </button>
        )}
      </div>
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
      <KeptAside entries={view.keptEntries} lists={view.keptLists} />
      {(setups.length > 0 || kept === 0) && (
        <p className="note">
          {setups.length === 0
            ? t.empty
            : format(plural(t.count, setups.length, locale), { count: setups.length })}
        </p>
      )}
      {setups.length > 0 && (
        <ul className={styles.list}>
          {setups.map((setup, i) => (
            <SetupRow key={keys[i]} setup={setup} onRename={rename(setup)} onRemove={() => remove(setup)} />
          ))}
        </ul>
      )}
      <SetupFile setups={setups} onImport={importFile} />
    </section>
  );
}
