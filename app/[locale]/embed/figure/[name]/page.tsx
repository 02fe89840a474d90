import { EmbedFigurePage, embedFigureMetadata, figureNames } from '@/components/embed/EmbedPages';
import { routeLocale } from '@/components/site/routeLocale';

export const dynamicParams = false;

interface Props {
  params: Promise<{ locale: string; name: string }>;
}

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return figureNames(await routeLocale(Promise.resolve(params)));
}

export async function generateMetadata({ params }: Props) {
  return embedFigureMetadata(await routeLocale(params), (await params).name);
}

export default async function EmbedFigure({ params }: Props) {
  return <EmbedFigurePage locale={await routeLocale(params)} name={(await params).name} />;
}
