'use client';
// Export every saved set-up as one JSON file, and import such a file: the file is read whole by the
// store's parser, and a file with any problem is refused whole, naming them.
import { type ChangeEvent, useId } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import styles from './MySetups.module.css';
import { type Setup, writeSetups } from './store';

interface Props {
  setups: readonly Setup[];
  onImport: (text: string, file: string) => void;
}

export function SetupFile({ setups, onImport }: Props) {
  const t = useMessages().embed.setups;
  const id = useId();
  const download = () => {
    const url = URL.createObjectURL(new Blob([writeSetups(setups)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'billiard-physics-setups.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    onImport(await file.text(), file.name);
    input.value = ''; // the same file chosen again is read again
  };
  return (
    <div className={styles.file}>
      <button type="button" className="button" onClick={download} disabled={setups.length === 0}>
        {t.exportAll}
      </button>
      {/* the file field's own button would speak the browser's language: ours speaks the page's */}
      <input
        id={id}
        className={`visually-hidden ${styles.fileInput}`}
        type="file"
        accept=".json,application/json"
        onChange={read}
      />
      <label htmlFor={id} className={`button ${styles.fileLabel}`}>
        {t.importFile}
      </label>
    </div>
  );
}
