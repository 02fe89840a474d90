'use client';
// The site kept for the reader: registering the service worker, the "new version" notice and the
// note on a copy opened from a folder. Loaded after the page is up, so none of it is in a page's
// first-load JavaScript.
import dynamic from 'next/dynamic';

const Notices = dynamic(() => import('./OfflineNotices').then((m) => m.OfflineNotices), { ssr: false });

export function OfflineSupport() {
  return <Notices />;
}
