import type { Metadata } from 'next';
import { LessonLayout } from '@/components/site/LessonLayout';
import { DEFAULT_LOCALE, getMessages } from '@/lib/i18n';
import { lessonFilePath, listLessons, loadLesson } from '@/lib/lessons';
import { tableOfContents } from '@/lib/toc';

export const dynamicParams = false;

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateStaticParams() {
  const lessons = await listLessons(DEFAULT_LOCALE);
  return lessons.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { metadata } = await loadLesson(DEFAULT_LOCALE, slug);
  return { title: metadata.title, description: metadata.summary };
}

export default async function LessonPage({ params }: Props) {
  const { slug } = await params;
  const locale = DEFAULT_LOCALE;
  const [{ default: Lesson }, lessons] = await Promise.all([loadLesson(locale, slug), listLessons(locale)]);
  return (
    <LessonLayout
      locale={locale}
      messages={getMessages(locale)}
      lessons={lessons}
      slug={slug}
      toc={tableOfContents(lessonFilePath(locale, slug))}
    >
      <Lesson />
    </LessonLayout>
  );
}
