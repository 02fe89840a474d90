'use client';
// A quiet notice when a new version of the site is ready (the reader reloads when it suits them),
// and, on the copy opened from a folder (npm run build:offline), what works there and what does not.
import { useEffect, useState } from 'react';
import { useLocale, useMessages } from '@/components/i18n/MessagesProvider';
import styles from './offline.module.css';
import { activate, registerServiceWorker } from './serviceWorker';
import { fromFolder } from './wanted';

export function OfflineNotices() {
  const t = useMessages().offline;
  const locale = useLocale();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => registerServiceWorker(locale, setWaiting), [locale]);
  return (
    <>
      {fromFolder() && <p className={`note ${styles.fromFolder}`}>{t.fromFolder}</p>}
      <div className={styles.update} role="status">
        {waiting && (
          <p>
            {t.updateReady}{' '}
            <button type="button" className="button" onClick={() => activate(waiting)} data-action="reload">
              {t.reload}
            </button>
          </p>
        )}
      </div>
    </>
  );
}
