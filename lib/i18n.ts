// The locales' dictionaries, for server code: a page gets its words with getMessages(locale) and hands
// them to client widgets through MessagesProvider. Client code imports lib/locales and lib/sentences,
// which carry no dictionary, so no page ships another language's words. Server-only: no 'use client'
// module may import this file or content/messages/ (test/lib/imports.test.ts walks the imports).
import { en, type Messages } from '@/content/messages/en';
import { zhCN } from '@/content/messages/zh-CN';
import { DEFAULT_LOCALE, type Locale } from './locales';

export * from './locales';
export * from './sentences';
export type { Messages };

const dictionaries: Record<Locale, Messages> = { en, 'zh-CN': zhCN };

export function getMessages(locale: Locale = DEFAULT_LOCALE): Messages {
  return dictionaries[locale];
}
