// /sources in a locale: the five source texts and how the site uses them (one MDX file per locale).
import type { Metadata } from 'next';
import { proseComponents } from '@/components/mdx/ScrollRegion';
import type { Locale } from '@/lib/i18n';
import { loadSources } from '@/lib/sources';
import { pageMetadata } from './pageMetadata';

export async function sourcesMetadata(locale: Locale): Promise<Metadata> {
  const { metadata } = await loadSources(locale);
  return pageMetadata(locale, '/sources/', { title: metadata.title, description: metadata.summary });
}

export async function SourcesPage({ locale }: { locale: Locale }) {
  const { default: Sources, metadata } = await loadSources(locale);
  return (
    <div className="sources">
      <header className="lesson-header">
        <h1>{metadata.title}</h1>
        <p className="lede">{metadata.summary}</p>
      </header>
      <article className="prose">
        <Sources components={proseComponents(locale)} />
      </article>
    </div>
  );
}
