// The home page of a locale: the site's name, the chapter's lessons in order, the sources.
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/site/site.module.css';
import { format } from '@/lib/format';
import { getMessages, type Locale, localePath } from '@/lib/i18n';
import { listLessons } from '@/lib/lessons';
import { pageMetadata } from './pageMetadata';

/** The title and description are the site's own (the layout's defaults). */
export function homeMetadata(locale: Locale): Metadata {
  return pageMetadata(locale, '/');
}

export async function HomePage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const lessons = await listLessons(locale);
  return (
    <div className={styles.home}>
      <h1>{messages.site.name}</h1>
      <p className="lede">{messages.site.tagline}</p>
      <h2>{messages.home.title}</h2>
      <p>{messages.home.intro}</p>
      <ol className={`lesson-list ${styles.lessonList}`}>
        {lessons.map((lesson) => (
          <li key={lesson.slug}>
            <Link href={localePath(locale, `/lessons/${lesson.slug}/`)}>
              <span className={styles.lessonNumber}>
                {format(messages.home.lessonNumber, { n: lesson.order })}
              </span>
              <span className={styles.lessonTitle}>{lesson.title}</span>
              <span className={styles.lessonSummary}>{lesson.summary}</span>
            </Link>
          </li>
        ))}
      </ol>
      <p className="home-sources">
        {messages.home.sources}{' '}
        <Link href={localePath(locale, '/sources/')}>{messages.home.sourcesLink}</Link>
      </p>
    </div>
  );
}
