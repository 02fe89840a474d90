// The web app manifest of a locale, which makes the site installable: its name and description in
// that language, its start page (the chapter in that language) and the site's icon. Built once per
// locale into out/manifest.webmanifest and out/<locale>/manifest.webmanifest (see the route files).
// The PNGs are drawn from app/icon.svg by scripts/icons.mjs and committed in public/icons/.
import { getMessages, type Locale, localePath } from '@/lib/i18n';

export function webManifest(locale: Locale): Response {
  const { site } = getMessages(locale);
  const manifest = {
    // Each language is its own app, named in that language; the id keeps it the same app should
    // its start page ever move.
    id: localePath(locale, '/'),
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    lang: locale,
    start_url: localePath(locale, '/'),
    scope: '/',
    display: 'standalone',
    background_color: '#fdfcf8',
    theme_color: '#0b6b53',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      // for the launchers and install dialogs that take no SVG
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      // the balls inside the safe zone, on paper to the edges, for launchers that crop to a shape
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json' },
  });
}
