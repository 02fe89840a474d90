import { LessonPage, lessonMetadata, lessonSlugs } from '@/components/site/pages/LessonPage';

export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string }>;
}

export const generateStaticParams = () => lessonSlugs('en');

export async function generateMetadata({ params }: Props) {
  return lessonMetadata('en', (await params).slug);
}

export default async function Lesson({ params }: Props) {
  return <LessonPage locale="en" slug={(await params).slug} />;
}
