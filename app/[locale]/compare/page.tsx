import { ComparePage, compareMetadata } from '@/components/site/pages/ComparePage';
import { type LocaleParams, routeLocale } from '@/components/site/routeLocale';

export async function generateMetadata({ params }: LocaleParams) {
  return compareMetadata(await routeLocale(params));
}

export default async function Compare({ params }: LocaleParams) {
  return <ComparePage locale={await routeLocale(params)} />;
}
