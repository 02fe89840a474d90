// /playground in a locale: every option of the simulation on one screen.
import type { Metadata } from 'next';
import { Playground } from '@/components/playground/Playground';
import { getMessages, type Locale } from '@/lib/i18n';
import { pageMetadata } from './pageMetadata';
import { ToolPage } from './ToolPage';

export function playgroundMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).playground;
  return pageMetadata(locale, '/playground/', { title: t.title, description: t.intro });
}

export function PlaygroundPage({ locale }: { locale: Locale }) {
  const t = getMessages(locale).playground;
  return (
    <ToolPage title={t.title} intro={t.intro}>
      <Playground />
    </ToolPage>
  );
}
