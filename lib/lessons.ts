// Finds the lessons of a locale at build time. A lesson is one file `NN-slug.mdx`: the number
// orders the chapter, the rest is the URL; title and summary come from its exported metadata.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { MDXProps } from 'mdx/types';
import type { ComponentType } from 'react';
import type { Locale } from './i18n';

export interface LessonMeta {
  slug: string;
  order: number;
  title: string;
  summary: string;
}

export interface LessonModule {
  /** The content; `components` gives it the ones its page supplies (ScrollRegion's words). */
  default: ComponentType<MDXProps>;
  metadata: { title: string; summary: string };
}

const FILE_NAME = /^(\d+)-([a-z0-9-]+)\.mdx$/;

function lessonDir(locale: Locale): string {
  return path.join(process.cwd(), 'content', 'lessons', locale);
}

export function lessonFiles(locale: Locale): { file: string; order: number; slug: string }[] {
  return readdirSync(lessonDir(locale))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`lesson file names look like 01-momentum.mdx (got ${file})`);
      return { file, order: Number(match[1]), slug: match[2] as string };
    })
    .sort((a, b) => a.order - b.order);
}

function findLesson(locale: Locale, slug: string) {
  const entry = lessonFiles(locale).find((f) => f.slug === slug);
  if (!entry) throw new Error(`no lesson "${slug}" in ${locale}`);
  return entry;
}

/** Absolute path of a lesson's MDX source (for the table of contents). */
export function lessonFilePath(locale: Locale, slug: string): string {
  return path.join(lessonDir(locale), findLesson(locale, slug).file);
}

export async function loadLesson(locale: Locale, slug: string): Promise<LessonModule> {
  const entry = findLesson(locale, slug);
  const mod = (await import(`@/content/lessons/${locale}/${entry.file}`)) as LessonModule;
  const { title, summary } = mod.metadata ?? {};
  if (typeof title !== 'string' || typeof summary !== 'string') {
    throw new Error(`${entry.file} must export metadata with a title and a summary`);
  }
  return mod;
}

export async function listLessons(locale: Locale): Promise<LessonMeta[]> {
  return Promise.all(
    lessonFiles(locale).map(async ({ order, slug }) => {
      const { metadata } = await loadLesson(locale, slug);
      return { slug, order, title: metadata.title, summary: metadata.summary };
    }),
  );
}
