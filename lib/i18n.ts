// Locales, message lookup and URL scheme. English keeps plain URLs; later locales get a prefix
// (/zh-CN/lessons/…), so adding one never moves an English page.
import { en, type Messages } from '@/content/messages/en';

export type { Messages };

export const LOCALES = ['en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const dictionaries: Record<Locale, Messages> = { en };

export function getMessages(locale: Locale = DEFAULT_LOCALE): Messages {
  return dictionaries[locale];
}

/** The URL of a page in a locale: `/lessons/x/` in English, `/<locale>/lessons/x/` otherwise. */
export function localePath(locale: Locale, path: string): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}
