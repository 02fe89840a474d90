import { EmbedFigurePage, embedFigureMetadata, figureNames } from '@/components/embed/EmbedPages';

export const dynamicParams = false;

interface Props {
  params: Promise<{ name: string }>;
}

export const generateStaticParams = () => figureNames('en');

export async function generateMetadata({ params }: Props) {
  return embedFigureMetadata('en', (await params).name);
}

export default async function EmbedFigure({ params }: Props) {
  return <EmbedFigurePage locale="en" name={(await params).name} />;
}
