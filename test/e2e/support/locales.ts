// The locales the browser tests run in. A test finds controls by the words of its locale's dictionary
// (never by English literals), opens the locale's URLs, and finds a lesson's figure by the title that
// locale's MDX gives it: the English title names the figure, and the twin check of the build
// (scripts/twins/lessons.mjs) makes the figures of both lessons the same, in the same order.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format as formatMessage } from '@/lib/format';

export { plural } from '@/lib/format';

import { getMessages, LOCALES, type Locale, localePath, type Messages } from '@/lib/i18n';
import { figureTitles } from '@/scripts/twins/lessons.mjs';

/** format() for tests, which fill some placeholders and match the rest with templatePattern. */
export const format = (template: string, values: Record<string, string | number>): string =>
  formatMessage(template, values);
export { LOCALES };

const lessonFiles = (locale: Locale) =>
  readdirSync(path.join(process.cwd(), 'content/lessons', locale)).filter((f) => /^\d+-.+\.mdx$/.test(f));

/** Every lesson's slug, in chapter order (the same in every locale). */
export const lessonSlugs = lessonFiles('en').map((file) => file.replace(/^\d+-|\.mdx$/g, ''));

/** Every page of the site, as its English path. */
export const PAGES = [
  '/',
  ...lessonSlugs.map((slug) => `/lessons/${slug}/`),
  '/playground/',
  '/compare/',
  '/sources/',
];

export interface Site {
  locale: Locale;
  /** The locale's interface strings. */
  t: Messages;
  /** A page's URL in this locale: url('/compare/') is /zh-CN/compare/ in Chinese. */
  url(page: string): string;
  /** The title this locale gives the figure of lesson `slug` that English titles `english`. */
  title(slug: string, english: string): string;
}

function titles(locale: Locale, slug: string): string[] {
  const file = lessonFiles(locale).find((f) => f.replace(/^\d+-|\.mdx$/g, '') === slug);
  if (!file) throw new Error(`no lesson ${slug} in ${locale}`);
  return figureTitles(readFileSync(path.join(process.cwd(), 'content/lessons', locale, file), 'utf8'));
}

export function site(locale: Locale): Site {
  return {
    locale,
    t: getMessages(locale),
    url: (page) => localePath(locale, page),
    title(slug, english) {
      const index = titles('en', slug).indexOf(english);
      const title = titles(locale, slug)[index];
      if (index < 0 || title === undefined) throw new Error(`lesson ${slug} has no figure “${english}”`);
      return title;
    },
  };
}

/** Text to find as it is, inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression for a dictionary template: each `{name}` matches anything, captured (named
 *  by its first use, so `match.groups.x` is the value written for `{x}`). */
export function templatePattern(template: string, flags = ''): RegExp {
  const named = new Set<string>();
  const parts = template.split(/\{(\w+)\}/);
  const source = parts
    .map((part, k) => {
      if (k % 2 === 0) return escapeRegExp(part);
      if (named.has(part)) return '(.+?)';
      named.add(part);
      return `(?<${part}>.+?)`;
    })
    .join('');
  return new RegExp(source, flags);
}

/** templatePattern for a whole text, start to end (a last `{name}` then takes all that is left). */
export const wholeTemplate = (template: string) => new RegExp(`^${templatePattern(template).source}$`);
