// sitemap.xml: every page of the site in every language, each with its language twins (hreflang
// alternates), at absolute URLs from SITE_URL (lib/site.ts). Test pages are not listed.
import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, LOCALES, localePath } from '@/lib/i18n';
import { listLessons } from '@/lib/lessons';
import { absoluteAlternates, absoluteUrl } from '@/lib/site';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const lessons = await listLessons(DEFAULT_LOCALE);
  const paths = [
    '/',
    ...lessons.map(({ slug }) => `/lessons/${slug}/`),
    '/playground/',
    '/compare/',
    '/sources/',
  ];
  return paths.flatMap((path) =>
    LOCALES.map((locale) => ({
      url: absoluteUrl(localePath(locale, path)),
      alternates: { languages: absoluteAlternates(path) },
    })),
  );
}
