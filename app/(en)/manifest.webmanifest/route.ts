// The English web app manifest (components/offline/webManifest.ts), written at build time.
import { webManifest } from '@/components/offline/webManifest';

export const dynamic = 'force-static';

export function GET() {
  return webManifest('en');
}
