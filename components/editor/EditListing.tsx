'use client';
// Under an editable listing: "Edit and run this code". The editor, its sandbox and the figure beside
// it load only when it is pressed (their own chunk, never the page's first-load JavaScript), or when
// the page's link carries code for this listing (codeLink.ts), which it then shows without running.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import { CODE_PARAM, editId, isFor } from './codeLink';
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
  /** Code that came in the page's link for this listing: shown in the editor, not run. */
  const [linked, setLinked] = useState<string | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(location.search).get(CODE_PARAM);
    if (value === null || !isFor(value, listing)) return;
    setLinked(value);
    setOpen(true);
  }, [listing]);
  return (
    <div id={editId(listing)} className={styles.editListing} data-edit-listing={listing}>
      <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? w.close : w.edit}
      </button>
      {open && (
        <Suspense fallback={<p className="note">{w.loading}</p>}>
          <Workbench listing={listing} code={code} linked={linked} />
        </Suspense>
      )}
    </div>
  );
}
