// The frame around a lesson: its number and title, the table of contents (parts with their sections),
// and previous/next links.
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from '@/components/site/site.module.css';
import { format } from '@/lib/format';
import { type Locale, localePath, type Messages } from '@/lib/i18n';
import type { LessonMeta } from '@/lib/lessons';
import type { TocEntry } from '@/lib/toc';

interface Props {
  locale: Locale;
  messages: Messages;
  lessons: LessonMeta[];
  slug: string;
  toc: TocEntry[];
  children: ReactNode;
}

export function LessonLayout({ locale, messages, lessons, slug, toc, children }: Props) {
  const index = lessons.findIndex((l) => l.slug === slug);
  const lesson = lessons[index];
  if (!lesson) throw new Error(`unknown lesson ${slug}`);
  const previous = lessons[index - 1];
  const next = lessons[index + 1];
  const href = (l: LessonMeta) => localePath(locale, `/lessons/${l.slug}/`);
  return (
    <div className={styles.lesson}>
      <header className="lesson-header">
        <p className={styles.lessonNumber}>{format(messages.home.lessonNumber, { n: lesson.order })}</p>
        <h1>{lesson.title}</h1>
        <p className="lede">{lesson.summary}</p>
      </header>
      {toc.length > 0 && (
        <nav className={`toc ${styles.toc}`} aria-labelledby="toc-title">
          <h2 id="toc-title">{messages.lesson.contents}</h2>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
                {entry.sections.length > 0 && (
                  <ol>
                    {entry.sections.map((section) => (
                      <li key={section.id}>
                        <a href={`#${section.id}`}>{section.text}</a>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <article className="prose">{children}</article>
      <nav className={`pager ${styles.pager}`} aria-label={messages.lesson.pager}>
        {previous ? (
          <Link className="pager-previous" href={href(previous)} rel="prev">
            <span>{messages.lesson.previous}</span>
            {previous.title}
          </Link>
        ) : (
          <Link className="pager-previous" href={localePath(locale, '/')}>
            <span>{messages.lesson.backToChapter}</span>
            {messages.home.title}
          </Link>
        )}
        {next && (
          <Link className={styles.pagerNext} href={href(next)} rel="next">
            <span>{messages.lesson.next}</span>
            {next.title}
          </Link>
        )}
      </nav>
    </div>
  );
}
