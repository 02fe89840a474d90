import { EmbedPlaygroundPage, embedPlaygroundMetadata } from '@/components/embed/EmbedPages';
import { type LocaleParams, routeLocale } from '@/components/site/routeLocale';

export async function generateMetadata({ params }: LocaleParams) {
  return embedPlaygroundMetadata(await routeLocale(params));
}

export default async function EmbedPlayground({ params }: LocaleParams) {
  await routeLocale(params);
  return <EmbedPlaygroundPage />;
}
