import { SourcesPage, sourcesMetadata } from '@/components/site/pages/SourcesPage';
import { type LocaleParams, routeLocale } from '@/components/site/routeLocale';

export async function generateMetadata({ params }: LocaleParams) {
  return sourcesMetadata(await routeLocale(params));
}

export default async function Sources({ params }: LocaleParams) {
  return <SourcesPage locale={await routeLocale(params)} />;
}
