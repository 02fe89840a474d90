// The web app manifest of a locale, which makes the site installable: its name and description in
// that language, its start page (the chapter in that language) and the site's icon. Built once per
// locale into out/manifest.webmanifest and out/<locale>/manifest.webmanifest (see the route files).
import { getMessages, type Locale, localePath } from '@/lib/i18n';

export function webManifest(locale: Locale): Response {
  const { site } = getMessages(locale);
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    lang: locale,
    start_url: localePath(locale, '/'),
    scope: '/',
    display: 'standalone',
    background_color: '#fdfcf8',
    theme_color: '#0b6b53',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json' },
  });
}
