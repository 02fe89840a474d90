// Locales, message lookup and URL scheme. English keeps plain URLs; later locales get a prefix
// (/zh-CN/lessons/…), so adding one never moves an English page.
import { en, type Messages } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { format } from './format';

export type { Messages };

export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const dictionaries: Record<Locale, Messages> = { en, 'zh-CN': zhCN };

export function getMessages(locale: Locale = DEFAULT_LOCALE): Messages {
  return dictionaries[locale];
}

/** The URL of a page in a locale: `/lessons/x/` in English, `/<locale>/lessons/x/` otherwise. */
export function localePath(locale: Locale, path: string): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** Sentences one after the other as the locale writes them (English puts a space between them,
 *  Chinese nothing); empty parts are left out. */
export function joinSentences(messages: Messages, ...parts: (string | false | null | undefined)[]): string {
  const given = parts.filter((part): part is string => !!part);
  const [head = '', ...rest] = given;
  return rest.reduce((first, second) => format(messages.site.sentences, { first, second }), head);
}

/** What joinSentences leaves between two sentences, for JSX that marks one of them up. */
export function sentenceGap(messages: Messages): string {
  return format(messages.site.sentences, { first: '', second: '' });
}
