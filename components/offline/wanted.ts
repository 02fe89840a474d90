// Whether a page has anything to do about keeping the site: register the service worker (a built
// site over http(s)) or tell a reader of the copy opened from a folder what works there. Browser
// tests that must run without the worker block it from outside (Playwright's serviceWorkers:
// 'block'); the product never asks whether it is being tested.

/** A built site over http(s) in a browser with service workers. */
export function serviceWorkerWanted(): boolean {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return false;
  return location.protocol === 'https:' || location.protocol === 'http:';
}

/** The page opened from a folder (npm run build:offline). */
export const fromFolder = (): boolean => location.protocol === 'file:';
