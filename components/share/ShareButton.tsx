'use client';
// Share…: opens the Share dialog (link, embed code, QR code), loading it and uqr on first use, so a
// page pays for them only when a reader shares. Focus comes back here when the dialog closes.
import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { ShareTarget } from './ShareDialog';
import styles from './ShareDialog.module.css';

const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));

export function ShareButton({ target }: { target: ShareTarget }) {
  const t = useMessages().embed.share;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span className={styles.share}>
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-action="share"
      >
        {t.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog target={target} onClose={close} />
        </Suspense>
      )}
    </span>
  );
}
