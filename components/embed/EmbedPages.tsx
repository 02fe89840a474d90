// The embed pages of a locale (the routes under app/(en)/embed/ and app/[locale]/embed/ are thin
// wrappers): a set-up link's figure, a comparison's, and each lesson figure by name. They are pages
// of the site in every way (lang, hreflang twins), but not for search engines: each repeats a page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/site/pages/pageMetadata';
import { lessonFigure, lessonFigures } from '@/lib/figures';
import { getMessages, type Locale, localePath } from '@/lib/i18n';
import { loadLesson } from '@/lib/lessons';
import { EmbedFigure } from './EmbedFigure';
import { EmbedCompare, EmbedPlayground } from './EmbedSetup';

const NOT_INDEXED = { robots: { index: false } } satisfies Metadata;

export function embedPlaygroundMetadata(locale: Locale): Metadata {
  const t = getMessages(locale);
  const text = { title: t.embed.page.playgroundTitle, description: t.playground.intro };
  return { ...pageMetadata(locale, '/embed/', text), ...NOT_INDEXED };
}

export function embedCompareMetadata(locale: Locale): Metadata {
  const t = getMessages(locale);
  const text = { title: t.embed.page.compareTitle, description: t.comparePage.intro };
  return { ...pageMetadata(locale, '/embed/compare/', text), ...NOT_INDEXED };
}

export function EmbedPlaygroundPage() {
  return <EmbedPlayground />;
}

export function EmbedComparePage() {
  return <EmbedCompare />;
}

/** generateStaticParams of /embed/figure/[name]/: every lesson figure (the same names in every locale). */
export function figureNames(locale: Locale): { name: string }[] {
  return lessonFigures(locale).map(({ name }) => ({ name }));
}

async function figureOf(locale: Locale, name: string) {
  const figure = lessonFigure(locale, name);
  if (!figure) notFound();
  const { metadata } = await loadLesson(locale, figure.slug);
  const title = typeof figure.props.title === 'string' ? figure.props.title : metadata.title;
  return { figure, title, lesson: metadata };
}

export async function embedFigureMetadata(locale: Locale, name: string): Promise<Metadata> {
  const { title, lesson } = await figureOf(locale, name);
  return {
    ...pageMetadata(locale, `/embed/figure/${name}/`, { title, description: lesson.summary }),
    ...NOT_INDEXED,
  };
}

export async function EmbedFigurePage({ locale, name }: { locale: Locale; name: string }) {
  const { figure, title } = await figureOf(locale, name);
  const t = getMessages(locale).embed.page;
  const open = { href: localePath(locale, `/lessons/${figure.slug}/`), text: t.open, newTab: t.newTab };
  return <EmbedFigure component={figure.component} props={figure.props} title={title} open={open} />;
}
