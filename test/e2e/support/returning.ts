// The tests run again as a returning visitor (playwright.config.ts: the service worker installed by
// a first visit, which keeps the shell and the English pages): those of a figure drawn in a worker,
// of every figure at once and of two tabs, where a page the cache answers could differ from the host's.

export const RETURNING = '@returning';

/** The tag for a test of `locale`: the returning visitor's cache holds English pages. */
export const returning = (locale: string): string[] => (locale === 'en' ? [RETURNING] : []);
