'use client';
// Under an editable listing: "Edit and run this code". The editor, its sandbox and the figure beside
// it load only when it is pressed (their own chunk, never the page's first-load JavaScript).
import { lazy, Suspense, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import styles from './EditListing.module.css';

const Workbench = lazy(() => import('./Workbench').then((m) => ({ default: m.Workbench })));

interface Props {
  /** The listing's region: the key its edits are kept under. */
  listing: string;
  /** The listing's code, exactly as shown. */
  code: string;
}

export function EditListing({ listing, code }: Props) {
  const w = useMessages().editor;
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.editListing} data-edit-listing={listing}>
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? w.close : w.edit}
      </button>
      {open && (
        <Suspense fallback={<p className="note">{w.loading}</p>}>
          <Workbench listing={listing} code={code} />
        </Suspense>
      )}
    </div>
  );
}
