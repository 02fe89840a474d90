// Whether a page has anything to do about keeping the site: register the service worker (a built
// site over http(s)) or tell a reader of the copy opened from a folder what works there.

declare global {
  interface Window {
    /** Set by a browser test that wants the service worker (see below). */
    billiardServiceWorker?: boolean;
  }
}

/** A built site over http(s). An automated browser (the browser tests: one fresh profile per test)
 *  would download all 22 MiB of the site in every test, so it registers only when a test asks. */
export function serviceWorkerWanted(): boolean {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return false;
  if (location.protocol !== 'https:' && location.protocol !== 'http:') return false;
  return !navigator.webdriver || window.billiardServiceWorker === true;
}

/** The page opened from a folder (npm run build:offline). */
export const fromFolder = (): boolean => location.protocol === 'file:';
