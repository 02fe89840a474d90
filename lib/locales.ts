// The locales and the URL scheme, without any dictionary (so client code can import it and ship no
// words): English keeps plain URLs; later locales get a prefix (/zh-CN/lessons/…), so adding one
// never moves an English page.

export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, for the language switch: the same in every dictionary. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', 'zh-CN': '中文' };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The locales that live under a prefix: the ones app/[locale]/ builds. */
export function prefixedLocales(): Locale[] {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
}

/** The URL of a page in a locale: `/lessons/x/` in English, `/<locale>/lessons/x/` otherwise. */
export function localePath(locale: Locale, path: string): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** The page a URL path shows and its locale: `/zh-CN/lessons/x/` → `/lessons/x/` in zh-CN. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The same page in another locale; a path already in a locale is moved, not prefixed twice. */
export function pathInLocale(locale: Locale, pathname: string): string {
  return localePath(locale, splitLocale(pathname).path);
}

/** `hreflang` alternates of a page (metadata `alternates.languages`): every locale and x-default. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = localePath(locale, path);
  languages['x-default'] = localePath(DEFAULT_LOCALE, path);
  return languages;
}
