'use client';
// The site kept for the reader: registering the service worker, the "new version" notice and the
// note on a copy opened from a folder; in the footer, what this device keeps. Loaded after the page
// is up, and only where there is something to do (wanted.ts), so none of it is in a page's
// first-load JavaScript.
import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { fromFolder, serviceWorkerWanted } from './wanted';

const Notices = dynamic(() => import('./OfflineNotices').then((m) => m.OfflineNotices), { ssr: false });
const Keep = dynamic(() => import('./OfflineKeep').then((m) => m.OfflineKeep), { ssr: false });
const unchanging = () => () => {};

export function OfflineSupport() {
  const needed = useSyncExternalStore(
    unchanging,
    () => fromFolder() || serviceWorkerWanted(),
    () => false,
  );
  return needed ? <Notices /> : null;
}

/** The footer's line on what is kept for offline use, where a service worker keeps it. */
export function OfflineFooter() {
  const wanted = useSyncExternalStore(unchanging, serviceWorkerWanted, () => false);
  return wanted ? <Keep /> : null;
}
