// Where the site is published, set once at build time: SITE_URL (see README). Search engines need
// absolute URLs in hreflang, canonical links, the sitemap and robots.txt; every one is made here.
import { type Locale, languageAlternates, localePath } from './locales';

/** The default serves `npm run serve`; a published build sets SITE_URL to its own address. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The site's origin (and base path, if any) without a trailing slash; a bad SITE_URL stops the build. */
export function siteUrl(env: string | undefined = process.env.SITE_URL): string {
  const value = env?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://example.org (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must start with https:// or http:// (got "${value}")`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The absolute URL of a site path (`/lessons/x/`). */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

/** A page's absolute URL in every locale and x-default, keyed as hreflang values. */
export function absoluteAlternates(path: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([language, twin]) => [language, absoluteUrl(twin)]),
  );
}

/** A page's canonical URL: itself, in its own locale. */
export function canonicalUrl(locale: Locale, path: string): string {
  return absoluteUrl(localePath(locale, path));
}
