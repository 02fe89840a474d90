import { PlaygroundPage, playgroundMetadata } from '@/components/site/pages/PlaygroundPage';
import { type LocaleParams, routeLocale } from '@/components/site/routeLocale';

export async function generateMetadata({ params }: LocaleParams) {
  return playgroundMetadata(await routeLocale(params));
}

export default async function Playground({ params }: LocaleParams) {
  return <PlaygroundPage locale={await routeLocale(params)} />;
}
