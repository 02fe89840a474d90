import { EmbedComparePage, embedCompareMetadata } from '@/components/embed/EmbedPages';
import { type LocaleParams, routeLocale } from '@/components/site/routeLocale';

export async function generateMetadata({ params }: LocaleParams) {
  return embedCompareMetadata(await routeLocale(params));
}

export default async function EmbedCompare({ params }: LocaleParams) {
  await routeLocale(params);
  return <EmbedComparePage />;
}
