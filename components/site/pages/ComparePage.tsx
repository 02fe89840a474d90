// /compare in a locale: the same start under different separations, on one clock.
import type { Metadata } from 'next';
import { CompareExplorer } from '@/components/compare/CompareExplorer';
import { getMessages, type Locale, languageAlternates } from '@/lib/i18n';

export function compareMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).comparePage;
  return { title: t.title, description: t.intro, alternates: { languages: languageAlternates('/compare/') } };
}

export function ComparePage({ locale }: { locale: Locale }) {
  const t = getMessages(locale).comparePage;
  return (
    <div className="wide-page">
      <h1>{t.title}</h1>
      <p className="lede">{t.intro}</p>
      <CompareExplorer />
    </div>
  );
}
