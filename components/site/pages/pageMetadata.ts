// What every page of a locale tells the browser and search engines: its title and description, when
// it has its own, its canonical URL and the same page in every language (hreflang), all absolute.
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n';
import { absoluteAlternates, canonicalUrl } from '@/lib/site';

export function pageMetadata(
  locale: Locale,
  path: string,
  text?: { title: string; description: string },
): Metadata {
  return {
    ...text,
    alternates: { canonical: canonicalUrl(locale, path), languages: absoluteAlternates(path) },
  };
}
