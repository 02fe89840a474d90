// The locale of a route under app/[locale]/: only the prefixed locales are built (dynamicParams is
// false there), so anything else is not a page.
import { notFound } from 'next/navigation';
import { isLocale, type Locale, prefixedLocales } from '@/lib/i18n';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale) || !prefixedLocales().includes(locale)) notFound();
  return locale;
}

/** generateStaticParams of app/[locale]/: one tree of pages per prefixed locale. */
export function localeParams(): { locale: string }[] {
  return prefixedLocales().map((locale) => ({ locale }));
}
