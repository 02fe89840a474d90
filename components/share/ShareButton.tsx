'use client';
// Share…: opens the Share dialog (link, embed code, QR code), loading it and uqr on first use, so a
// page pays for them only when a reader shares. Focus comes back here when the dialog closes.
import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import type { ShareTarget } from './ShareDialog';
import styles from './ShareDialog.module.css';

const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));

/**
 * `target`: what is shared, or how to find it from the button when it is pressed (a lesson's figure
 * learns its lesson and place from the page). `className`: added to the button's box.
 */
export function ShareButton({
  target,
  className = '',
}: {
  target: ShareTarget | ((button: HTMLButtonElement) => ShareTarget | null);
  className?: string;
}) {
  const t = useMessages().embed.share;
  const [open, setOpen] = useState<ShareTarget | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(null);
    button.current?.focus();
  };
  const share = (element: HTMLButtonElement) =>
    setOpen(typeof target === 'function' ? target(element) : target);
  return (
    <span className={`${styles.share} ${className}`}>
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={(event) => share(event.currentTarget)}
        data-action="share"
      >
        {t.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog target={open} onClose={close} />
        </Suspense>
      )}
    </span>
  );
}
