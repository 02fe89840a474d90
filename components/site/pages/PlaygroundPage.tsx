// /playground in a locale: every option of the simulation on one screen.
import type { Metadata } from 'next';
import { Playground } from '@/components/playground/Playground';
import { getMessages, type Locale, languageAlternates } from '@/lib/i18n';

export function playgroundMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).playground;
  return {
    title: t.title,
    description: t.intro,
    alternates: { languages: languageAlternates('/playground/') },
  };
}

export function PlaygroundPage({ locale }: { locale: Locale }) {
  const t = getMessages(locale).playground;
  return (
    <div className="wide-page">
      <h1>{t.title}</h1>
      <p className="lede">{t.intro}</p>
      <Playground />
    </div>
  );
}
