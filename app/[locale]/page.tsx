import { HomePage, homeMetadata } from '@/components/site/pages/HomePage';
import { type LocaleParams, routeLocale } from '@/components/site/routeLocale';

export async function generateMetadata({ params }: LocaleParams) {
  return homeMetadata(await routeLocale(params));
}

export default async function Home({ params }: LocaleParams) {
  return <HomePage locale={await routeLocale(params)} />;
}
