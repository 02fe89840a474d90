'use client';
// Copies the page's address (which holds the whole set-up) for a teacher to share.
import { useState } from 'react';
import { useMessages } from '@/components/i18n/MessagesProvider';

export function CopyLinkButton() {
  const t = useMessages().share;
  const [status, setStatus] = useState<string>('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(t.copied);
    } catch {
      setStatus(t.copyFailed);
    }
  };
  return (
    <span className="copy-link">
      <button type="button" className="button" onClick={copy} data-action="copy-link">
        {t.copyLink}
      </button>
      <span role="status">{status}</span>
    </span>
  );
}
