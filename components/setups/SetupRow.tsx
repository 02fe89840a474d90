'use client';
// One saved set-up: its name opens it (a whole page load, so the page reads the link as it would a
// shared one), Rename edits the name in place, Delete removes it.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { TextField } from '@/components/ui/TextField';
import { format } from '@/lib/format';
import { localePath } from '@/lib/locales';
import styles from './MySetups.module.css';
import type { Setup } from './store';

interface Props {
  setup: Setup;
  /** Gives the problem of a new name in words, or null when it was taken. */
  onRename: (name: string) => string | null;
  onRemove: () => void;
}

export function SetupRow({ setup, onRename, onRemove }: Props) {
  const locale = useLocale();
  const t = useMessages().embed.setups;
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  const stop = () => {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = onRename(input.current?.value ?? '');
    if (problem) setError(problem);
    else stop();
  };
  const href = `${localePath(locale, `/${setup.page}/`)}${setup.query ? `?${setup.query}` : ''}`;
  if (editing)
    return (
      <li className={styles.row}>
        <form className={styles.rename} onSubmit={submit}>
          <TextField
            id={id}
            label={format(t.newName, { name: setup.name })}
            error={error}
            ref={input}
            defaultValue={setup.name}
            onKeyDown={(e) => e.key === 'Escape' && stop()}
          />
          <button type="submit" className="button">
            {t.rename}
          </button>
          <button type="button" className="button" onClick={stop}>
            {t.cancel}
          </button>
        </form>
      </li>
    );
  return (
    <li className={styles.row}>
      <a className={styles.name} href={href}>
        {setup.name}
      </a>
      <span className={styles.page}>{t.pages[setup.page]}</span>
      <button
        type="button"
        className="button"
        ref={renameButton}
        aria-label={format(t.renameLabel, { name: setup.name })}
        onClick={() => setEditing(true)}
      >
        {t.rename}
      </button>
      <button
        type="button"
        className="button"
        aria-label={format(t.removeLabel, { name: setup.name })}
        onClick={onRemove}
      >
        {t.remove}
      </button>
    </li>
  );
}
