import { LessonPage, lessonMetadata, lessonSlugs } from '@/components/site/pages/LessonPage';
import { routeLocale } from '@/components/site/routeLocale';

export const dynamicParams = false;

interface Props {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return lessonSlugs(await routeLocale(Promise.resolve(params)));
}

export async function generateMetadata({ params }: Props) {
  return lessonMetadata(await routeLocale(params), (await params).slug);
}

export default async function Lesson({ params }: Props) {
  return <LessonPage locale={await routeLocale(params)} slug={(await params).slug} />;
}
