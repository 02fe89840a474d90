'use client';
// The "?" list of a widget's keys: a modal dialog (so it shows in full screen too) that Esc, "?" or
// its button closes, after which focus returns where it was. Under the list, how the page decides
// which figure the keys act on (activeWidget.ts) and what a focused control keeps (keyboard.ts).
import type { RefObject } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { Shortcuts } from './keyboard';
import styles from './ShortcutHelp.module.css';

interface Props {
  dialog: RefObject<HTMLDialogElement | null>;
  shortcuts: Shortcuts;
  title: string;
}

export function ShortcutHelp({ dialog, shortcuts, title }: Props) {
  const messages = useMessages();
  const t = messages.keys;
  const rows: [string, string][] = [
    ...shortcuts.map((s): [string, string] => [s.shown, s.does]),
    ['?', t.help],
    [t.esc, t.leave],
  ];
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className={styles.help} aria-label={`${t.title}${messages.site.colon}${title}`}>
      <h2>{t.title}</h2>
      <dl>
        {rows.map(([key, does]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
      <p className="note" data-keys="where">
        {t.where}
      </p>
      <p className="note" data-keys="controls">
        {t.controls}
      </p>
      <button type="button" className="button" onClick={close}>
        {t.close}
      </button>
    </dialog>
  );
}
