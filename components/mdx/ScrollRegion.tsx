// The box around a table or a display formula of the prose (scripts/mdx/rehype-scroll-regions.mjs):
// wider than a phone, it scrolls sideways, so the keyboard can reach it (a focusable region, named).
import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { getMessages, type Locale } from '@/lib/i18n';
import { ProseSection } from './ProseSection';
import styles from './ScrollRegion.module.css';

interface Props {
  /** What it holds, written by the rehype plugin. */
  kind: 'table' | 'formula';
  children?: ReactNode;
}

function region(locale: Locale) {
  const names = getMessages(locale).prose.scrollRegion;
  return ({ kind, children }: Props) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a named section (a region) that scrolls must be reachable by keyboard
    <section className={styles.region} tabIndex={0} aria-label={names[kind]}>
      {children}
    </section>
  );
}

const regions = { en: region('en'), 'zh-CN': region('zh-CN') } satisfies Record<Locale, unknown>;

/** The components an MDX page passes to its content: ScrollRegion in the page's words, and the
 *  sections' ProseSection. */
export function proseComponents(locale: Locale): MDXComponents {
  return { ScrollRegion: regions[locale], ProseSection };
}
