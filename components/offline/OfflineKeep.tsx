'use client';
// The footer's line on keeping the site: what this device keeps for offline use, and a button that
// keeps the rest (its size said). The first visit keeps only the reader's language, so a phone on a
// data plan does not download the other language and the embed pages unasked.
import { useEffect, useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import { format } from '@/lib/format';
import { type KeptStatus, keep } from './serviceWorker';

export function OfflineKeep() {
  const t = useMessages().offline;
  const locale = useLocale();
  const [status, setStatus] = useState<KeptStatus | null>(null);
  const [keeping, setKeeping] = useState(false);

  useEffect(() => {
    const { serviceWorker } = navigator;
    const listen = ({ data }: MessageEvent) => {
      if (data?.type !== 'STATUS') return;
      setStatus({ kept: data.kept, sizes: data.sizes });
      setKeeping(false);
    };
    serviceWorker.addEventListener('message', listen);
    serviceWorker.ready.then(({ active }) => active?.postMessage({ type: 'STATUS' }));
    return () => serviceWorker.removeEventListener('message', listen);
  }, []);

  if (!status) return null;
  const missing = Object.keys(status.sizes).filter((group) => !status.kept.includes(group));
  const more = missing.reduce((bytes, group) => bytes + (status.sizes[group] ?? 0), 0);
  const kept = missing.length === 0 ? t.keptAll : status.kept.includes(locale) ? t.keptLanguage : t.keptNone;
  return (
    <p aria-live="polite" data-offline-keep>
      {keeping ? t.keeping : kept}{' '}
      {missing.length > 0 && !keeping && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setKeeping(true);
            keep(missing);
          }}
        >
          {format(t.keepAll, { size: (more / 2 ** 20).toFixed(1) })}
        </button>
      )}
    </p>
  );
}
