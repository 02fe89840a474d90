// The web app manifest of every other locale (components/offline/webManifest.ts), at build time.
import { webManifest } from '@/components/offline/webManifest';
import { type LocaleParams, localeParams, routeLocale } from '@/components/site/routeLocale';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = localeParams;

export async function GET(_request: Request, { params }: LocaleParams) {
  return webManifest(await routeLocale(params));
}
