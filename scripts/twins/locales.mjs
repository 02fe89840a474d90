// The locales both twin checks compare: the content folders, and the one whose URLs have no prefix.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** As lib/locales.ts (a unit test holds them equal): English keeps plain URLs, the others a prefix. */
export const DEFAULT_LOCALE = 'en';

/** The locales that have lessons: one folder each in content/lessons/. */
export function contentLocales(root) {
  return readdirSync(path.join(root, 'content', 'lessons')).sort();
}
