// A lesson in a locale: its MDX in the lesson frame, with its contents and the pager.
import type { Metadata } from 'next';
import { proseComponents } from '@/components/mdx/ScrollRegion';
import { getMessages, type Locale } from '@/lib/i18n';
import { lessonFilePath, listLessons, loadLesson } from '@/lib/lessons';
import { tableOfContents } from '@/lib/toc';
import { LessonLayout } from '../LessonLayout';
import { pageMetadata } from './pageMetadata';

export async function lessonSlugs(locale: Locale): Promise<{ slug: string }[]> {
  return (await listLessons(locale)).map(({ slug }) => ({ slug }));
}

export async function lessonMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const { metadata } = await loadLesson(locale, slug);
  return pageMetadata(locale, `/lessons/${slug}/`, { title: metadata.title, description: metadata.summary });
}

export async function LessonPage({ locale, slug }: { locale: Locale; slug: string }) {
  const [{ default: Lesson }, lessons] = await Promise.all([loadLesson(locale, slug), listLessons(locale)]);
  return (
    <LessonLayout
      locale={locale}
      messages={getMessages(locale)}
      lessons={lessons}
      slug={slug}
      toc={tableOfContents(lessonFilePath(locale, slug))}
    >
      <Lesson components={proseComponents(locale)} />
    </LessonLayout>
  );
}
