'use client';
// A text to copy (a link, an iframe's code): shown whole in a read-only field, with a Copy button that
// says whether it worked. If the clipboard is refused, the text is selected for the reader to copy.
import { useId, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import styles from './ShareDialog.module.css';

interface Props {
  label: string;
  copy: string;
  text: string;
  note?: string;
  multiline?: boolean;
  /** A hook for the browser tests (link, embed). */
  name: string;
}

export function CopyField({ label, copy, text, note, multiline, name }: Props) {
  const t = useMessages().embed.share;
  const [status, setStatus] = useState('');
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = useId();
  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t.copied);
    } catch {
      field.current?.select();
      setStatus(t.copyFailed);
    }
  };
  const common = {
    id,
    ref: field,
    readOnly: true,
    value: text,
    'aria-describedby': note ? `${id}-note` : undefined,
    onFocus: () => field.current?.select(),
    'data-share': name,
  };
  return (
    <div className={`field ${styles.copyField}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...common} /> : <input {...common} />}
      {note && (
        <p id={`${id}-note`} className={styles.note}>
          {note}
        </p>
      )}
      <span className={styles.copyRow}>
        <button type="button" className="button" onClick={copyText} data-action={`copy-${name}`}>
          {copy}
        </button>
        <span role="status">{status}</span>
      </span>
    </div>
  );
}
