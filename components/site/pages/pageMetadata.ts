// What every page of a locale tells the browser and search engines: its title and description, when
// it has its own, and the same page in every language (hreflang).
import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n';

export function pageMetadata(path: string, text?: { title: string; description: string }): Metadata {
  return { ...text, alternates: { languages: languageAlternates(path) } };
}
