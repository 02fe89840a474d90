import type { Metadata } from 'next';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { loadSources } from '@/lib/sources';

export async function generateMetadata(): Promise<Metadata> {
  const { metadata } = await loadSources(DEFAULT_LOCALE);
  return { title: metadata.title, description: metadata.summary };
}

export default async function SourcesPage() {
  const { default: Sources, metadata } = await loadSources(DEFAULT_LOCALE);
  return (
    <div className="sources">
      <header className="lesson-header">
        <h1>{metadata.title}</h1>
        <p className="lede">{metadata.summary}</p>
      </header>
      <article className="prose">
        <Sources />
      </article>
    </div>
  );
}
