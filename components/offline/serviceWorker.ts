// Registers the service worker that keeps the site for offline use (scripts/offline/sw.js, written
// to /sw.js by scripts/service-worker.mjs), asks it to keep the reader's language, reports a new
// version that waits to take over, and what is kept.
import { serviceWorkerWanted } from './wanted';

/** What the worker keeps: the groups kept whole (`shell`, a locale, `embeds`) and each one's size. */
export interface KeptStatus {
  kept: string[];
  sizes: Record<string, number>;
}

interface Connection {
  saveData?: boolean;
}

/** Registers /sw.js and asks it to keep `locale`'s pages (not on Save-Data: then only the pages the
 *  reader opens are kept). `onWaiting` gets a new version once it is installed and waits for the
 *  reader. The worker answers a KEEP or STATUS with a STATUS message (OfflineKeep.tsx shows it). */
export function registerServiceWorker(locale: string, onWaiting: (worker: ServiceWorker) => void): void {
  if (!serviceWorkerWanted()) return;
  const { serviceWorker } = navigator;
  const waitingNew = (worker: ServiceWorker | null) => {
    // without a controller this is the first install: nothing to replace, nothing to announce
    if (worker && serviceWorker.controller) onWaiting(worker);
  };
  serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      waitingNew(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') waitingNew(installing);
        });
      });
      return serviceWorker.ready;
    })
    .then(({ active }) => {
      const saveData = (navigator as Navigator & { connection?: Connection }).connection?.saveData;
      active?.postMessage({ type: 'KEEP', groups: saveData ? [] : [locale] });
    })
    .catch(() => {}); // without a service worker the site still works online; nothing to tell
}

/** Asks the worker to keep these groups too; it answers with a status when they are kept. */
export function keep(groups: string[]): void {
  navigator.serviceWorker.ready.then(({ active }) => active?.postMessage({ type: 'KEEP', groups }));
}

/** Lets the waiting version take over, then reloads the page under it. */
export function activate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
