// The lessons' live figures by name, for their embed pages (/embed/figure/<name>/), read at build time
// from the MDX sources with the parser the twin check uses: a figure's name is its lesson's slug and
// its place among the lesson's figures (two-axes-2), the same in every locale (twins have the same
// figures in the same order), and its props are the ones the lesson gives it, its title in the locale.
import { readFileSync } from 'node:fs';
import { figureElements } from '@/scripts/twins/lessons.mjs';
import type { Locale } from './i18n';
import { lessonFilePath, lessonFiles } from './lessons';

export interface LessonFigure {
  name: string;
  /** The lesson it belongs to, for the link back. */
  slug: string;
  component: string;
  props: Record<string, unknown>;
}

export function lessonFigures(locale: Locale): LessonFigure[] {
  return lessonFiles(locale).flatMap(({ slug }) =>
    figureElements(readFileSync(lessonFilePath(locale, slug), 'utf8')).map((figure, i) => ({
      name: `${slug}-${i + 1}`,
      slug,
      ...figure,
    })),
  );
}

export function lessonFigure(locale: Locale, name: string): LessonFigure | undefined {
  return lessonFigures(locale).find((figure) => figure.name === name);
}
