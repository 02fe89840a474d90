// robots.txt: every page may be indexed; the sitemap is at its absolute URL (SITE_URL, lib/site.ts).
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/', disallow: '/test/' }, sitemap: absoluteUrl('/sitemap.xml') };
}
