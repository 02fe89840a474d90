'use client';
// Copies a link to the set-up the page shows: built from the page's state (`query`), never taken
// from the address bar, so a refused or hand-edited link is never passed on as it was.
import { useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';
import styles from './share.module.css';

export function CopyLinkButton({ query }: { query: string }) {
  const t = useMessages().share;
  const [status, setStatus] = useState<string>('');
  const copy = async () => {
    const { origin, pathname } = window.location;
    try {
      await navigator.clipboard.writeText(`${origin}${pathname}${query ? `?${query}` : ''}`);
      setStatus(t.copied);
    } catch {
      setStatus(t.copyFailed);
    }
  };
  return (
    <span className={`copy-link ${styles.copyLink}`}>
      <button type="button" className="button" onClick={copy} data-action="copy-link">
        {t.copyLink}
      </button>
      <span role="status">{status}</span>
    </span>
  );
}
