// Registers the service worker that keeps the whole site for offline use (scripts/service-worker.mjs
// writes /sw.js over the finished export) and reports a new version that waits to take over.
import { serviceWorkerWanted } from './wanted';

/** Registers /sw.js; `onWaiting` gets a new version once it is installed and waits for the reader. */
export function registerServiceWorker(onWaiting: (worker: ServiceWorker) => void): void {
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
    })
    .catch(() => {}); // without a service worker the site still works online; nothing to tell
}

/** Lets the waiting version take over, then reloads the page under it. */
export function activate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
