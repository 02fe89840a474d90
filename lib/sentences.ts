// Sentences put together as each language writes them, from the locale's own joiner (site.sentences).
import type { Messages } from '@/content/messages/en';
import { format } from './format';

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
